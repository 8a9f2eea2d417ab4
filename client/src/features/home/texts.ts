import { defineTexts } from '../../i18n/define-texts';

export const homeTexts = defineTexts('home', {
  morning: { en: 'Good morning, {name}', 'zh-HK': '早晨，{name}' },
  afternoon: { en: 'Good afternoon, {name}', 'zh-HK': '午安，{name}' },
  evening: { en: 'Good evening, {name}', 'zh-HK': '晚上好，{name}' },
  night: { en: 'Good night, {name}', 'zh-HK': '晚安，{name}' },
  fallbackName: { en: 'friend', 'zh-HK': '朋友' },
  laterTitle: { en: 'More is on its way', 'zh-HK': '更多功能即將推出' },
  laterBody: {
    en: 'Your daily check-in, medications and wellness score arrive on this page in a later release.',
    'zh-HK': '每日健康記錄、藥物提示及健康評分將於稍後的版本在此頁推出。',
  },
  finishProfileTitle: { en: 'Finish your health profile', 'zh-HK': '完成你的健康檔案' },
  finishProfileBody: {
    en: 'You have answered {done} of {total} questions. Pick up where you left off.',
    'zh-HK': '你已回答 {total} 條問題中的 {done} 條，可由上次停下的地方繼續。',
  },
  finishProfileAction: { en: 'Continue profile', 'zh-HK': '繼續填寫' },
  checkInTitle: { en: 'How are you today?', 'zh-HK': '你今日感覺如何？' },
  checkInBody: {
    en: 'Tell Florence, your nurse assistant, how you feel. She asks a few questions and lets your care team know if something needs attention.',
    'zh-HK':
      '告訴護士助理 Florence 你的感覺。她會問你幾條問題，如有需要留意的情況，會通知你的醫護團隊。',
  },
  checkInAction: { en: 'Check in with Florence', 'zh-HK': '與 Florence 進行症狀評估' },
  healthTitle: { en: 'Your health', 'zh-HK': '你的健康' },
  healthBody: {
    en: 'The result of your last check-in, what Florence noticed over time, and your recent check-ins.',
    'zh-HK': '上次症狀評估的結果、Florence 留意到的變化，以及你最近的症狀評估。',
  },
  healthAction: { en: 'Open your health page', 'zh-HK': '查看你的健康頁' },
  explore: { en: 'Explore', 'zh-HK': '探索' },
  careLibrary: { en: 'Care library', 'zh-HK': '護理資料庫' },
  helpCentre: { en: 'Help centre', 'zh-HK': '幫助中心' },
});
