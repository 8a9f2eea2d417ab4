// A family carer's grants and relationships (docs/family-carers.md), in the order the forms
// offer them. Kept apart from the validation rules (validation/carers.ts) so that the
// client's first screens, which read them, do without Yup.
export const CARER_GRANTS = [
  'CHECK_IN',
  'WELLNESS',
  'MEDICATIONS',
  'APPOINTMENTS',
  'MESSAGES',
] as const;
export type CarerGrant = (typeof CARER_GRANTS)[number];

export const CARER_RELATIONSHIPS = [
  'DAUGHTER',
  'SON',
  'WIFE',
  'HUSBAND',
  'PARTNER',
  'MOTHER',
  'FATHER',
  'SISTER',
  'BROTHER',
  'DOMESTIC_HELPER',
  'FRIEND',
  'OTHER',
] as const;
export type CarerRelationship = (typeof CARER_RELATIONSHIPS)[number];

/** Who the carer is, as a sentence names it ("Reported by Mei, daughter"), in both languages. */
export const CARER_RELATIONSHIP_NAMES: Readonly<
  Record<CarerRelationship, { en: string; 'zh-HK': string }>
> = {
  DAUGHTER: { en: 'daughter', 'zh-HK': '女兒' },
  SON: { en: 'son', 'zh-HK': '兒子' },
  WIFE: { en: 'wife', 'zh-HK': '太太' },
  HUSBAND: { en: 'husband', 'zh-HK': '丈夫' },
  PARTNER: { en: 'partner', 'zh-HK': '伴侶' },
  MOTHER: { en: 'mother', 'zh-HK': '母親' },
  FATHER: { en: 'father', 'zh-HK': '父親' },
  SISTER: { en: 'sister', 'zh-HK': '姊妹' },
  BROTHER: { en: 'brother', 'zh-HK': '兄弟' },
  DOMESTIC_HELPER: { en: 'domestic helper', 'zh-HK': '家務助理' },
  FRIEND: { en: 'friend', 'zh-HK': '朋友' },
  OTHER: { en: 'carer', 'zh-HK': '照顧者' },
};
