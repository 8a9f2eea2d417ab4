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
  skipToContent: { en: 'Skip to content', 'zh-HK': '跳至主要內容' },
  pageNotLoaded: {
    en: 'This page could not be loaded. Check your connection and try again.',
    'zh-HK': '未能載入此頁面。請檢查網絡連線後再試。',
  },
  tryAgain: { en: 'Try again', 'zh-HK': '再試一次' },
  achievements: { en: 'Achievements', 'zh-HK': '成就' },
  achievementsLibrary: { en: 'Build better habits', 'zh-HK': '建立更好的習慣' },
  badgeDetails: { en: 'Badge', 'zh-HK': '徽章' },
  medication: { en: 'All medications', 'zh-HK': '所有藥物' },
  medicationDetails: { en: 'Medication details', 'zh-HK': '藥物資料' },
});
