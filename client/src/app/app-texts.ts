// Texts of the app frame: navigation and the titles of areas that later releases fill.
import { defineTexts } from '../i18n/define-texts';

export const appTexts = defineTexts('app', {
  mainNav: { en: 'Main', 'zh-HK': '主選單' },
  navHome: { en: 'Home', 'zh-HK': '主頁' },
  navHealth: { en: 'Health', 'zh-HK': '健康' },
  navFlorence: { en: 'Florence', 'zh-HK': 'Florence' },
  navVisits: { en: 'Visits', 'zh-HK': '預約' },
  navAwards: { en: 'Awards', 'zh-HK': '成就' },
  navSettings: { en: 'Settings', 'zh-HK': '設定' },
  navPatients: { en: 'Patients', 'zh-HK': '病人' },
  navFollowUps: { en: 'Follow-ups', 'zh-HK': '跟進' },
  navMedications: { en: 'Medicines', 'zh-HK': '藥物' },
  navMessages: { en: 'Messages', 'zh-HK': '訊息' },
  skipToContent: { en: 'Skip to content', 'zh-HK': '跳至主要內容' },
  pageNotLoaded: {
    en: 'This page could not be loaded. Check your connection and try again.',
    'zh-HK': '未能載入此頁面。請檢查網絡連線後再試。',
  },
  tryAgain: { en: 'Try again', 'zh-HK': '再試一次' },
  offlineTitle: { en: 'You are offline', 'zh-HK': '你已離線' },
  offlineBody: {
    en:
      'Florence Care needs an internet connection to show your health information. ' +
      'Nothing is shown while you are offline, so you never see out-of-date information as if it were current.',
    'zh-HK':
      'Florence Care 需要網絡連線才能顯示你的健康資料。離線期間不會顯示任何資料，以免你把過時的資料當作最新。',
  },
  offlineEmergency: {
    en: 'If you feel very unwell, call 999 or go to the nearest emergency department.',
    'zh-HK': '如感到非常不適，請致電 999 或前往最近的急症室。',
  },
  offlineBanner: {
    en: 'You are offline. This screen can send nothing until the connection is back.',
    'zh-HK': '你已離線。恢復連線前，此畫面無法傳送任何資料。',
  },
});
