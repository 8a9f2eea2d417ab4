import { defineTexts } from '../../i18n/define-texts';

export const notificationTexts = defineTexts('notifications', {
  bell: {
    en: '{n, plural, =0 {Notifications} one {Notifications, # unread} other {Notifications, # unread}}',
    'zh-HK': '{n, plural, =0 {通知} other {通知，{n} 則未讀}}',
  },
  title: { en: 'Notifications', 'zh-HK': '通知' },
  empty: { en: 'No messages from your care team yet.', 'zh-HK': '暫時未有醫護團隊的訊息。' },
  more: { en: '+ {n} more', 'zh-HK': '另有 {n} 則' },
  dismiss: { en: 'Dismiss', 'zh-HK': '關閉' },
  from: { en: 'From {name}', 'zh-HK': '來自：{name}' },
  newMessage: { en: 'New message from {name}: {title}', 'zh-HK': '{name} 的新訊息：{title}' },
  close: { en: 'Close', 'zh-HK': '關閉' },
  unread: { en: 'Unread', 'zh-HK': '未讀' },
});
