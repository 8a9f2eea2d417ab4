// The scheduled e-mails of a patient's notification settings, in the patient's language:
// a check-in reminder, a wellness update for the period just ended, and doctor messages
// (one at once, or several in an hourly or daily digest).
import type { Language } from '#common/error-codes';
import { doctorTitled } from '#common/person-name';

const settingsNote = (appUrl: string, language: Language) =>
  language === 'zh-HK'
    ? `\n\n如要更改通知次數，請前往「設定」>「通知」：${appUrl}/settings`
    : `\n\nTo change how often we e-mail you, go to Settings > Notifications: ${appUrl}/settings`;

export function checkInReminderMail(input: { name: string; appUrl: string; language: Language }) {
  const { name, appUrl, language } = input;
  return language === 'zh-HK'
    ? {
        subject: '今日的症狀評估',
        text:
          `${name}，你好：\n今日與 Florence 進行症狀評估，只需幾分鐘，你的醫護團隊便能了解你的近況。\n${appUrl}/chatbot` +
          settingsNote(appUrl, language),
      }
    : {
        subject: 'Time for your check-in',
        text:
          `Hello ${name},\nA few minutes with Florence today lets your care team know how you are doing.\n${appUrl}/chatbot` +
          settingsNote(appUrl, language),
      };
}

const PERIOD_NAMES = {
  day: { en: 'yesterday', 'zh-HK': '昨日' },
  week: { en: 'last week', 'zh-HK': '上星期' },
  month: { en: 'last month', 'zh-HK': '上月' },
} as const;

export function wellnessUpdateMail(input: {
  name: string;
  period: keyof typeof PERIOD_NAMES;
  /** 0-100, null without a check-in in the period */
  score: number | null;
  checkIns: number;
  appUrl: string;
  language: Language;
}) {
  const { name, period, score, checkIns, appUrl, language } = input;
  const when = PERIOD_NAMES[period][language];
  if (language === 'zh-HK')
    return {
      subject: `你${when}的健康分數`,
      text:
        `${name}，你好：\n` +
        (score == null
          ? `你${when}沒有進行症狀評估，所以未有健康分數。`
          : `你${when}的健康分數是 ${score}（滿分 100），根據 ${checkIns} 次症狀評估計算。`) +
        `\n詳情請查看健康概覽：${appUrl}/dashboard` +
        settingsNote(appUrl, language),
    };
  return {
    subject: `Your wellness score for ${when}`,
    text:
      `Hello ${name},\n` +
      (score == null
        ? `You had no check-in ${when}, so there is no wellness score for it.`
        : `Your wellness score for ${when} was ${score} out of 100, from ${checkIns} check-in${checkIns === 1 ? '' : 's'}.`) +
      `\nSee the details on your dashboard: ${appUrl}/dashboard` +
      settingsNote(appUrl, language),
  };
}

export type MailedMessage = { doctorName: string; title: string; description: string };

export function doctorMessagesMail(input: {
  name: string;
  messages: MailedMessage[];
  digest: boolean;
  appUrl: string;
  language: Language;
  /** for a carer: the patient the messages are to */
  about?: string;
}) {
  const { name, messages, digest, appUrl, language, about } = input;
  const zh = language === 'zh-HK';
  const prefix = about ? forPatient(about, language) : '';
  const body = messages
    .map((m) => `${doctorTitled(m.doctorName, language)}: ${m.title}\n${m.description}`)
    .join('\n\n');
  const subject = digest
    ? zh
      ? `你有 ${messages.length} 則醫生訊息`
      : `${messages.length} new message${messages.length === 1 ? '' : 's'} from your doctors`
    : zh
      ? `${doctorTitled(messages[0].doctorName, language)}的新訊息：${messages[0].title}`
      : `New message from ${doctorTitled(messages[0].doctorName, language)}: ${messages[0].title}`;
  return {
    subject: prefix + subject,
    text:
      `${zh ? `${name}，你好：` : `Hello ${name},`}\n\n${body}\n\n${appUrl}/home` +
      settingsNote(appUrl, language),
  };
}

/** The head of a carer's e-mail about a patient: "For Chan Tai Man: …". */
export const forPatient = (name: string, language: Language) =>
  language === 'zh-HK' ? `（給${name}）` : `For ${name}: `;
