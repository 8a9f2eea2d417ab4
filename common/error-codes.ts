// Every expected failure has a stable code. The server sends the code (and an English
// or Chinese `detail` for REST clients); the client shows its own translation of the code.
// Texts follow the product spec where it gives them.

export const ERROR_MESSAGES = {
  VALIDATION_FAILED: { en: 'Some fields are not valid.', 'zh-HK': '部分欄位無效。' },
  MALFORMED_REQUEST: { en: 'The request could not be read.', 'zh-HK': '無法讀取請求內容。' },
  PAYLOAD_TOO_LARGE: { en: 'The request is too large.', 'zh-HK': '請求內容過大。' },
  UNAUTHENTICATED: { en: 'Please sign in to continue.', 'zh-HK': '請先登入。' },
  FORBIDDEN: { en: 'You do not have access to this.', 'zh-HK': '你沒有權限查看此內容。' },
  NOT_FOUND: { en: 'Not found.', 'zh-HK': '找不到內容。' },
  NOT_GRANTED: {
    en: 'The person you care for has not given you access to this.',
    'zh-HK': '你照顧的人未有讓你使用這項功能。',
  },
  INVALID_ACCESS_CODE: {
    en: 'This access code is not valid or has expired.',
    'zh-HK': '登記碼無效或已過期。',
  },
  USERNAME_TAKEN: { en: 'This username is already taken.', 'zh-HK': '此用戶名稱已被使用。' },
  EMAIL_TAKEN: { en: 'An account with this e-mail already exists.', 'zh-HK': '此電郵已註冊帳戶。' },
  INVALID_CREDENTIALS: {
    en: 'Invalid credentials. Please try again.',
    'zh-HK': '登入資料不正確，請再試一次。',
  },
  ACCOUNT_NOT_VERIFIED: {
    en: 'Please verify your e-mail with the 6-digit code before signing in.',
    'zh-HK': '登入前請先以六位數驗證碼驗證電郵。',
  },
  TOO_MANY_ATTEMPTS: {
    en: 'Too many attempts. Please wait {seconds} seconds and try again.',
    'zh-HK': '嘗試次數過多，請等候 {seconds} 秒後再試。',
  },
  API_KEY_READ_ONLY: {
    en: 'An API key can only read. Sign in as a person to make changes.',
    'zh-HK': 'API 金鑰只可讀取資料；如要更改，請以個人帳戶登入。',
  },
  OTP_INVALID: { en: 'Invalid OTP code. Please try again.', 'zh-HK': '驗證碼不正確，請再試一次。' },
  OTP_EXPIRED: {
    en: 'This code has expired. Please request a new one.',
    'zh-HK': '驗證碼已過期，請重新索取。',
  },
  OTP_ATTEMPTS_EXCEEDED: {
    en: 'Too many wrong codes. Please request a new code.',
    'zh-HK': '錯誤次數過多，請重新索取驗證碼。',
  },
  OTP_RESEND_TOO_SOON: {
    en: 'Please wait {seconds} seconds before requesting another code.',
    'zh-HK': '請等候 {seconds} 秒後再索取驗證碼。',
  },
  RESET_CODE_INVALID: {
    en: 'This code is wrong or has expired. Please check it, or request a new one.',
    'zh-HK': '驗證碼不正確或已過期，請檢查或重新索取。',
  },
  ALREADY_VERIFIED: {
    en: 'This account is already verified. Please sign in.',
    'zh-HK': '此帳戶已經驗證，請直接登入。',
  },
  WRONG_CURRENT_PASSWORD: {
    en: 'The current password is not correct.',
    'zh-HK': '目前密碼不正確。',
  },
  SESSION_FINISHED: {
    en: 'This check-in has ended. Please start a new one.',
    'zh-HK': '此症狀評估已結束，請重新開始。',
  },
  PRESCRIPTION_NOT_ACTIVE: {
    en: 'This medication is no longer active, so it cannot be changed.',
    'zh-HK': '此藥物已停用，不能再作更改。',
  },
  DOSE_NOT_DUE: {
    en: 'This dose is not due yet. You can mark it on the day it is scheduled.',
    'zh-HK': '此劑藥物未到服用時間，請於預定當日才標記。',
  },
  DOSE_FINAL: {
    en: 'This dose has already been recorded and can no longer be changed.',
    'zh-HK': '此劑藥物已有紀錄，不能再作更改。',
  },
  INVITE_INVALID: {
    en: 'This invite is not valid, was already used or has expired. Please ask for a new one.',
    'zh-HK': '此邀請無效、已被使用或已過期，請索取新的邀請。',
  },
  ALREADY_ON_CARE_TEAM: {
    en: 'You are already on the same care team.',
    'zh-HK': '你們已在同一醫護團隊。',
  },
  SLOT_IN_PAST: {
    en: 'This time has already passed. Please choose a later one.',
    'zh-HK': '此時段已過，請選擇較後的時間。',
  },
  DATE_NOT_BOOKABLE: {
    en: 'Appointments can be booked for the next 13 days, starting tomorrow.',
    'zh-HK': '只可預約由明天起計 13 日內的時段。',
  },
  DOCTOR_UNAVAILABLE: {
    en: 'The doctor is not available at this time. Please choose another time.',
    'zh-HK': '醫生在此時段未能應診，請選擇其他時間。',
  },
  SLOT_TAKEN: {
    en: 'This time has just been booked by someone else. Please choose another time.',
    'zh-HK': '此時段剛被預約，請選擇其他時間。',
  },
  APPOINTMENT_NOT_CHANGEABLE: {
    en: 'Only upcoming appointments can be rescheduled or cancelled.',
    'zh-HK': '只可更改或取消即將到來的預約。',
  },
  DATA_NOT_SHARED: {
    en: 'This patient has turned off data sharing, so their wellness data and reports are hidden. Their safety alerts still reach you.',
    'zh-HK': '此病人已關閉數據分享，因此其健康數據及報告不會顯示。你仍會收到其跟進警示。',
  },
  NO_CARE_TEAM: {
    en: 'You have no doctor on your care team yet. Connect with your doctor in Care team first.',
    'zh-HK': '你的醫護團隊暫時未有醫生。請先在「醫護團隊」連繫你的醫生。',
  },
  SHARING_OFF: {
    en: 'Data sharing is turned off in Settings, so reports cannot be shared with your care team. You can still download the report.',
    'zh-HK': '你已在設定中關閉數據分享，因此無法與醫護團隊分享報告。你仍可下載報告。',
  },
  QUERY_TOO_COMPLEX: {
    en: 'This request asks for too much at once. Ask for fewer or less deeply nested fields.',
    'zh-HK': '此請求一次要求的內容過多，請減少所要求的欄位或層數。',
  },
  INTERNAL: {
    en: 'Something went wrong on our side. Please try again.',
    'zh-HK': '系統出現問題，請再試一次。',
  },
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;
export type { Language } from './language';
import type { Language } from './language';

/** HTTP status for each code, used by the REST mirror. */
export const ERROR_HTTP_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 422,
  MALFORMED_REQUEST: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  NOT_GRANTED: 403,
  INVALID_ACCESS_CODE: 400,
  USERNAME_TAKEN: 409,
  EMAIL_TAKEN: 409,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_NOT_VERIFIED: 403,
  TOO_MANY_ATTEMPTS: 429,
  API_KEY_READ_ONLY: 403,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  OTP_ATTEMPTS_EXCEEDED: 400,
  OTP_RESEND_TOO_SOON: 429,
  RESET_CODE_INVALID: 400,
  ALREADY_VERIFIED: 409,
  WRONG_CURRENT_PASSWORD: 400,
  SESSION_FINISHED: 409,
  PRESCRIPTION_NOT_ACTIVE: 409,
  DOSE_NOT_DUE: 409,
  DOSE_FINAL: 409,
  INVITE_INVALID: 400,
  ALREADY_ON_CARE_TEAM: 409,
  SLOT_IN_PAST: 422,
  DATE_NOT_BOOKABLE: 422,
  DOCTOR_UNAVAILABLE: 409,
  SLOT_TAKEN: 409,
  APPOINTMENT_NOT_CHANGEABLE: 409,
  DATA_NOT_SHARED: 403,
  NO_CARE_TEAM: 409,
  SHARING_OFF: 409,
  QUERY_TOO_COMPLEX: 400,
  INTERNAL: 500,
};

export function errorText(
  code: ErrorCode,
  language: Language,
  values: Record<string, string | number> = {},
) {
  const template: string = ERROR_MESSAGES[code][language] ?? ERROR_MESSAGES[code].en;
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
}
