import { defineTexts } from '../../i18n/define-texts';

export const doctorTexts = defineTexts('doctor', {
  welcome: { en: 'Welcome, {name}', 'zh-HK': '歡迎，{name}' },
  homeTitle: { en: 'Doctor home', 'zh-HK': '醫生主頁' },
  homeLater: {
    en: 'Your patient overview, alerts and quick actions arrive here in a later release.',
    'zh-HK': '病人概覽、警示及快速操作將於稍後的版本在此推出。',
  },
  patients: { en: 'Patients', 'zh-HK': '病人' },
  notifications: { en: 'Follow-ups', 'zh-HK': '跟進事項' },
  patientDetails: { en: 'Patient details', 'zh-HK': '病人資料' },
  addMedication: { en: 'Add medication', 'zh-HK': '新增藥物' },
});
