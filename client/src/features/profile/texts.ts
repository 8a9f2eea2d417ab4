import { defineTexts } from '../../i18n/define-texts';

export const profileTexts = defineTexts('profile', {
  title: { en: 'Profile', 'zh-HK': '個人資料' },
  picture: { en: 'Profile picture', 'zh-HK': '個人頭像' },
  choosePicture: { en: 'Choose a picture', 'zh-HK': '選擇相片' },
  pictureHint: {
    en: 'JPEG, PNG, WebP, HEIC or GIF, under 5 MB. We keep a small square copy.',
    'zh-HK': 'JPEG、PNG、WebP、HEIC 或 GIF，少於 5MB。我們只會保留一張細小的正方形版本。',
  },
  uploading: { en: 'Uploading…', 'zh-HK': '上載中…' },
  pictureSaved: { en: 'Profile picture updated.', 'zh-HK': '已更新個人頭像。' },
  email: { en: 'E-mail', 'zh-HK': '電郵' },
  fullName: { en: 'Full name', 'zh-HK': '全名' },
  fullNameHint: {
    en: 'Your legal name as on your passport or Hong Kong ID.',
    'zh-HK': '請填寫與護照或香港身份證相同的法定姓名。',
  },
  phone: { en: 'Mobile number (Hong Kong)', 'zh-HK': '手提電話號碼（香港）' },
  save: { en: 'Save changes', 'zh-HK': '儲存更改' },
  saving: { en: 'Saving…', 'zh-HK': '儲存中…' },
  updated: { en: 'Profile updated successfully!', 'zh-HK': '個人資料已成功更新！' },
  codeSent: {
    en: 'We sent a 6-digit code to {email}. Enter it to start using this address.',
    'zh-HK': '我們已把六位數驗證碼寄到 {email}。輸入驗證碼後便會改用這個地址。',
  },
  code: { en: 'Code from the e-mail', 'zh-HK': '電郵中的驗證碼' },
  verify: { en: 'Confirm new e-mail', 'zh-HK': '確認新電郵' },
  verifying: { en: 'Confirming…', 'zh-HK': '確認中…' },
});
