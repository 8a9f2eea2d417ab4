import { defineTexts } from '../../../i18n/define-texts';

export const doctorSettingsTexts = defineTexts('doctorSettings', {
  title: { en: 'Settings', 'zh-HK': '設定' },
  search: { en: 'Search settings', 'zh-HK': '搜尋設定' },
  closeSearch: { en: 'Close search', 'zh-HK': '關閉搜尋' },
  noResults: { en: 'no results found for “{query}”', 'zh-HK': '找不到「{query}」的結果' },
  tabs: { en: 'Settings sections', 'zh-HK': '設定分類' },
  account: { en: 'Account', 'zh-HK': '帳戶' },
  privacy: { en: 'Privacy & data', 'zh-HK': '私隱與數據' },
  notifications: { en: 'Notifications', 'zh-HK': '通知' },
  profileManagement: { en: 'Profile management', 'zh-HK': '個人資料管理' },
  passwordSecurity: { en: 'Password & security', 'zh-HK': '密碼與安全' },
  displayLanguage: { en: 'Display & language', 'zh-HK': '顯示與語言' },
  apiKeys: { en: 'API keys for integrations', 'zh-HK': '系統整合 API 金鑰' },
  helpSupport: { en: 'Help and support', 'zh-HK': '幫助與支援' },
  helpText: {
    en: 'Questions about Florence Care or your patients’ data? Our support team answers on working days.',
    'zh-HK': '對 Florence Care 或病人數據有疑問？支援團隊會於工作日回覆。',
  },
  helpCentre: { en: 'Help centre', 'zh-HK': '幫助中心' },
  invitePatient: { en: 'Invite a patient', 'zh-HK': '邀請病人' },
  logout: { en: 'Log out', 'zh-HK': '登出' },
  loggingOut: { en: 'Logging out...', 'zh-HK': '正在登出...' },
});
