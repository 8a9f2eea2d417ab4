// The four triage levels as patients and doctors read them (spec part 1 §9: GREEN all
// good, YELLOW monitor closely, ORANGE attention needed, RED urgent care), with one colour
// each. Shown on the dashboard's triage card and in the doctor's follow-ups.
import { defineTexts } from '../../i18n/define-texts';

export const ALERT_LEVELS = ['GREEN', 'YELLOW', 'ORANGE', 'RED'] as const;
export type AlertLevel = (typeof ALERT_LEVELS)[number];

export const alertLevelTexts = defineTexts('level', {
  GREEN: { en: 'All good', 'zh-HK': '一切良好' },
  YELLOW: { en: 'Monitor closely', 'zh-HK': '密切留意' },
  ORANGE: { en: 'Attention needed', 'zh-HK': '需要關注' },
  RED: { en: 'Urgent care', 'zh-HK': '需要緊急護理' },
  nameGREEN: { en: 'Green', 'zh-HK': '綠色' },
  nameYELLOW: { en: 'Yellow', 'zh-HK': '黃色' },
  nameORANGE: { en: 'Orange', 'zh-HK': '橙色' },
  nameRED: { en: 'Red', 'zh-HK': '紅色' },
});

/** Strong colour (borders, dots) and a soft background; text stays dark on both. */
export const LEVEL_COLOURS: Record<AlertLevel, { strong: string; soft: string }> = {
  GREEN: { strong: '#1e7a3c', soft: '#e6f4ea' },
  YELLOW: { strong: '#b08600', soft: '#fff7d6' },
  ORANGE: { strong: '#d0620f', soft: '#fdeedf' },
  RED: { strong: '#b3261e', soft: '#fdecea' },
};

export const levelTitle = (level: AlertLevel) => alertLevelTexts.t[level];
export const levelName = (level: AlertLevel) => alertLevelTexts.t[`name${level}`];
