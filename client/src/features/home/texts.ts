import { defineTexts } from '../../i18n/define-texts';

export const homeTexts = defineTexts('home', {
  morning: { en: 'Good morning, {name}', 'zh-HK': '早晨，{name}' },
  afternoon: { en: 'Good afternoon, {name}', 'zh-HK': '午安，{name}' },
  evening: { en: 'Good evening, {name}', 'zh-HK': '晚上好，{name}' },
  night: { en: 'Good night, {name}', 'zh-HK': '晚安，{name}' },
  fallbackName: { en: 'friend', 'zh-HK': '朋友' },
  finishProfileTitle: { en: 'Finish your health profile', 'zh-HK': '完成你的健康檔案' },
  finishProfileBody: {
    en: 'You have answered {done} of {total} questions. Pick up where you left off.',
    'zh-HK': '你已回答 {total} 條問題中的 {done} 條，可由上次停下的地方繼續。',
  },
  finishProfileAction: { en: 'Continue profile', 'zh-HK': '繼續填寫' },
  checkInBody: {
    en: 'Tell Florence, your nurse assistant, how you feel. She asks a few questions and lets your care team know if something needs attention.',
    'zh-HK':
      '告訴護士助理 Florence 你的感覺。她會問你幾條問題，如有需要留意的情況，會通知你的醫護團隊。',
  },
  healthAction: { en: 'Open your health page', 'zh-HK': '查看你的健康頁' },
  explore: { en: 'Explore', 'zh-HK': '探索' },
  careLibrary: { en: 'Care library', 'zh-HK': '護理資料庫' },
  helpCentre: { en: 'Help centre', 'zh-HK': '幫助中心' },
  checkInTitle: { en: 'Daily check-in', 'zh-HK': '每日症狀評估' },
  currentStreak: { en: 'Current streak', 'zh-HK': '目前連續症狀評估' },
  longestStreak: { en: 'Longest streak', 'zh-HK': '最長連續症狀評估' },
  streakDays: {
    en: '{days, plural, one {# day} other {# days}}',
    'zh-HK': '{days} 天',
  },
  weekRow: { en: 'This week', 'zh-HK': '本週' },
  dayDone: { en: '{day}: checked in', 'zh-HK': '{day}：已完成症狀評估' },
  dayNotDone: { en: '{day}: no check-in', 'zh-HK': '{day}：未有症狀評估' },
  logToday: { en: 'Log today', 'zh-HK': '記錄今日' },
  loggedToday: {
    en: 'You have checked in today. You can check in again if anything changes.',
    'zh-HK': '你今日已完成症狀評估。如有任何變化，可以再做一次。',
  },
  wellnessTitle: { en: 'Wellness score', 'zh-HK': '健康分數' },
  wellnessPeriod: { en: 'Period', 'zh-HK': '時段' },
  weekly: { en: 'Weekly', 'zh-HK': '每週' },
  monthly: { en: 'Monthly', 'zh-HK': '每月' },
  yearly: { en: 'Yearly', 'zh-HK': '每年' },
  scoreOutOf: { en: '{score} / 100', 'zh-HK': '{score} / 100' },
  noScore: {
    en: 'No check-in in this period yet, so there is no score.',
    'zh-HK': '這段期間未有症狀評估，所以沒有分數。',
  },
  libraryTitle: { en: 'Care library', 'zh-HK': '護理資料庫' },
  viewAll: { en: 'View all', 'zh-HK': '查看全部' },
  readMinutes: { en: '{minutes} min read', 'zh-HK': '閱讀時間 {minutes} 分鐘' },
});
