// Health-profile (assessment) rules. Each wizard step validates its own fields with the
// step schema; the server validates any partial update with `profileUpdateSchema`.
import * as yup from 'yup';
import './locale';
import { ASSESSMENT_STEPS } from './assessment-steps';
import { trimmedText } from './text';
import { parseIsoDate } from './dates';

export const GENDERS = ['Male', 'Female', 'Other', 'N/A'] as const;
export const BLOOD_GROUPS = ['A', 'B', 'AB', 'O'] as const;
export const RH_SIGNS = ['+', '-'] as const;
export const BLOOD_TYPES = [
  ...BLOOD_GROUPS.flatMap((g) => RH_SIGNS.map((s) => `${g}${s}`)),
  'N/A',
] as const;
export const FITNESS_LEVELS = [1, 2, 3, 4, 5] as const;
// 'Staking' is the spec's own spelling of the option; kept as the stored value.
export const ACTIVITIES = [
  'Jogging',
  'Rowing',
  'Staking',
  'Swimming',
  'Cycling',
  'Walking',
  'Other',
  'None',
] as const;
export const CHECKUP_FREQUENCIES = [
  'Weekly',
  'Bi-weekly',
  'Monthly',
  'Bi-monthly',
  'Yearly',
  'N/A',
] as const;
export const TREATMENT_STATUSES = [
  'undergoing_treatment',
  'in_remission',
  'post_treatment',
] as const;
export const HEIGHT_RANGES = { cm: [50, 250], in: [20, 100] } as const;
export const WEIGHT_RANGES = { kg: [30, 150], lbs: [66, 330] } as const;
export const LBS_PER_KG = 2.20462;
export { ASSESSMENT_STEPS };
export const MIN_BIRTH_YEAR = 1900;
const TEXT_MAX = 100;

/** A real calendar date YYYY-MM-DD between 1900-01-01 and today. */
export function isValidBirthdate(value: string, today = new Date()): boolean {
  const date = parseIsoDate(value);
  return (
    !!date && Number(date.slice(0, 4)) >= MIN_BIRTH_YEAR && Date.parse(date) <= today.getTime()
  );
}

const rangeTest = (
  ranges: Record<string, readonly [number, number]>,
  unitField: string,
  message: string,
) =>
  function (this: yup.TestContext, value: number | undefined | null) {
    if (value == null) return true;
    const range = ranges[this.parent?.[unitField] as string];
    return range ? value >= range[0] && value <= range[1] : this.createError({ message });
  };

const text = trimmedText;

export const profileFields = {
  fullName: text().max(TEXT_MAX, 'text_too_long'),
  birthdate: yup.string().test('birthdate', 'select_dob', (v) => v == null || isValidBirthdate(v)),
  gender: yup.string().oneOf([...GENDERS], 'select_option'),
  heightUnit: yup.string().oneOf(Object.keys(HEIGHT_RANGES), 'select_height'),
  heightValue: yup
    .number()
    .typeError('select_height')
    .test('height', 'select_height', rangeTest(HEIGHT_RANGES, 'heightUnit', 'select_height')),
  weightUnit: yup.string().oneOf(Object.keys(WEIGHT_RANGES), 'select_weight'),
  weightValue: yup
    .number()
    .typeError('select_weight')
    .test('weight', 'select_weight', rangeTest(WEIGHT_RANGES, 'weightUnit', 'select_weight')),
  bloodType: yup.string().oneOf([...BLOOD_TYPES], 'select_full_blood_type'),
  fitnessLevel: yup
    .number()
    .integer('select_fitness_level')
    .oneOf([...FITNESS_LEVELS], 'select_fitness_level'),
  activities: yup
    .array(
      yup
        .string()
        .oneOf([...ACTIVITIES], 'invalid_choice')
        .required(),
    )
    .max(ACTIVITIES.length, 'invalid_choice')
    // 'None' stands alone: it cannot be combined with an activity.
    .test('none-alone', 'invalid_choice', (v) => !v || !v.includes('None') || v.length === 1),
  checkupFrequency: yup.string().oneOf([...CHECKUP_FREQUENCIES], 'select_frequency'),
  condition: text().max(TEXT_MAX, 'text_too_long'),
  phoneNumber: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? v.replace(/\s/g, '') : v))
    .test('hk-mobile', 'enter_valid_hk_mobile', (v) => !v || /^[5-9]\d{7}$/.test(v)),
  treatmentStatus: yup.string().oneOf([...TREATMENT_STATUSES], 'invalid_choice'),
  assessmentStep: yup.number().integer().min(0).max(ASSESSMENT_STEPS),
};

/** Any subset of the profile; unknown keys are refused. */
export const profileUpdateSchema = yup.object(profileFields).noUnknown(true, 'invalid_choice');

/** What each wizard step requires before Continue is enabled. */
export const assessmentStepSchemas = {
  1: yup.object({ fullName: profileFields.fullName.required('full_name_required') }),
  2: yup.object({ birthdate: profileFields.birthdate.required('select_dob') }),
  3: yup.object({ gender: profileFields.gender.required('select_option') }),
  4: yup.object({
    heightUnit: profileFields.heightUnit.required('select_height'),
    heightValue: profileFields.heightValue.required('select_height'),
  }),
  5: yup.object({
    weightUnit: profileFields.weightUnit.required('select_weight'),
    weightValue: profileFields.weightValue.required('select_weight'),
  }),
  6: yup.object({ bloodType: profileFields.bloodType.required('select_full_blood_type') }),
  7: yup.object({ fitnessLevel: profileFields.fitnessLevel.required('select_fitness_level') }),
  8: yup.object({
    activities: profileFields.activities
      .min(1, 'select_at_least_one')
      .required('select_at_least_one'),
  }),
  9: yup.object({ checkupFrequency: profileFields.checkupFrequency.required('select_frequency') }),
} as const;

/** Age in whole years on `today` for a YYYY-MM-DD birthdate. */
export function ageOn(birthdate: string, today = new Date()): number {
  const [y, mo, d] = birthdate.split('-').map(Number);
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < mo || (today.getMonth() + 1 === mo && today.getDate() < d)) age -= 1;
  return age;
}
