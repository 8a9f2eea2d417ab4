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
