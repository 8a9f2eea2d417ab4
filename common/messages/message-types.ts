// The kinds of message a doctor sends a patient (spec: message to patient), with their
// labels in both languages and the tone the patient's notification card takes.
export const MESSAGE_TYPES = {
  vitals: { en: 'Vitals Alert', 'zh-HK': '生命體徵警示', tone: 'error' },
  symptom: { en: 'Symptom Alert', 'zh-HK': '症狀警示', tone: 'warning' },
  meds: { en: 'Medication Changed', 'zh-HK': '藥物已更改', tone: 'info' },
  appointment: { en: 'Appointment Reminder', 'zh-HK': '覆診提示', tone: 'info' },
  general: { en: 'General Message', 'zh-HK': '一般訊息', tone: 'success' },
} as const;

export type MessageType = keyof typeof MESSAGE_TYPES;
export const MESSAGE_TYPE_KEYS = Object.keys(MESSAGE_TYPES) as MessageType[];

export const isMessageType = (value: unknown): value is MessageType =>
  typeof value === 'string' && Object.hasOwn(MESSAGE_TYPES, value);
