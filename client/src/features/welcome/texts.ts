import { defineTexts } from '../../i18n/define-texts';

export const welcomeTexts = defineTexts('welcome', {
  title: { en: 'Welcome to Florence Care', 'zh-HK': '歡迎使用 Florence Care' },
  subtitle: {
    en: 'Your companion through cancer treatment: daily check-ins, reminders and a care team that stays close.',
    'zh-HK': '陪伴你走過癌症治療的每一天：每日健康記錄、提示，以及緊貼你的醫護團隊。',
  },
  getStarted: { en: 'Get started', 'zh-HK': '開始使用' },
  haveAccount: { en: 'Already have an account?', 'zh-HK': '已有帳戶？' },
  logIn: { en: 'Log in', 'zh-HK': '登入' },
});
