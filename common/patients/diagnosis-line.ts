// Names of a patient's cancer, in the reader's language ('大腸癌 · 第三期'), from the keys
// the doctor records. The doctor's lists and table and the patient's own settings card all
// read them here, so the two sides name the condition alike.
import type { Language } from '../language';
import { CANCER_TYPES, isCancerTypeKey } from './cancer-types';
import { isStageKey, STAGES } from './stages';

export const cancerTypeName = (key: string | null | undefined, language: Language) =>
  isCancerTypeKey(key) ? CANCER_TYPES[key][language] : null;

export const stageName = (key: string | null | undefined, language: Language) =>
  isStageKey(key) ? STAGES[key][language] : null;

/** Cancer type and stage, each when recorded; null when neither is. */
export function diagnosisLine(
  diagnosis: { cancerType?: string | null; stage?: string | null } | null | undefined,
  language: Language,
): string | null {
  const parts = [
    cancerTypeName(diagnosis?.cancerType, language),
    stageName(diagnosis?.stage, language),
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}
