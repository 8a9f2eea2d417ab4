// E-mail texts, in the recipient's language.
import type { Language } from '#common/error-codes';
import { OTP_TTL_MINUTES } from '../domain/accounts/one-time-codes';

export function registrationCodeMail(code: string, language: Language) {
  return language === 'zh-HK'
    ? {
        subject: `你的 Florence Care 驗證碼：${code}`,
        text: `你的六位數驗證碼是 ${code}。\n驗證碼將於 ${OTP_TTL_MINUTES} 分鐘後失效。如你沒有申請帳戶，請忽略此電郵。`,
      }
    : {
        subject: `Your Florence Care verification code: ${code}`,
        text: `Your 6-digit verification code is ${code}.\nIt expires in ${OTP_TTL_MINUTES} minutes. If you did not sign up, you can ignore this e-mail.`,
      };
}

export function passwordResetMail(code: string, link: string, language: Language) {
  return language === 'zh-HK'
    ? {
        subject: `重設 Florence Care 密碼：${code}`,
        text: `你的密碼重設碼是 ${code}（${OTP_TTL_MINUTES} 分鐘內有效）。\n開啟此連結設定新密碼：${link}\n如你沒有申請重設密碼，請忽略此電郵，你的密碼不會改變。`,
      }
    : {
        subject: `Reset your Florence Care password: ${code}`,
        text:
          `Your password reset code is ${code} (valid for ${OTP_TTL_MINUTES} minutes).\n` +
          `Open this link to choose a new password: ${link}\n` +
          `If you did not ask for this, ignore this e-mail; your password stays the same.`,
      };
}

export function emailChangeCodeMail(code: string, language: Language) {
  return language === 'zh-HK'
    ? {
        subject: `確認你的新電郵地址：${code}`,
        text: `你的六位數驗證碼是 ${code}（${OTP_TTL_MINUTES} 分鐘內有效）。\n在 Florence Care 輸入此驗證碼後，這個地址便會取代你原有的電郵地址。如你沒有提出更改，請忽略此電郵。`,
      }
    : {
        subject: `Confirm your new e-mail address: ${code}`,
        text:
          `Your 6-digit code is ${code} (valid for ${OTP_TTL_MINUTES} minutes).\n` +
          'Enter it in Florence Care and this address replaces your old one. ' +
          'If you did not ask for this, ignore this e-mail.',
      };
}

export function emailChangedNoticeMail(newEmail: string, language: Language) {
  return language === 'zh-HK'
    ? {
        subject: '你的 Florence Care 電郵地址已更改',
        text: `你的帳戶電郵地址已改為 ${newEmail}。如這不是你本人的操作，請立即聯絡我們的支援團隊。`,
      }
    : {
        subject: 'Your Florence Care e-mail address was changed',
        text: `The e-mail address of your account is now ${newEmail}. If this was not you, contact our support team at once.`,
      };
}

/** A patient's invitation to a family carer, with the link that signs them up or in. */
export function carerInviteMail(
  patientName: string,
  link: string,
  days: number,
  language: Language,
) {
  return language === 'zh-HK'
    ? {
        subject: `${patientName} 邀請你在 Florence Care 照顧他們`,
        text: `${patientName} 邀請你成為他們在 Florence Care 的照顧者。\n開啟此連結建立照顧者帳戶或登入並接受邀請（${days} 日內有效，只可使用一次）：${link}\n如你不認識此人，請忽略此電郵。`,
      }
    : {
        subject: `${patientName} invites you to help care for them on Florence Care`,
        text:
          `${patientName} has invited you to be their carer on Florence Care.\n` +
          `Open this link to create a carer account, or sign in, and accept (valid for ${days} days, once): ${link}\n` +
          `If you do not know this person, you can ignore this e-mail.`,
      };
}
