import { defineTexts } from '../../i18n/define-texts';

export const apiKeysTexts = defineTexts('apiKeys', {
  title: { en: 'API keys', 'zh-HK': 'API 金鑰' },
  intro: {
    en:
      'A key lets your clinic’s system read your patients’ records (check-ins, triage, ' +
      'alerts), the same patients you see here. It can never change anything. Anyone with ' +
      'the key can read, so keep it as you would a password.',
    'zh-HK':
      '金鑰讓診所的系統讀取你病人的紀錄（健康報告、分流結果、警示），範圍與你在此看到的病人相同，但不能更改任何資料。任何持有金鑰的人都可讀取資料，請像密碼一樣妥善保管。',
  },
  newKey: { en: 'New key', 'zh-HK': '新增金鑰' },
  name: { en: 'What is it for?', 'zh-HK': '用途' },
  nameHint: { en: 'For example: Clinic records system', 'zh-HK': '例如：診所紀錄系統' },
  expiresOn: { en: 'Expires on (optional)', 'zh-HK': '到期日（可選）' },
  expiresHint: {
    en: 'YYYY-MM-DD, within two years. Leave empty for a key that does not expire.',
    'zh-HK': '格式為 YYYY-MM-DD，兩年內。留空即不設到期日。',
  },
  create: { en: 'Create key', 'zh-HK': '建立金鑰' },
  creating: { en: 'Creating…', 'zh-HK': '建立中…' },
  shownOnce: {
    en: 'Copy this key now: it is shown only once.',
    'zh-HK': '請立即複製此金鑰：它只會顯示一次。',
  },
  secretLabel: { en: 'New key for “{name}”', 'zh-HK': '「{name}」的新金鑰' },
  copy: { en: 'Copy key', 'zh-HK': '複製金鑰' },
  copied: { en: 'Copied', 'zh-HK': '已複製' },
  done: { en: 'I have copied it', 'zh-HK': '我已複製' },
  yourKeys: { en: 'Your keys', 'zh-HK': '你的金鑰' },
  none: { en: 'You have no API keys yet.', 'zh-HK': '你暫時未有 API 金鑰。' },
  created: { en: 'Created {date}', 'zh-HK': '於 {date} 建立' },
  expires: { en: 'Expires {date}', 'zh-HK': '於 {date} 到期' },
  noExpiry: { en: 'Does not expire', 'zh-HK': '不設到期日' },
  ACTIVE: { en: 'Active', 'zh-HK': '有效' },
  EXPIRED: { en: 'Expired', 'zh-HK': '已過期' },
  REVOKED: { en: 'Revoked', 'zh-HK': '已撤銷' },
  revoke: { en: 'Revoke', 'zh-HK': '撤銷' },
  revokeNamed: { en: 'Revoke “{name}”', 'zh-HK': '撤銷「{name}」' },
  revokeQuestion: {
    en: 'Revoke “{name}”? Systems using it stop at once.',
    'zh-HK': '撤銷「{name}」？使用此金鑰的系統會即時停止運作。',
  },
  cancel: { en: 'Cancel', 'zh-HK': '取消' },
});
