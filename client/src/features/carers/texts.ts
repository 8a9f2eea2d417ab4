import { defineTexts } from '../../i18n/define-texts';

/** The carer's screens, the invitation page and the patient's "Family carers" screen. */
export const familyCarerTexts = defineTexts('familyCarers', {
  // the carer's shell and home
  caringFor: { en: 'Caring for {name}', 'zh-HK': '正在照顧：{name}' },
  switchPerson: { en: 'Switch to', 'zh-HK': '切換至' },
  accessEnded: {
    en: 'Your access to {name} has ended.',
    'zh-HK': '你對{name}的照顧權限已經結束。',
  },
  dismiss: { en: 'Dismiss', 'zh-HK': '關閉' },
  homeTitle: { en: 'People you care for', 'zh-HK': '你照顧的人' },
  homeIntro: {
    en: 'Choose a person to act for them. You see only what they have allowed.',
    'zh-HK': '選擇一位以代其使用。你只會看到對方容許的內容。',
  },
  yourRelationship: { en: 'You are their {relationship}', 'zh-HK': '你是對方的{relationship}' },
  mayDo: { en: 'You may:', 'zh-HK': '你可以：' },
  actFor: { en: 'Act for {name}', 'zh-HK': '代{name}使用' },
  selected: { en: 'Selected', 'zh-HK': '已選擇' },
  nobodyTitle: { en: 'You are not caring for anyone yet', 'zh-HK': '你暫時未有照顧任何人' },
  nobodyHow: {
    en:
      'Ask the person you care for to open Settings → Family carers in Florence Care and invite you. ' +
      'Open the link or scan the QR code they show you, then accept.',
    'zh-HK':
      '請你照顧的人在 Florence Care 開啟「設定 → 家人照顧者」並邀請你。開啟對方給你的連結或掃描二維碼，然後接受邀請。',
  },
  logOut: { en: 'Log out', 'zh-HK': '登出' },
  yourSettings: { en: 'Your settings and e-mails', 'zh-HK': '你的設定及電郵通知' },
  messagesTitle: { en: 'Messages for {name}', 'zh-HK': '{name}的訊息' },
  // the invitation page
  inviteTitle: { en: 'An invitation to help care', 'zh-HK': '照顧者邀請' },
  invites: {
    en: '{patient} invites you to help care for them as their {relationship}.',
    'zh-HK': '{patient}邀請你以{relationship}身份協助照顧對方。',
  },
  inviteGrants: { en: 'You will be able to:', 'zh-HK': '你將可以：' },
  inviteExpires: { en: 'The invitation is valid until {time}.', 'zh-HK': '邀請有效至 {time}。' },
  createAccount: { en: 'Create a carer account', 'zh-HK': '建立照顧者帳戶' },
  haveAccount: { en: 'I already have an account', 'zh-HK': '我已有帳戶' },
  accept: { en: 'Accept', 'zh-HK': '接受' },
  accepting: { en: 'Accepting...', 'zh-HK': '正在接受...' },
  notACarer: {
    en: 'You are signed in as a patient or doctor. Sign out, then open this link again to accept it with a carer account.',
    'zh-HK': '你現時以病人或醫生身份登入。請先登出，再開啟此連結，以照顧者帳戶接受邀請。',
  },
  // the patient's screen
  title: { en: 'Family carers', 'zh-HK': '家人照顧者' },
  intro: {
    en:
      'A family member or helper can check in, follow your health or manage visits for you, ' +
      'with only the access you choose. You can change or end it at any time.',
    'zh-HK':
      '家人或助理可代你進行症狀評估、跟進健康或管理覆診，只限你選擇的權限。你可隨時更改或終止。',
  },
  inviteHeading: { en: 'Invite a carer', 'zh-HK': '邀請照顧者' },
  relationship: { en: 'They are my', 'zh-HK': '對方是我的' },
  chooseRelationship: { en: 'Choose…', 'zh-HK': '請選擇…' },
  grants: { en: 'What they may do for me', 'zh-HK': '對方可代我' },
  email: { en: 'E-mail the link to (optional)', 'zh-HK': '以電郵傳送連結至（可選）' },
  sendInvite: { en: 'Create invitation', 'zh-HK': '建立邀請' },
  creating: { en: 'Creating...', 'zh-HK': '正在建立...' },
  inviteReady: {
    en: 'Show this code to your carer, or send them the link. It works once, until {time}.',
    'zh-HK': '請向照顧者出示此二維碼或傳送連結。只可使用一次，有效至 {time}。',
  },
  emailedTo: {
    en: 'We also e-mailed the link to {email}.',
    'zh-HK': '我們亦已將連結電郵至 {email}。',
  },
  qrLabel: { en: 'Carer invitation QR code', 'zh-HK': '照顧者邀請二維碼' },
  copy: { en: 'Copy invitation link', 'zh-HK': '複製邀請連結' },
  copied: { en: 'Copied!', 'zh-HK': '已複製！' },
  listHeading: { en: 'Your carers', 'zh-HK': '你的照顧者' },
  none: { en: 'No family carers yet.', 'zh-HK': '暫時未有家人照顧者。' },
  since: { en: 'Your {relationship} since {date}', 'zh-HK': '自 {date} 起，你的{relationship}' },
  grantsOf: { en: 'What {name} may do', 'zh-HK': '{name}可代你' },
  save: { en: 'Save changes', 'zh-HK': '儲存更改' },
  saving: { en: 'Saving...', 'zh-HK': '正在儲存...' },
  saved: { en: 'Saved.', 'zh-HK': '已儲存。' },
  revoke: { en: 'Revoke access', 'zh-HK': '終止權限' },
  revokeTitle: { en: 'Revoke {name}’s access?', 'zh-HK': '終止{name}的權限？' },
  revokeBody: {
    en: '{name} will at once no longer be able to act for you. You can invite them again later.',
    'zh-HK': '{name}將即時不能再代你使用。你日後可再次邀請對方。',
  },
  revoking: { en: 'Revoking...', 'zh-HK': '正在終止...' },
  cancel: { en: 'Cancel', 'zh-HK': '取消' },
  revoked: { en: '{name} no longer has access.', 'zh-HK': '{name}已不再有權限。' },
  // the doctor's patient record
  carersHeading: { en: 'Carers', 'zh-HK': '照顧者' },
  noCarers: { en: 'No family carers', 'zh-HK': '沒有家人照顧者' },
  carerOf: { en: '{name}, {relationship}', 'zh-HK': '{name}（{relationship}）' },
});
