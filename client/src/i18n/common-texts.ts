// Texts of the shared UI pieces (used by more than one feature).
import { defineTexts } from './define-texts';

export const commonTexts = defineTexts('common', {
  appName: { en: 'Florence Care', 'zh-HK': 'Florence Care' },
  back: { en: 'Back', 'zh-HK': '返回' },
  loading: { en: 'Loading…', 'zh-HK': '載入中…' },
  showPassword: { en: 'Show password', 'zh-HK': '顯示密碼' },
  hidePassword: { en: 'Hide password', 'zh-HK': '隱藏密碼' },
  networkError: {
    en: 'Network error or backend not running.',
    'zh-HK': '網絡錯誤或伺服器未能連接。',
  },
  contactSupport: { en: 'Contact support', 'zh-HK': '聯絡支援團隊' },
  stepOf: { en: 'Step {current} of {total}', 'zh-HK': '第 {current} 步，共 {total} 步' },
});
