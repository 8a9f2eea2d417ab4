// Texts about family carers that several features show: who a carer is to the patient,
// what each grant lets them do, and "Reported by" on check-ins a carer wrote.
import {
  CARER_RELATIONSHIP_NAMES,
  CARER_RELATIONSHIPS,
  type CarerGrant,
  type CarerRelationship,
} from '#common/carers';
import { defineTexts } from '../../i18n/define-texts';

export { CARER_RELATIONSHIPS as RELATIONSHIPS };

/** rel<RELATIONSHIP>: the server's words (Florence's summary says the same). */
const RELATIONSHIP_TEXTS = Object.fromEntries(
  CARER_RELATIONSHIPS.map((value) => [`rel${value}`, CARER_RELATIONSHIP_NAMES[value]]),
) as Record<`rel${CarerRelationship}`, (typeof CARER_RELATIONSHIP_NAMES)[CarerRelationship]>;

// rel<RELATIONSHIP>: as it reads inside a sentence; grant<GRANT>: what it lets the carer
// do; note<GRANT>: the one line under its checkbox, in the patient's words
export const carerTexts = defineTexts('carers', {
  ...RELATIONSHIP_TEXTS,
  grantCHECK_IN: { en: 'Check in with Florence', 'zh-HK': '與 Florence 進行症狀評估' },
  grantWELLNESS: { en: 'See the health dashboard and reports', 'zh-HK': '查看健康概覽及報告' },
  grantMEDICATIONS: { en: 'See and mark medications', 'zh-HK': '查看及標記藥物' },
  grantAPPOINTMENTS: { en: 'Book and change appointments', 'zh-HK': '預約及更改覆診' },
  grantMESSAGES: { en: 'Read messages from the care team', 'zh-HK': '閱讀醫護團隊的訊息' },
  noteCHECK_IN: {
    en: 'Tell Florence how I am; the doctor sees who reported it.',
    'zh-HK': '代我告訴 Florence 身體狀況；醫生會看到由誰報告。',
  },
  noteWELLNESS: {
    en: 'My scores, trends, calendar and reports.',
    'zh-HK': '我的健康分數、趨勢、日曆及報告。',
  },
  noteMEDICATIONS: {
    en: 'Today’s doses and my prescriptions; mark a dose as taken.',
    'zh-HK': '今日的藥物及處方；標記已服藥。',
  },
  noteAPPOINTMENTS: {
    en: 'My visits; book, reschedule or cancel them.',
    'zh-HK': '我的覆診；預約、改期或取消。',
  },
  noteMESSAGES: {
    en: 'Messages and reminders my doctors send me.',
    'zh-HK': '醫生發給我的訊息及提示。',
  },
  reportedBy: {
    en: 'Reported by {name}, {relationship}',
    'zh-HK': '由{name}（{relationship}）報告',
  },
});

const isRelationship = (value: string): value is CarerRelationship =>
  (CARER_RELATIONSHIPS as readonly string[]).includes(value);

/** An unknown relationship (a newer server's) reads as "carer". */
export const relationshipText = (value: string) =>
  carerTexts.t[`rel${isRelationship(value) ? value : 'OTHER'}`];
export const grantText = (value: CarerGrant) => carerTexts.t[`grant${value}`];
export const grantNoteText = (value: CarerGrant) => carerTexts.t[`note${value}`];
