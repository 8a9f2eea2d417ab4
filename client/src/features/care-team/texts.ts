import { defineTexts } from '../../i18n/define-texts';

export const careTeamTexts = defineTexts('careTeam', {
  title: { en: 'Healthcare provider', 'zh-HK': '醫護人員' },
  primary: { en: 'Primary oncologist', 'zh-HK': '主診腫瘤科醫生' },
  specialty: { en: 'Specialty', 'zh-HK': '專科' },
  centre: { en: 'Centre', 'zh-HK': '中心' },
  phone: { en: 'Phone', 'zh-HK': '電話' },
  email: { en: 'E-mail', 'zh-HK': '電郵' },
  hours: { en: 'Hours', 'zh-HK': '應診時間' },
  team: { en: 'Your care team', 'zh-HK': '你的護理團隊' },
  call: { en: 'Call {name}', 'zh-HK': '致電{name}' },
  noPhone: { en: 'No phone number given', 'zh-HK': '未有提供電話號碼' },
  noTeam: {
    en: 'You have no doctor on your care team yet. Your clinic adds one when you join.',
    'zh-HK': '你的護理團隊暫時未有醫生。診所會在你加入時為你安排。',
  },
  emergencyTitle: { en: '24/7 emergency line', 'zh-HK': '24 小時緊急熱線' },
  emergencyText: {
    en: 'If you feel very unwell or it is an emergency, call {number} at any time.',
    'zh-HK': '如感到非常不適或遇上緊急情況，請隨時致電 {number}。',
  },
  callEmergency: { en: 'Call {number}', 'zh-HK': '致電 {number}' },
});
