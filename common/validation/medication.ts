// The prescription rules of the spec (add or update medication, refill, discontinue) plus
// what a dose log needs (times of day, intake timing, start date). The Formik forms and
// the server check the same schemas; "today" is the clinic's day, passed in by the caller.
import * as yup from 'yup';
import './locale';
import { isCatalogueKey } from '../medications/catalogue';
import { INTAKE_TIMINGS, MEDICATION_TYPES } from '../medications/types';
import { parseDayMonthYear, parseIsoDate } from './dates';
import { trimmedText } from './text';

export const MEDICATION_LIMITS = {
  name: 100,
  strength: 20,
  /** A year of four tablets a day is under 1,500; 10,000 leaves room for liquids in ml. */
  quantity: 10_000,
  dosageInstructions: 500,
  usedFor: 200,
  sideEffect: 80,
  sideEffectsPerList: 15,
  scheduleTimes: 6,
  unitsPerDose: 10,
  reason: 500,
  /** One refill form lists a patient's active medications. */
  refillsAtOnce: 50,
} as const;

/** Text as typed, trimmed, with full-width digits and letters read as ordinary ones (５００ｍｇ). */
const typed = () =>
  yup.string().transform((v: unknown) => (typeof v === 'string' ? v.normalize('NFKC').trim() : v));

// Chinese unit words are read as the units they name.
const UNIT_WORDS: Array<[RegExp, string]> = [
  [/毫克$/, 'mg'],
  [/克$/, 'g'],
];

/** '500mg', '0.5 g', '500 MG', '５００毫克' → '500mg' / '0.5g'; no unit stays a number; else null. */
export function normaliseStrength(value: string): string | null {
  let text = value.normalize('NFKC').trim().toLowerCase();
  for (const [word, unit] of UNIT_WORDS) text = text.replace(word, unit);
  const match = /^(\d+(?:\.\d+)?|\.\d+)\s*(mg|g)?$/.exec(text);
  if (!match || !(Number(match[1]) > 0)) return null;
  const number = String(Number(match[1]));
  return `${number}${match[2] ?? ''}`;
}

/** Whole digits above 0 and within the limit ('30', '０３０'); else null. */
export function parseQuantity(value: string, limit: number = MEDICATION_LIMITS.quantity) {
  const text = value.normalize('NFKC').trim();
  if (!/^\d{1,7}$/.test(text)) return null;
  const quantity = Number(text);
  return quantity > 0 && quantity <= limit ? quantity : null;
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

const sideEffects = () =>
  yup
    .array(typed().required('text_too_long').max(MEDICATION_LIMITS.sideEffect, 'text_too_long'))
    .max(MEDICATION_LIMITS.sideEffectsPerList, 'too_many_items')
    .default([]);

const oneOf =
  (values: readonly string[]) =>
  (value: string | undefined): boolean =>
    !value || values.includes(value);

export function prescriptionSchema(today: string) {
  return yup.object({
    catalogKey: yup
      .string()
      .nullable()
      .default(null)
      .test('catalogue', 'invalid_choice', (v) => v == null || isCatalogueKey(v)),
    name: trimmedText()
      .required('medication_name_required')
      .max(MEDICATION_LIMITS.name, 'text_too_long'),
    strength: typed()
      .required('strength_invalid')
      .max(MEDICATION_LIMITS.strength, 'strength_invalid')
      .test('strength', 'strength_invalid', (v) => !v || normaliseStrength(v) !== null),
    quantity: typed()
      .required('quantity_invalid')
      .test('quantity', 'quantity_invalid', (v) => !v || parseQuantity(v) !== null),
    medicationType: yup
      .string()
      .required('medication_type_required')
      .test('type', 'medication_type_required', oneOf(MEDICATION_TYPES)),
    expirationDate: typed()
      .required('expiration_date_invalid')
      .test('expiry', 'expiration_date_invalid', (v) => {
        const date = v ? parseIsoDate(v) : null;
        return !v || (!!date && date > today);
      }),
    dosageInstructions: trimmedText()
      .required('dosage_instructions_required')
      .max(MEDICATION_LIMITS.dosageInstructions, 'text_too_long'),
    usedFor: trimmedText()
      .required('used_for_required')
      .max(MEDICATION_LIMITS.usedFor, 'text_too_long'),
    sideEffectsCommon: sideEffects(),
    sideEffectsLessCommon: sideEffects(),
    sideEffectsSerious: sideEffects(),
    scheduleTimes: yup
      .array(yup.string().required('schedule_times_invalid'))
      .required('schedule_times_invalid')
      .min(1, 'schedule_times_invalid')
      .max(MEDICATION_LIMITS.scheduleTimes, 'schedule_times_invalid')
      .test('times', 'schedule_times_invalid', (times) =>
        (times ?? []).every((time) => TIME_OF_DAY.test(time)),
      ),
    intakeTiming: yup
      .string()
      .required('intake_timing_required')
      .test('timing', 'intake_timing_required', oneOf(INTAKE_TIMINGS)),
    startDate: typed()
      .required('start_date_invalid')
      .test('start', 'start_date_invalid', function (v) {
        const date = v ? parseIsoDate(v) : null;
        const expiry = parseIsoDate(this.parent?.expirationDate);
        return !v || (!!date && (!expiry || date <= expiry));
      }),
    unitsPerDose: yup
      .number()
      .typeError('units_per_dose_invalid')
      .integer('units_per_dose_invalid')
      .min(1, 'units_per_dose_invalid')
      .max(MEDICATION_LIMITS.unitsPerDose, 'units_per_dose_invalid')
      .default(1),
  });
}

export type PrescriptionValues = yup.InferType<ReturnType<typeof prescriptionSchema>>;

/** What the database stores, from values the schema accepted. */
export function prescriptionData(values: PrescriptionValues) {
  return {
    ...values,
    catalogKey: values.catalogKey ?? null,
    strength: normaliseStrength(values.strength)!,
    quantity: parseQuantity(values.quantity)!,
    scheduleTimes: [...new Set(values.scheduleTimes)].sort(),
    sideEffectsCommon: values.sideEffectsCommon.filter(Boolean),
    sideEffectsLessCommon: values.sideEffectsLessCommon.filter(Boolean),
    sideEffectsSerious: values.sideEffectsSerious.filter(Boolean),
  };
}

export function refillSchema(today: string) {
  return yup.object({
    refills: yup
      .array(
        yup.object({
          prescriptionId: yup.string().required('select_medication_to_refill'),
          quantity: typed()
            .required('enter_valid_quantity')
            .test('quantity', 'enter_valid_quantity', (v) => !v || parseQuantity(v) !== null),
          expiry: typed()
            .required('enter_valid_future_date')
            .test('expiry', 'enter_valid_future_date', (v) => {
              const date = v ? parseDayMonthYear(v) : null;
              return !v || (!!date && date > today);
            }),
        }),
      )
      .required('select_medication_to_refill')
      .min(1, 'select_medication_to_refill')
      .max(MEDICATION_LIMITS.refillsAtOnce, 'too_many_items'),
  });
}

export const discontinueSchema = yup.object({
  reason: trimmedText()
    .required('discontinue_reason_required')
    .max(MEDICATION_LIMITS.reason, 'text_too_long'),
});
