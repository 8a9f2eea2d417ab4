// How a prescription reads in the current language: its name, type and intake timing.
import { medicationName } from '#common/medications/catalogue';
import {
  INTAKE_TIMING_NAMES,
  MEDICATION_TYPE_NAMES,
  type IntakeTiming,
  type MedicationType,
} from '#common/medications/types';
import type { Language } from '#common/language';

type Shown = {
  catalogKey?: string | null;
  name: string;
  medicationType: string;
  intakeTiming: string;
};

export function medicationLabels(prescription: Shown, language: Language) {
  return {
    name: medicationName(prescription, language),
    type:
      MEDICATION_TYPE_NAMES[prescription.medicationType as MedicationType]?.[language] ??
      prescription.medicationType,
    timing:
      INTAKE_TIMING_NAMES[prescription.intakeTiming as IntakeTiming]?.[language] ??
      prescription.intakeTiming,
  };
}
