// Doctor follow-up alerts: types with their labels and colours (spec part 2), the
// importance order, and how a triage level maps to an importance (triage rules, §5):
// the one map, read by the alerts the server raises, the triage result's
// alert_importance and the client. Level titles: triage-labels.ts.
import type { AlertLevel } from './triage-labels';

export const ALERT_TYPES = {
  vitals_alert: { en: 'Vitals Alert', 'zh-HK': '生命體徵警報', colour: '#d64545' },
  missed_medication: { en: 'Missed Medication', 'zh-HK': '漏服藥物', colour: '#e0803a' },
  symptom_spike: { en: 'Symptom Spike', 'zh-HK': '症狀加劇', colour: '#c2410c' },
  appointment_reminder: { en: 'Appointment Reminder', 'zh-HK': '覆診提示', colour: '#2f6fdf' },
  lab_results: { en: 'Lab Results', 'zh-HK': '化驗結果', colour: '#7c3aed' },
  treatment_update: { en: 'Treatment Update', 'zh-HK': '治療更新', colour: '#0f766e' },
  emergency_admission: { en: 'Emergency Admission', 'zh-HK': '緊急入院', colour: '#b91c1c' },
  allergy_alert: { en: 'Allergy Alert', 'zh-HK': '過敏警報', colour: '#db2777' },
  device_battery_low: { en: 'Device Battery Low', 'zh-HK': '裝置電量不足', colour: '#6b7280' },
  wellness_check: { en: 'Wellness Check', 'zh-HK': '健康檢查', colour: '#15803d' },
  insurance_update: { en: 'Insurance Update', 'zh-HK': '保險更新', colour: '#475569' },
} as const;

export type AlertTypeKey = keyof typeof ALERT_TYPES;

export const IMPORTANCE_ORDER = ['CRITICAL', 'URGENT', 'CAUTION', 'INFO'] as const;
export type Importance = (typeof IMPORTANCE_ORDER)[number];

/** GREEN alerts nobody: its INFO item only records the finished check-in. */
export const IMPORTANCE_BY_LEVEL = {
  RED: 'CRITICAL',
  ORANGE: 'URGENT',
  YELLOW: 'CAUTION',
  GREEN: 'INFO',
} as const satisfies Record<AlertLevel, Importance>;

/** 'just now', minutes, hours, then days (spec part 2 §9, alerts). */
export function alertAge(
  createdAt: Date,
  now: Date,
): { unit: 'now' | 'minutes' | 'hours' | 'days'; value: number } {
  const seconds = Math.max(0, (now.getTime() - createdAt.getTime()) / 1000);
  if (seconds < 60) return { unit: 'now', value: 0 };
  if (seconds < 3600) return { unit: 'minutes', value: Math.floor(seconds / 60) };
  if (seconds < 86_400) return { unit: 'hours', value: Math.floor(seconds / 3600) };
  return { unit: 'days', value: Math.floor(seconds / 86_400) };
}
