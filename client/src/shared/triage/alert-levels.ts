// The four triage levels as patients and doctors read them: their titles (the shared
// ones of common/triage-labels.ts, which the doctors' alerts use too), their colour names
// and one colour each. Shown on the dashboard's triage card and in the doctor's follow-ups.
import { ALERT_TITLES, type AlertLevel } from '#common/triage-labels';
import { defineTexts } from '../../i18n/define-texts';

export const alertLevelTexts = defineTexts('level', {
  ...ALERT_TITLES,
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
