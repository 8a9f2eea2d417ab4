// The line that names a patient's cancer, in the reader's language ('大腸癌 · 第三期'),
// from the keys the doctor records. The doctor's lists and the patient's own settings card
// both show it, so the two sides name the condition alike.
import type { Language } from '../language';
import { CANCER_TYPES, isCancerTypeKey } from './cancer-types';
import { isStageKey, STAGES } from './stages';

/** Cancer type and stage, each when recorded; null when neither is. */
export function diagnosisLine(
  diagnosis: { cancerType?: string | null; stage?: string | null } | null | undefined,
  language: Language,
): string | null {
  const parts = [
    isCancerTypeKey(diagnosis?.cancerType) ? CANCER_TYPES[diagnosis.cancerType][language] : null,
    isStageKey(diagnosis?.stage) ? STAGES[diagnosis.stage][language] : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}
