// The status chip of the patient's settings card: the spec's six values with their labels.
// A doctor of the care team sets it; until then it follows the treatment status the
// patient gave in their profile.
import type { Language } from '../language';

export const CARE_STATUSES = {
  active_treatment: { en: 'Active treatment', 'zh-HK': '治療中' },
  in_remission: { en: 'In remission', 'zh-HK': '緩解期' },
  post_treatment: { en: 'Post-treatment', 'zh-HK': '完成治療' },
  monitoring: { en: 'Monitoring', 'zh-HK': '觀察中' },
  consultation: { en: 'Consultation', 'zh-HK': '諮詢中' },
  recovery: { en: 'Recovery', 'zh-HK': '康復中' },
} as const satisfies Record<string, Record<Language, string>>;

export type CareStatus = keyof typeof CARE_STATUSES;

const FROM_TREATMENT: Record<string, CareStatus> = {
  undergoing_treatment: 'active_treatment',
  in_remission: 'in_remission',
  post_treatment: 'post_treatment',
};

/** The chip for a profile's treatment status; null when the patient has not given one. */
export const careStatusOf = (treatmentStatus: string | null | undefined): CareStatus | null =>
  (treatmentStatus && FROM_TREATMENT[treatmentStatus]) || null;

export const isCareStatus = (value: unknown): value is CareStatus =>
  typeof value === 'string' && Object.hasOwn(CARE_STATUSES, value);

/** The chip shown: the doctor's choice, else the one the treatment status gives. */
export const shownCareStatus = (set: string | null | undefined, treatmentStatus?: string | null) =>
  isCareStatus(set) ? set : careStatusOf(treatmentStatus);
