import { defineTexts } from '../../../i18n/define-texts';

export const patientDetailsTexts = defineTexts('patientDetails', {
  title: { en: 'Patient details', 'zh-HK': '病人資料' },
  notFound: { en: 'Patient not found', 'zh-HK': '找不到病人' },
  backToPatients: { en: 'Back to patients', 'zh-HK': '返回病人列表' },
  generateReport: { en: 'Generate report', 'zh-HK': '產生報告' },
});
