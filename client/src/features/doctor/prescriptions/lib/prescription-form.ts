// The add/update form's values: empty for a new prescription, the prescription's own for
// an update, and what the server takes. The rules are common/validation/medication.ts.
import {
  CATALOGUE_KEYS,
  MEDICATION_CATALOGUE,
  type CatalogueKey,
} from '#common/medications/catalogue';
import type { Language } from '#common/language';
import type { PrescriptionFieldsFragment } from '../../../../generated/graphql';

export type PrescriptionFormValues = {
  catalogKey: string | null;
  name: string;
  strength: string;
  quantity: string;
  medicationType: string;
  expirationDate: string;
  dosageInstructions: string;
  usedFor: string;
  sideEffectsCommon: string[];
  sideEffectsLessCommon: string[];
  sideEffectsSerious: string[];
  scheduleTimes: string[];
  intakeTiming: string;
  unitsPerDose: string;
  startDate: string;
};

export const FORM_FIELDS = [
  'name',
  'strength',
  'quantity',
  'medicationType',
  'expirationDate',
  'dosageInstructions',
  'usedFor',
  'sideEffectsCommon',
  'sideEffectsLessCommon',
  'sideEffectsSerious',
  'scheduleTimes',
  'intakeTiming',
  'startDate',
  'unitsPerDose',
] as const;

export function initialValues(
  prescription: PrescriptionFieldsFragment | null,
  today: string,
): PrescriptionFormValues {
  if (!prescription)
    return {
      catalogKey: null,
      name: '',
      strength: '',
      quantity: '',
      medicationType: '',
      expirationDate: '',
      dosageInstructions: '',
      usedFor: '',
      sideEffectsCommon: [],
      sideEffectsLessCommon: [],
      sideEffectsSerious: [],
      scheduleTimes: ['08:00'],
      intakeTiming: '',
      unitsPerDose: '1',
      startDate: today,
    };
  const { sideEffects } = prescription;
  return {
    catalogKey: prescription.catalogKey ?? null,
    name: prescription.name,
    strength: prescription.strength,
    quantity: String(prescription.quantity),
    medicationType: prescription.medicationType,
    expirationDate: prescription.expirationDate,
    dosageInstructions: prescription.dosageInstructions,
    usedFor: prescription.usedFor,
    sideEffectsCommon: sideEffects.common,
    sideEffectsLessCommon: sideEffects.lessCommon,
    sideEffectsSerious: sideEffects.serious,
    scheduleTimes: prescription.scheduleTimes,
    intakeTiming: prescription.intakeTiming,
    unitsPerDose: String(prescription.unitsPerDose),
    startDate: prescription.startDate,
  };
}

/** The catalogue entry whose English or Chinese name is what was typed (any letter case). */
export function catalogueMatch(typed: string): CatalogueKey | null {
  const text = typed.trim().toLowerCase();
  if (!text) return null;
  return (
    CATALOGUE_KEYS.find(
      (key) =>
        MEDICATION_CATALOGUE[key].en.toLowerCase() === text ||
        MEDICATION_CATALOGUE[key]['zh-HK'] === typed.trim(),
    ) ?? null
  );
}

/**
 * The form after a name was typed: a catalogue name links the entry (stored under its
 * English name) and fills what is still empty; any other name unlinks it.
 */
export function withName(
  values: PrescriptionFormValues,
  typed: string,
  language: Language,
): PrescriptionFormValues {
  const key = catalogueMatch(typed);
  if (!key) return { ...values, name: typed, catalogKey: null };
  const entry = MEDICATION_CATALOGUE[key];
  return {
    ...values,
    name: typed,
    catalogKey: key,
    strength: values.strength || entry.strength,
    medicationType: values.medicationType || entry.type,
    usedFor: values.usedFor || entry.usedFor[language],
  };
}

/** What the server takes: the catalogue's English name for a linked entry, numbers as numbers. */
export function toInput(values: PrescriptionFormValues) {
  const key = values.catalogKey as CatalogueKey | null;
  return {
    ...values,
    name: key && MEDICATION_CATALOGUE[key] ? MEDICATION_CATALOGUE[key].en : values.name,
    unitsPerDose: Number(values.unitsPerDose),
  };
}
