// The help centre's sections as searchable items (texts in the current language).
import type { IntlShape } from 'react-intl';
import type { TextDescriptor } from '../../../i18n/define-texts';
import { helpTexts } from '../texts';

const { t } = helpTexts;

export type QuickStart = { id: string; title: string; text: string; to?: string; texts: string[] };
export type Faq = { id: string; question: string; answer: string; texts: string[] };
export type Release = { id: string; version: string; description: string; texts: string[] };

const QUICK_START: [string, TextDescriptor, TextDescriptor, string | undefined][] = [
  ['check-in', t.qsCheckInTitle, t.qsCheckInText, '/chatbot'],
  ['dashboard', t.qsDashboardTitle, t.qsDashboardText, '/dashboard'],
  ['account', t.qsAccountTitle, t.qsAccountText, '/settings'],
  ['notifications', t.qsNotificationsTitle, t.qsNotificationsText, '/appointments'],
  ['troubleshooting', t.qsTroubleTitle, t.qsTroubleText, undefined],
];
const FAQ: [TextDescriptor, TextDescriptor][] = [
  [t.faq1Q, t.faq1A],
  [t.faq2Q, t.faq2A],
  [t.faq3Q, t.faq3A],
  [t.faq4Q, t.faq4A],
];
const RELEASES: [string, TextDescriptor][] = [
  ['V2.1.0', t.v210],
  ['V2.0.0', t.v200],
  ['V1.9.5', t.v195],
];

export function helpContent(intl: IntlShape) {
  const say = (text: TextDescriptor) => intl.formatMessage(text);
  return {
    quickStart: QUICK_START.map(([id, title, text, to]): QuickStart => {
      const item = { id, title: say(title), text: say(text), to };
      return { ...item, texts: [item.title, item.text] };
    }),
    faq: FAQ.map(([question, answer], index): Faq => {
      const item = { id: `faq-${index + 1}`, question: say(question), answer: say(answer) };
      return { ...item, texts: [item.question, item.answer] };
    }),
    releases: RELEASES.map(([version, description]): Release => {
      const item = { id: version, version, description: say(description) };
      return { ...item, texts: [item.version, item.description] };
    }),
  };
}
