// Cancer types a doctor can record for a patient, with their names in both languages.
// Stored as the key, so the list filters and shows the current language.

export const CANCER_TYPES = {
  breast: { en: 'Breast cancer', 'zh-HK': '乳癌' },
  lung: { en: 'Lung cancer', 'zh-HK': '肺癌' },
  colorectal: { en: 'Colorectal cancer', 'zh-HK': '大腸癌' },
  liver: { en: 'Liver cancer', 'zh-HK': '肝癌' },
  nasopharyngeal: { en: 'Nasopharyngeal cancer', 'zh-HK': '鼻咽癌' },
  stomach: { en: 'Stomach cancer', 'zh-HK': '胃癌' },
  prostate: { en: 'Prostate cancer', 'zh-HK': '前列腺癌' },
  pancreatic: { en: 'Pancreatic cancer', 'zh-HK': '胰臟癌' },
  oesophageal: { en: 'Oesophageal cancer', 'zh-HK': '食道癌' },
  thyroid: { en: 'Thyroid cancer', 'zh-HK': '甲狀腺癌' },
  cervical: { en: 'Cervical cancer', 'zh-HK': '子宮頸癌' },
  uterine: { en: 'Uterine cancer', 'zh-HK': '子宮體癌' },
  ovarian: { en: 'Ovarian cancer', 'zh-HK': '卵巢癌' },
  bladder: { en: 'Bladder cancer', 'zh-HK': '膀胱癌' },
  kidney: { en: 'Kidney cancer', 'zh-HK': '腎癌' },
  skin: { en: 'Skin cancer', 'zh-HK': '皮膚癌' },
  brain: { en: 'Brain tumour', 'zh-HK': '腦腫瘤' },
  lymphoma: { en: 'Lymphoma', 'zh-HK': '淋巴癌' },
  leukaemia: { en: 'Leukaemia', 'zh-HK': '血癌' },
  myeloma: { en: 'Multiple myeloma', 'zh-HK': '多發性骨髓瘤' },
  other: { en: 'Other cancer', 'zh-HK': '其他癌症' },
} as const;

export type CancerTypeKey = keyof typeof CANCER_TYPES;
export const CANCER_TYPE_KEYS = Object.keys(CANCER_TYPES) as CancerTypeKey[];

export const isCancerTypeKey = (value: unknown): value is CancerTypeKey =>
  typeof value === 'string' && Object.hasOwn(CANCER_TYPES, value);
