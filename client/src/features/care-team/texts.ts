import { defineTexts } from '../../i18n/define-texts';

export const careTeamTexts = defineTexts('careTeam', {
  title: { en: 'Healthcare provider', 'zh-HK': '醫護人員' },
  primary: { en: 'Primary oncologist', 'zh-HK': '主診腫瘤科醫生' },
  specialty: { en: 'Specialty', 'zh-HK': '專科' },
  centre: { en: 'Centre', 'zh-HK': '中心' },
  phone: { en: 'Phone', 'zh-HK': '電話' },
  email: { en: 'E-mail', 'zh-HK': '電郵' },
  hours: { en: 'Hours', 'zh-HK': '應診時間' },
  team: { en: 'Your care team', 'zh-HK': '你的醫護團隊' },
  call: { en: 'Call {name}', 'zh-HK': '致電{name}' },
  noPhone: { en: 'No phone number given', 'zh-HK': '未有提供電話號碼' },
  noTeam: {
    en: 'You have no doctor on your care team yet. Your clinic adds one when you join.',
    'zh-HK': '你的醫護團隊暫時未有醫生。診所會在你加入時為你安排。',
  },
  emergencyTitle: { en: '24/7 emergency line', 'zh-HK': '24 小時緊急熱線' },
  emergencyText: {
    en: 'If you feel very unwell or it is an emergency, call {number} at any time.',
    'zh-HK': '如感到非常不適或遇上緊急情況，請隨時致電 {number}。',
  },
  callEmergency: { en: 'Call {number}', 'zh-HK': '致電 {number}' },
  // the patient's invite QR and doctors' requests (on /home)
  panelTitle: { en: 'Your care team', 'zh-HK': '你的醫護團隊' },
  invite: { en: 'Invite your doctor', 'zh-HK': '邀請你的醫生' },
  inviteAnother: { en: 'Invite another doctor', 'zh-HK': '邀請另一位醫生' },
  noDoctorYet: {
    en: 'No doctor is on your care team yet. Show your doctor your invite code to add them.',
    'zh-HK': '你的醫護團隊暫時未有醫生。請向醫生出示你的邀請碼，讓他們加入。',
  },
  teamDetails: { en: 'Contact details', 'zh-HK': '聯絡資料' },
  requests: { en: 'Requests to join your care team', 'zh-HK': '加入你醫護團隊的請求' },
  wantsToAdd: {
    en: '{name} ({department}) asks to add you to their patients.',
    'zh-HK': '{name}（{department}）請求將你加入其病人名單。',
  },
  wantsToAddPlain: {
    en: '{name} asks to add you to their patients.',
    'zh-HK': '{name}請求將你加入其病人名單。',
  },
  accept: { en: 'Accept', 'zh-HK': '接受' },
  decline: { en: 'Decline', 'zh-HK': '拒絕' },
  accepted: { en: '{name} is now on your care team.', 'zh-HK': '{name}已加入你的醫護團隊。' },
  declined: { en: 'You declined {name}’s request.', 'zh-HK': '你已拒絕{name}的請求。' },
  waiting: { en: 'Waiting for {name} to answer.', 'zh-HK': '正等候{name}回覆。' },
  // /connect/{token}
  connectTitle: { en: 'Join a care team', 'zh-HK': '加入醫護團隊' },
  connectAsk: {
    en: 'Send {name} a request to add you to their patients?',
    'zh-HK': '向{name}發送請求，加入其病人名單？',
  },
  connectSend: { en: 'Send request', 'zh-HK': '發送請求' },
  connectSending: { en: 'Sending…', 'zh-HK': '發送中…' },
  connectSent: {
    en: 'Request sent. {name} will see it and answer.',
    'zh-HK': '請求已發送，{name}會收到並回覆。',
  },
  goHome: { en: 'Go to home', 'zh-HK': '返回主頁' },
});
