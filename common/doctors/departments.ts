// Departments a doctor belongs to, named in both languages (the doctor home's header).
export const DEPARTMENTS = {
  clinical_oncology: { en: 'Clinical Oncology', 'zh-HK': '臨床腫瘤科' },
  medical_oncology: { en: 'Medical Oncology', 'zh-HK': '內科腫瘤科' },
  radiation_oncology: { en: 'Radiation Oncology', 'zh-HK': '放射治療科' },
  surgical_oncology: { en: 'Surgical Oncology', 'zh-HK': '腫瘤外科' },
  haematology: { en: 'Haematology', 'zh-HK': '血液科' },
  palliative_care: { en: 'Palliative Care', 'zh-HK': '紓緩治療科' },
  family_medicine: { en: 'Family Medicine', 'zh-HK': '家庭醫學科' },
} as const;

export type DepartmentKey = keyof typeof DEPARTMENTS;

export const isDepartmentKey = (value: unknown): value is DepartmentKey =>
  typeof value === 'string' && Object.hasOwn(DEPARTMENTS, value);
