import { defineTexts } from '../../i18n/define-texts';

export const settingControlTexts = defineTexts('settingControl', {
  saved: { en: '{label}: saved', 'zh-HK': '{label}：已儲存' },
});
