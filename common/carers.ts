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
