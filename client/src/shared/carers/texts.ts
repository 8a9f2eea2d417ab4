// Texts about family carers that several features show: who a carer is to the patient,
// what each grant lets them do, and "Reported by" on check-ins a carer wrote.
import { defineTexts, prefixedTexts } from '../../i18n/define-texts';
import type { Grant } from '../auth/care-for-store';

export const RELATIONSHIPS = [
  'DAUGHTER',
  'SON',
  'WIFE',
  'HUSBAND',
  'PARTNER',
  'MOTHER',
  'FATHER',
  'SISTER',
  'BROTHER',
  'DOMESTIC_HELPER',
  'FRIEND',
  'OTHER',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

const relationship = {
  DAUGHTER: { en: 'daughter', 'zh-HK': '女兒' },
  SON: { en: 'son', 'zh-HK': '兒子' },
  WIFE: { en: 'wife', 'zh-HK': '妻子' },
  HUSBAND: { en: 'husband', 'zh-HK': '丈夫' },
  PARTNER: { en: 'partner', 'zh-HK': '伴侶' },
  MOTHER: { en: 'mother', 'zh-HK': '母親' },
  FATHER: { en: 'father', 'zh-HK': '父親' },
  SISTER: { en: 'sister', 'zh-HK': '姊妹' },
  BROTHER: { en: 'brother', 'zh-HK': '兄弟' },
  DOMESTIC_HELPER: { en: 'domestic helper', 'zh-HK': '家務助理' },
  FRIEND: { en: 'friend', 'zh-HK': '朋友' },
  OTHER: { en: 'carer', 'zh-HK': '照顧者' },
} satisfies Record<Relationship, { en: string; 'zh-HK': string }>;

const grant = {
  CHECK_IN: { en: 'Check in with Florence', 'zh-HK': '與 Florence 進行症狀評估' },
  WELLNESS: { en: 'See the health dashboard and reports', 'zh-HK': '查看健康概覽及報告' },
  MEDICATIONS: { en: 'See and mark medications', 'zh-HK': '查看及標記藥物' },
  APPOINTMENTS: { en: 'Book and change appointments', 'zh-HK': '預約及更改覆診' },
  MESSAGES: { en: 'Read messages from the care team', 'zh-HK': '閱讀醫護團隊的訊息' },
} satisfies Record<Grant, { en: string; 'zh-HK': string }>;

const grantNote = {
  CHECK_IN: {
    en: 'Tell Florence how I am; the doctor sees who reported it.',
    'zh-HK': '代我告訴 Florence 身體狀況；醫生會看到由誰報告。',
  },
  WELLNESS: {
    en: 'My scores, trends, calendar and reports.',
    'zh-HK': '我的健康分數、趨勢、日曆及報告。',
  },
  MEDICATIONS: {
    en: 'Today’s doses and my prescriptions; mark a dose as taken.',
    'zh-HK': '今日的藥物及處方；標記已服藥。',
  },
  APPOINTMENTS: {
    en: 'My visits; book, reschedule or cancel them.',
    'zh-HK': '我的覆診；預約、改期或取消。',
  },
  MESSAGES: {
    en: 'Messages and reminders my doctors send me.',
    'zh-HK': '醫生發給我的訊息及提示。',
  },
} satisfies Record<Grant, { en: string; 'zh-HK': string }>;

export const carerTexts = defineTexts('carers', {
  ...prefixedTexts('rel', relationship),
  ...prefixedTexts('grant', grant),
  ...prefixedTexts('note', grantNote),
  reportedBy: {
    en: 'Reported by {name}, {relationship}',
    'zh-HK': '由{name}（{relationship}）報告',
  },
});

export const relationshipText = (value: string) =>
  carerTexts.t[
    `rel${(RELATIONSHIPS as readonly string[]).includes(value) ? (value as Relationship) : 'OTHER'}`
  ];
export const grantText = (value: Grant) => carerTexts.t[`grant${value}`];
export const grantNoteText = (value: Grant) => carerTexts.t[`note${value}`];
