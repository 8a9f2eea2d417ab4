import { defineTexts } from '../../i18n/define-texts';

export const authTexts = defineTexts('auth', {
  // register
  registerTitle: { en: 'Create your account', 'zh-HK': '建立帳戶' },
  registerSubtitle: {
    en: 'Use the access code from your care team to join Florence Care.',
    'zh-HK': '請使用醫護團隊提供的登記碼加入 Florence Care。',
  },
  email: { en: 'E-mail', 'zh-HK': '電郵' },
  accessCode: { en: 'Access code', 'zh-HK': '登記碼' },
  username: { en: 'Username', 'zh-HK': '用戶名稱' },
  password: { en: 'Password', 'zh-HK': '密碼' },
  confirmPassword: { en: 'Confirm password', 'zh-HK': '確認密碼' },
  signUp: { en: 'Sign up', 'zh-HK': '註冊' },
  creatingAccount: { en: 'Creating Account...', 'zh-HK': '正在建立帳戶...' },
  accountCreated: {
    en: 'Account created successfully! Redirecting...',
    'zh-HK': '帳戶已成功建立！正在跳轉...',
  },
  haveAccount: { en: 'Already have an account?', 'zh-HK': '已有帳戶？' },
  logInLink: { en: 'Log in', 'zh-HK': '登入' },
  // login
  loginTitle: { en: 'Welcome back', 'zh-HK': '歡迎回來' },
  loginSubtitle: {
    en: 'Log in to continue your care journey.',
    'zh-HK': '登入以繼續你的護理旅程。',
  },
  logIn: { en: 'Log in', 'zh-HK': '登入' },
  loggingIn: { en: 'Logging in...', 'zh-HK': '正在登入...' },
  forgotPasswordLink: { en: 'Forgot password?', 'zh-HK': '忘記密碼？' },
  noAccount: { en: 'New to Florence Care?', 'zh-HK': '初次使用 Florence Care？' },
  registerLink: { en: 'Create an account', 'zh-HK': '建立帳戶' },
  passwordWasReset: {
    en: 'Your password has been reset. Please log in with the new password.',
    'zh-HK': '你的密碼已重設，請以新密碼登入。',
  },
  // OTP
  otpTitle: { en: 'Enter verification code', 'zh-HK': '輸入驗證碼' },
  otpSubtitle: {
    en: 'We sent a 6-digit code to {email}.',
    'zh-HK': '我們已將六位數驗證碼發送至 {email}。',
  },
  otpCodeLegend: { en: 'Verification code', 'zh-HK': '驗證碼' },
  otpDigit: { en: 'Digit {n} of 6', 'zh-HK': '第 {n} 位數字（共 6 位）' },
  verify: { en: 'Verify', 'zh-HK': '驗證' },
  verifying: { en: 'Verifying...', 'zh-HK': '正在驗證...' },
  codeVerified: { en: 'Code verified successfully!', 'zh-HK': '驗證碼已成功驗證！' },
  noCode: { en: "Didn't receive the code?", 'zh-HK': '收不到驗證碼？' },
  resendCode: { en: 'Resend code', 'zh-HK': '重新發送驗證碼' },
  resendIn: { en: 'Resend code in {seconds}s', 'zh-HK': '{seconds} 秒後可重新發送' },
  codeResent: { en: 'A new code has been sent.', 'zh-HK': '新的驗證碼已發送。' },
  otpMissingAccount: {
    en: 'We could not find the account to verify. Please sign up again.',
    'zh-HK': '找不到需要驗證的帳戶，請重新註冊。',
  },
  // forgot password
  forgotTitle: { en: 'Forgot your password?', 'zh-HK': '忘記密碼？' },
  forgotSubtitle: {
    en: 'Enter the e-mail of your account and we will send you a reset code and link.',
    'zh-HK': '請輸入帳戶電郵，我們會將重設碼及連結發送給你。',
  },
  sendResetLink: { en: 'Send reset link', 'zh-HK': '發送重設連結' },
  sending: { en: 'Sending...', 'zh-HK': '正在發送...' },
  backToLogin: { en: 'Back to log in', 'zh-HK': '返回登入' },
  needHelp: { en: 'Need help? {link}', 'zh-HK': '需要協助？{link}' },
  // password link
  checkEmailTitle: { en: 'Check your e-mail', 'zh-HK': '請查看你的電郵' },
  checkEmailBody: {
    en: 'If {email} belongs to an account, we have sent it a 6-digit reset code and a link to this page.',
    'zh-HK': '如 {email} 已註冊帳戶，我們已向其發送六位數重設碼及本頁連結。',
  },
  checkEmailBodyNoEmail: {
    en: 'If the e-mail belongs to an account, we have sent it a 6-digit reset code and a link to this page.',
    'zh-HK': '如該電郵已註冊帳戶，我們已向其發送六位數重設碼及本頁連結。',
  },
  openMailApp: { en: 'Open e-mail app', 'zh-HK': '開啟電郵應用程式' },
  resetFormTitle: { en: 'Choose a new password', 'zh-HK': '設定新密碼' },
  resetCode: { en: 'Reset code (6 digits)', 'zh-HK': '重設碼（六位數字）' },
  newPassword: { en: 'New password', 'zh-HK': '新密碼' },
  confirmNewPassword: { en: 'Confirm new password', 'zh-HK': '確認新密碼' },
  resetPassword: { en: 'Reset password', 'zh-HK': '重設密碼' },
  resetting: { en: 'Resetting...', 'zh-HK': '正在重設...' },
  noEmail: { en: "Didn't receive the e-mail?", 'zh-HK': '收不到電郵？' },
  resendEmail: { en: 'Send again', 'zh-HK': '再次發送' },
  resendEmailIn: { en: 'Send again in {seconds}s', 'zh-HK': '{seconds} 秒後可再次發送' },
  emailResent: { en: 'We have sent the e-mail again.', 'zh-HK': '我們已再次發送電郵。' },
  checkSpam: {
    en: 'Check your spam folder, or make sure you typed the e-mail of your account.',
    'zh-HK': '請檢查垃圾郵件匣，或確認所輸入的是帳戶電郵。',
  },
});
