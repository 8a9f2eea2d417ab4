// Every person's settings in one place: the patient's and the doctor's privacy toggles and
// notification choices, with the spec's defaults and their labels in both languages. The
// server stores only what differs from the default; both sides read the labels from here
// (the settings search matches on them).
import type { Language } from '../language';

type Label = Record<Language, string>;
type Role = 'PATIENT' | 'DOCTOR' | 'CARER';

export const FREQUENCY_LABELS = {
  off: { en: 'Off', 'zh-HK': '關閉' },
  daily: { en: 'Daily', 'zh-HK': '每日' },
  every_2_days: { en: 'Every 2 days', 'zh-HK': '每兩日' },
  weekly: { en: 'Weekly', 'zh-HK': '每週' },
  monthly: { en: 'Monthly', 'zh-HK': '每月' },
  immediately: { en: 'Immediately', 'zh-HK': '即時' },
  hourly_digest: { en: 'Hourly digest', 'zh-HK': '每小時摘要' },
  daily_digest: { en: 'Daily digest', 'zh-HK': '每日摘要' },
} as const satisfies Record<string, Label>;

export type Frequency = keyof typeof FREQUENCY_LABELS;

type Toggle = {
  kind: 'toggle';
  label: Label;
  /** What the toggle does, where it is not plain from the label. */
  hint?: Label;
  roles: readonly Role[];
  default: boolean;
  /** A toggle about e-mails is a notification; the others are privacy and data. */
  notification?: true;
};
type Choice = {
  kind: 'choice';
  label: Label;
  roles: readonly Role[];
  options: readonly Frequency[];
  default: Frequency;
};

const DIGESTS = ['off', 'immediately', 'hourly_digest', 'daily_digest'] as const;
const BOTH = ['PATIENT', 'DOCTOR', 'CARER'] as const;

export const SETTINGS = {
  dataSharing: {
    kind: 'toggle',
    label: { en: 'Data sharing with provider', 'zh-HK': '與醫護人員分享數據' },
    hint: {
      en: 'When off, your care team no longer sees your wellness data and reports. Safety alerts about serious symptoms still reach them.',
      'zh-HK':
        '關閉後，你的醫護團隊將不能查看你的健康數據及報告；如出現嚴重症狀，跟進警示仍會送達他們。',
    },
    roles: ['PATIENT'],
    default: true,
  },
  anonymousAnalytics: {
    kind: 'toggle',
    label: { en: 'Anonymous analytics', 'zh-HK': '匿名分析' },
    roles: BOTH,
    default: true,
  },
  marketingCommunications: {
    kind: 'toggle',
    label: { en: 'Marketing communications', 'zh-HK': '推廣資訊' },
    roles: BOTH,
    default: false,
  },
  checkInReminders: {
    kind: 'choice',
    label: { en: 'Check-in reminders', 'zh-HK': '症狀評估提示' },
    roles: ['PATIENT'],
    options: ['off', 'daily', 'every_2_days', 'weekly'],
    default: 'daily',
  },
  wellnessScoreUpdates: {
    kind: 'choice',
    label: { en: 'Wellness score updates', 'zh-HK': '健康指數更新' },
    roles: ['PATIENT'],
    options: ['off', 'daily', 'weekly', 'monthly'],
    default: 'weekly',
  },
  doctorMessages: {
    kind: 'choice',
    label: { en: 'Doctor messages', 'zh-HK': '醫生訊息' },
    // a carer: the messages of the people who granted them MESSAGES
    roles: ['PATIENT', 'CARER'],
    options: DIGESTS,
    default: 'immediately',
  },
  appointmentEmails: {
    kind: 'toggle',
    label: { en: 'Appointment e-mails', 'zh-HK': '預約電郵' },
    hint: {
      en: 'An e-mail when an appointment of someone you care for is booked, changed or cancelled.',
      'zh-HK': '你照顧的人的預約被預訂、更改或取消時，以電郵通知你。',
    },
    roles: ['CARER'],
    default: true,
    notification: true,
  },
  patientAlerts: {
    kind: 'choice',
    label: { en: 'Patient alerts', 'zh-HK': '病人警示' },
    roles: ['DOCTOR'],
    options: DIGESTS,
    default: 'hourly_digest',
  },
  medicationReminders: {
    kind: 'choice',
    label: { en: 'Medication reminders', 'zh-HK': '藥物提示' },
    roles: ['DOCTOR'],
    options: ['off', 'daily', 'weekly', 'monthly'],
    default: 'weekly',
  },
  newReport: {
    kind: 'choice',
    label: { en: 'New report', 'zh-HK': '新報告' },
    roles: ['DOCTOR'],
    options: DIGESTS,
    default: 'immediately',
  },
} as const satisfies Record<string, Toggle | Choice>;

export type SettingKey = keyof typeof SETTINGS;
export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

export const isSettingKey = (value: unknown): value is SettingKey =>
  typeof value === 'string' && Object.hasOwn(SETTINGS, value);

export const settingsForRole = (role: Role) =>
  SETTING_KEYS.filter((key) => (SETTINGS[key].roles as readonly Role[]).includes(role));

/** The stored text of a value: 'true'/'false' for a toggle, the option for a choice. */
export const defaultValue = (key: SettingKey) => String(SETTINGS[key].default);

/** A value this setting takes, as stored text; null when it takes no such value. */
export function settingValue(key: SettingKey, value: unknown): string | null {
  const setting = SETTINGS[key];
  if (setting.kind === 'toggle') return typeof value === 'boolean' ? String(value) : null;
  return typeof value === 'string' && (setting.options as readonly string[]).includes(value)
    ? value
    : null;
}

/** The settings tab a setting is on: the choices and the e-mail toggles are notifications. */
export function settingSection(key: SettingKey): 'privacy' | 'notifications' {
  const setting: Toggle | Choice = SETTINGS[key];
  return setting.kind === 'choice' || (setting.kind === 'toggle' && setting.notification)
    ? 'notifications'
    : 'privacy';
}
