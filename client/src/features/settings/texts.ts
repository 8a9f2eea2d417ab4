import { defineTexts } from '../../i18n/define-texts';

export const settingsTexts = defineTexts('settings', {
  title: { en: 'Settings', 'zh-HK': '設定' },
  account: { en: 'Account', 'zh-HK': '帳戶' },
  privacy: { en: 'Privacy & data', 'zh-HK': '私隱與數據' },
  notifications: { en: 'Notifications', 'zh-HK': '通知' },
  sections: { en: 'Settings sections', 'zh-HK': '設定分類' },
  healthcareProvider: { en: 'Healthcare provider', 'zh-HK': '醫護人員' },
  editProfile: { en: 'Edit profile', 'zh-HK': '編輯個人資料' },
  passwordSecurity: { en: 'Password & security', 'zh-HK': '密碼與安全' },
  displayLanguage: { en: 'Display & language', 'zh-HK': '顯示與語言' },
  logout: { en: 'Log out', 'zh-HK': '登出' },
  loggingOut: { en: 'Logging out...', 'zh-HK': '正在登出...' },
  helpSupport: { en: 'Help and support', 'zh-HK': '幫助與支援' },
  helpCentre: { en: 'Help centre', 'zh-HK': '幫助中心' },
  showInviteQr: { en: 'Show my invite QR code', 'zh-HK': '顯示我的邀請二維碼' },
  // password & security
  currentPassword: { en: 'Current password', 'zh-HK': '目前密碼' },
  newPassword: { en: 'New password', 'zh-HK': '新密碼' },
  confirmPassword: { en: 'Confirm new password', 'zh-HK': '確認新密碼' },
  updatePassword: { en: 'Update password', 'zh-HK': '更新密碼' },
  updating: { en: 'Updating...', 'zh-HK': '正在更新...' },
  passwordUpdated: { en: 'Password updated successfully!', 'zh-HK': '密碼已成功更新！' },
  forgotCurrent: { en: 'Forgot your current password?', 'zh-HK': '忘記目前密碼？' },
  resetByEmail: { en: 'Reset password by e-mail', 'zh-HK': '透過電郵重設密碼' },
  // display & language
  language: { en: 'Language', 'zh-HK': '語言' },
  english: { en: 'English', 'zh-HK': 'English' },
  chinese: { en: '繁體中文', 'zh-HK': '繁體中文' },
  fontSize: { en: 'Text size', 'zh-HK': '字體大小' },
  small: { en: 'Small', 'zh-HK': '細' },
  medium: { en: 'Medium (default)', 'zh-HK': '中（預設）' },
  large: { en: 'Large', 'zh-HK': '大' },
  fontSizeNote: {
    en: 'Your language and text size are kept with your account and apply on every device you sign in on.',
    'zh-HK': '語言及字體大小會儲存在你的帳戶，在你登入的每部裝置上套用。',
  },
});
