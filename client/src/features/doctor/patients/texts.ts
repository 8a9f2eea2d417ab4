import { defineTexts } from '../../../i18n/define-texts';

export const patientTexts = defineTexts('doctorPatients', {
  title: { en: 'Patients', 'zh-HK': '病人' },
  search: { en: 'Search patients by name', 'zh-HK': '按姓名搜尋病人' },
  name: { en: 'Name', 'zh-HK': '姓名' },
  lastUpdate: { en: 'Last update', 'zh-HK': '最近更新' },
  cancerType: { en: 'Cancer type', 'zh-HK': '癌症類型' },
  stage: { en: 'Stage', 'zh-HK': '病情階段' },
  count: { en: '{n, plural, one {# patient} other {# patients}}', 'zh-HK': '{n} 位病人' },
  none: {
    en: 'No patients on your care team yet.',
    'zh-HK': '你的醫護團隊暫時未有病人。',
  },
  noResults: { en: 'no results found for “{query}”', 'zh-HK': '找不到「{query}」的結果' },
  noMatches: {
    en: 'no results found for these filters',
    'zh-HK': '找不到符合篩選條件的病人',
  },
  more: { en: 'Show more patients', 'zh-HK': '顯示更多病人' },
  notRecorded: { en: 'Diagnosis not recorded', 'zh-HK': '未記錄診斷' },
  groupStatus: { en: 'Status: {label}', 'zh-HK': '狀況：{label}' },
  CHECK_IN: { en: 'Check-in {age}', 'zh-HK': '{age}症狀評估' },
  PRESCRIPTION: { en: 'Prescription updated {age}', 'zh-HK': '{age}更新處方' },
  MESSAGE: { en: 'Message sent {age}', 'zh-HK': '{age}發送訊息' },
  noUpdates: { en: 'No updates yet', 'zh-HK': '暫時未有更新' },
  // the stage edit
  editStage: { en: 'Edit stage', 'zh-HK': '修改病情階段' },
  editStageFor: { en: 'Edit stage for {name}', 'zh-HK': '修改{name}的病情階段' },
  chooseStage: { en: 'Choose a stage', 'zh-HK': '請選擇病情階段' },
  chooseCancerType: { en: 'Not recorded', 'zh-HK': '未記錄' },
  save: { en: 'Save', 'zh-HK': '儲存' },
  stageSaved: { en: 'Stage saved.', 'zh-HK': '已儲存病情階段。' },
});
