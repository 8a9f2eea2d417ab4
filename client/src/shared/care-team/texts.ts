import { defineTexts } from '../../i18n/define-texts';

/** The patient's invite QR (on /home and /settings). */
export const inviteTexts = defineTexts('invite', {
  inviteTitle: { en: 'Your invite QR code', 'zh-HK': '你的邀請二維碼' },
  inviteIntro: {
    en: 'Show this code to your doctor. When they scan it, you will be asked to accept them here.',
    'zh-HK': '請向醫生出示此二維碼。醫生掃描後，你會在這裏收到確認請求。',
  },
  qrLabel: { en: 'Invite QR code for {name}', 'zh-HK': '{name}的邀請二維碼' },
  expires: {
    en: 'Works once, until {time}.',
    'zh-HK': '只可使用一次，有效至 {time}。',
  },
  copy: { en: 'Copy invite link', 'zh-HK': '複製邀請連結' },
  copied: { en: 'Copied!', 'zh-HK': '已複製！' },
  newCode: { en: 'New code', 'zh-HK': '產生新二維碼' },
  close: { en: 'Close', 'zh-HK': '關閉' },
});
