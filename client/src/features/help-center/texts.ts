import { defineTexts } from '../../i18n/define-texts';

export const helpTexts = defineTexts('help', {
  title: { en: 'Help centre', 'zh-HK': '幫助中心' },
  search: { en: 'Search help', 'zh-HK': '搜尋幫助' },
  closeSearch: { en: 'Close search', 'zh-HK': '關閉搜尋' },
  noResults: { en: 'No results found for “{term}”', 'zh-HK': '找不到「{term}」的結果' },
  statusChecking: { en: 'Checking the system status…', 'zh-HK': '正在檢查系統狀態…' },
  statusOperational: { en: 'All systems operational', 'zh-HK': '所有系統運作正常' },
  statusDegraded: {
    en: 'Some services are not working: {parts}. The rest of the app works.',
    'zh-HK': '部分服務暫停：{parts}。應用程式其他部分仍可使用。',
  },
  statusOutage: {
    en: 'Florence Care is not working right now. We are on it.',
    'zh-HK': 'Florence Care 暫時未能運作，我們正在處理。',
  },
  statusUnreachable: {
    en: 'We could not reach Florence Care. Check your connection.',
    'zh-HK': '未能連接 Florence Care，請檢查網絡連線。',
  },
  statusChecked: { en: 'Checked at {time}', 'zh-HK': '檢查時間：{time}' },
  part_database: { en: 'saving and reading your data', 'zh-HK': '儲存及讀取資料' },
  part_mail: { en: 'e-mails', 'zh-HK': '電郵' },
  part_liveUpdates: { en: 'live updates', 'zh-HK': '即時更新' },
  quickStart: { en: 'Quick-start guide', 'zh-HK': '快速入門' },
  qsCheckInTitle: { en: 'Daily check-in', 'zh-HK': '每日簽到' },
  qsCheckInText: {
    en: 'Tell Florence how you feel each day. She alerts your care team when something needs attention.',
    'zh-HK': '每日告訴 Florence 你的感受。有需要留意的情況時，她會通知你的醫護團隊。',
  },
  qsDashboardTitle: { en: 'Analytics dashboard', 'zh-HK': '健康分析' },
  qsDashboardText: {
    en: 'See your latest assessment, insights and recent check-ins.',
    'zh-HK': '查看你最新的評估、健康提示及近期簽到。',
  },
  qsAccountTitle: { en: 'Account settings', 'zh-HK': '帳戶設定' },
  qsAccountText: {
    en: 'Change your password, language and text size.',
    'zh-HK': '更改密碼、語言及字體大小。',
  },
  qsNotificationsTitle: { en: 'Notifications', 'zh-HK': '通知' },
  qsNotificationsText: {
    en: 'Appointment confirmations and changes come by e-mail, with a calendar file.',
    'zh-HK': '預約確認及更改會以電郵通知，並附上日曆檔案。',
  },
  qsTroubleTitle: { en: 'Troubleshooting', 'zh-HK': '疑難排解' },
  qsTroubleText: {
    en: 'If a page does not load, check your connection and reload. Signing out and in again refreshes your session.',
    'zh-HK': '如頁面未能載入，請檢查網絡後重新載入。登出後再登入可更新你的連線。',
  },
  open: { en: 'Open', 'zh-HK': '開啟' },
  faq: { en: 'Frequently asked questions', 'zh-HK': '常見問題' },
  faq1Q: { en: 'Who can see my information?', 'zh-HK': '誰可以看到我的資料？' },
  faq1A: {
    en:
      'Only you and the doctors of your care team see your check-ins and appointments. ' +
      'In the care library, your comments show your first name and last initial only.',
    'zh-HK':
      '只有你及你的醫護團隊醫生可以看到你的簽到及預約。在護理資料庫留言時，只會顯示你名字的一部分。',
  },
  faq2Q: { en: 'What should I do in an emergency?', 'zh-HK': '緊急情況應該怎樣做？' },
  faq2A: {
    en:
      'Florence is not an emergency service. If you feel very unwell, call 999 or go to the ' +
      'nearest emergency department. On treatment, a temperature of 37.5 °C or more means ' +
      'calling your hospital’s 24-hour line at once.',
    'zh-HK':
      'Florence 並非緊急服務。如感到非常不適，請致電999或前往最近的急症室。接受治療期間，體溫達攝氏37.5度或以上，請立即致電醫院的二十四小時熱線。',
  },
  faq3Q: { en: 'How do I book or change an appointment?', 'zh-HK': '怎樣預約或更改覆診？' },
  faq3A: {
    en:
      'Open Visits and press + to book with a doctor of your care team, or use Reschedule or ' +
      'Cancel on an upcoming appointment. Each time you get an e-mail with a calendar file.',
    'zh-HK':
      '開啟「預約」頁，按「+」向你的醫護團隊醫生預約，或在即將到來的預約按「改期」或「取消」。每次都會收到附有日曆檔案的電郵。',
  },
  faq4Q: { en: 'Can I use the app in Chinese?', 'zh-HK': '可以用中文使用應用程式嗎？' },
  faq4A: {
    en: 'Yes. Change the language in Settings, Display and language. Florence, the articles and your e-mails follow it.',
    'zh-HK': '可以。在「設定」的「顯示及語言」更改語言，Florence、文章及電郵都會跟隨。',
  },
  feedback: { en: 'Report feedback', 'zh-HK': '意見回饋' },
  reportBug: { en: 'Report a bug', 'zh-HK': '報告問題' },
  sendFeedback: { en: 'Send feedback', 'zh-HK': '提供意見' },
  bugLabel: { en: 'What happened?', 'zh-HK': '發生了甚麼事？' },
  bugHint: {
    en: 'Tell us what you were doing and what you saw. Please do not include medical details.',
    'zh-HK': '請告訴我們你當時在做甚麼及看到甚麼。請勿提供醫療資料。',
  },
  feedbackLabel: { en: 'Your feedback', 'zh-HK': '你的意見' },
  send: { en: 'Send', 'zh-HK': '傳送' },
  sending: { en: 'Sending…', 'zh-HK': '傳送中…' },
  cancel: { en: 'Cancel', 'zh-HK': '取消' },
  submitted: { en: 'Report submitted! Thank you.', 'zh-HK': '已提交報告，謝謝！' },
  signInToSend: {
    en: 'Please sign in to send a report, so that we can reply to you.',
    'zh-HK': '請先登入再提交報告，方便我們回覆你。',
  },
  signIn: { en: 'Sign in', 'zh-HK': '登入' },
  whatsNew: { en: 'What’s new', 'zh-HK': '最新消息' },
  v210: {
    en: 'Book, reschedule and cancel appointments with your care team, and read and discuss articles in the care library.',
    'zh-HK': '向你的醫護團隊預約、改期及取消覆診，並在護理資料庫閱讀及討論文章。',
  },
  v200: {
    en: 'Daily check-ins with Florence in English and Cantonese, with live alerts to your doctor.',
    'zh-HK': '以英文及廣東話與 Florence 進行每日簽到，並即時通知你的醫生。',
  },
  v195: {
    en: 'Traditional Chinese throughout the app, and a choice of text sizes.',
    'zh-HK': '全面支援繁體中文，並可選擇字體大小。',
  },
  stillNeedHelp: { en: 'Still need help?', 'zh-HK': '仍需協助？' },
  emailUs: { en: 'Email us', 'zh-HK': '電郵聯絡我們' },
  callSupport: { en: 'Call support', 'zh-HK': '致電支援熱線' },
});
