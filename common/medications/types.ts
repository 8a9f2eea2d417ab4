// The words of a prescription: its form, when it is taken, its states.
export const MEDICATION_TYPES = ['tablet', 'capsule', 'syrup', 'injection'] as const;
export type MedicationType = (typeof MEDICATION_TYPES)[number];

export const MEDICATION_TYPE_NAMES: Record<MedicationType, { en: string; 'zh-HK': string }> = {
  tablet: { en: 'Tablet', 'zh-HK': '藥片' },
  capsule: { en: 'Capsule', 'zh-HK': '膠囊' },
  syrup: { en: 'Syrup', 'zh-HK': '藥水' },
  injection: { en: 'Injection', 'zh-HK': '注射劑' },
};

export const INTAKE_TIMINGS = ['with_food', 'empty_stomach', 'before_meal'] as const;
export type IntakeTiming = (typeof INTAKE_TIMINGS)[number];

export const INTAKE_TIMING_NAMES: Record<IntakeTiming, { en: string; 'zh-HK': string }> = {
  with_food: { en: 'With food', 'zh-HK': '與食物同服' },
  empty_stomach: { en: 'On an empty stomach', 'zh-HK': '空腹服用' },
  before_meal: { en: 'Before a meal', 'zh-HK': '餐前服用' },
};

export const PRESCRIPTION_STATUSES = ['ACTIVE', 'COMPLETED', 'DISCONTINUED'] as const;
export type PrescriptionStatus = (typeof PRESCRIPTION_STATUSES)[number];
