// The words of a triage result as patients and doctors read them (spec part 1 §9): the
// four levels and their titles, and the urgency and probability labels of a suspected
// condition. One table each, read by the server (doctors' alert titles) and the client
// (dashboard, follow-ups).
import type { Language } from './language';

type Bilingual = Readonly<Record<Language, string>>;

export const ALERT_LEVELS = ['GREEN', 'YELLOW', 'ORANGE', 'RED'] as const;
export type AlertLevel = (typeof ALERT_LEVELS)[number];

export const ALERT_TITLES: Readonly<Record<AlertLevel, Bilingual>> = {
  GREEN: { en: 'All good', 'zh-HK': '一切良好' },
  YELLOW: { en: 'Monitor closely', 'zh-HK': '密切留意' },
  ORANGE: { en: 'Attention needed', 'zh-HK': '需要關注' },
  RED: { en: 'Urgent care', 'zh-HK': '需要緊急護理' },
};

/** 1 routine … 5 emergency. */
export const URGENCY_LABELS = {
  1: { en: 'Routine', 'zh-HK': '常規' },
  2: { en: 'Follow up', 'zh-HK': '需跟進' },
  3: { en: 'This week', 'zh-HK': '本星期內' },
  4: { en: 'Same day', 'zh-HK': '即日' },
  5: { en: 'Emergency', 'zh-HK': '緊急' },
} as const satisfies Record<number, Bilingual>;
export type Urgency = keyof typeof URGENCY_LABELS;

export const PROBABILITY_LABELS = {
  high: { en: 'High likelihood', 'zh-HK': '可能性高' },
  medium: { en: 'Possible', 'zh-HK': '有可能' },
  low: { en: 'Unlikely', 'zh-HK': '可能性低' },
} as const satisfies Record<string, Bilingual>;
export type Probability = keyof typeof PROBABILITY_LABELS;
