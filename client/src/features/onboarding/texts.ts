import { defineTexts } from '../../i18n/define-texts';

export const onboardingTexts = defineTexts('onboarding', {
  progressLabel: { en: 'Introduction steps', 'zh-HK': '介紹步驟' },
  goToStep: { en: 'Go back to step {n}: {title}', 'zh-HK': '返回第 {n} 步：{title}' },
  currentStep: { en: 'Step {n} of {total}: {title}', 'zh-HK': '第 {n} 步，共 {total} 步：{title}' },
  upcomingStep: { en: 'Step {n}', 'zh-HK': '第 {n} 步' },
  skip: { en: 'Skip', 'zh-HK': '略過' },
  next: { en: 'Next', 'zh-HK': '下一步' },
  getStarted: { en: 'Create my account', 'zh-HK': '建立我的帳戶' },
  help: { en: 'Questions? Visit the help centre', 'zh-HK': '有疑問？前往幫助中心' },
  personalTitle: { en: 'Personalised health', 'zh-HK': '個人化健康管理' },
  personalBody: {
    en: 'Tell us about yourself once, and Florence Care shapes reminders and insights around your treatment.',
    'zh-HK': '只需簡單介紹自己，Florence Care 便會按你的治療安排提示及健康分析。',
  },
  loggerTitle: { en: 'AI symptom logger', 'zh-HK': 'AI 症狀記錄' },
  loggerBody: {
    en: 'Chat or talk with Florence, our AI nurse assistant, to log how you feel in a few minutes a day.',
    'zh-HK': '每天只需幾分鐘，透過文字或語音與 AI 護士助理 Florence 對話，記錄你的感受。',
  },
  achievementsTitle: { en: 'Achievements', 'zh-HK': '成就' },
  achievementsBody: {
    en: 'Keep your check-in streak, earn badges and watch your progress add up.',
    'zh-HK': '保持每日記錄，賺取徽章，見證自己的進步。',
  },
  companionTitle: { en: 'A trusted companion', 'zh-HK': '值得信賴的同伴' },
  companionBody: {
    en: 'Your care team sees what matters and can reach out when you need them most.',
    'zh-HK': '你的醫護團隊會掌握重要資訊，在你最需要時聯絡你。',
  },
});
