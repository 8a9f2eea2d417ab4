// Who is speaking (docs/triage-rules.md, 3b): a carer may write for the patient ("my dad has
// very sleepy", 我阿媽今日好亂). The findings are the patient's and graded the same way;
// Florence says she will ask about the patient, and the summary and the doctor's alert say
// the check-in was reported by a family member or carer. What the carer quotes the patient
// as saying ("she says none of these", 佢話全部都冇) is read as the answer itself.
import { whoseClauses } from './someone-else';

/** Parents and grandparents: a carer may name them bare, as the message's subject. */
const PARENTS_EN = [
  'mum',
  'mom',
  'mother',
  'dad',
  'father',
  'grandma',
  'granny',
  'grandad',
  'grandpa',
  'nan',
  'nana',
];
/** The person written about: a relative, a partner, or the employer of a domestic helper. */
const RELATIVES_EN = [
  ...PARENTS_EN,
  'husband',
  'hubby',
  'wife',
  'partner',
  'son',
  'daughter',
  'grandmother',
  'grandfather',
  'brother',
  'sister',
  'aunt',
  'auntie',
  'uncle',
  'employer',
];
const SOMEONE_ELSE_EN = `(?:${RELATIVES_EN.join('|')})`;
const RELATIVE_NAMED_EN = new RegExp(String.raw`(?<![a-z])my ${SOMEONE_ELSE_EN}(?:'s|s)?(?![a-z])`);
const CARER_WRITING_EN = new RegExp(
  [
    String.raw`(?<![a-z])(?:(?:writing|typing|texting|messaging|answering) (?:for|on behalf of|about)|on behalf of)(?![a-z])`,
    // "Mum says she's…", "Dad's back pain…": a parent named as the message's subject.
    String.raw`^\s*(?:${PARENTS_EN.join('|')})(?:'s)?\s+` +
      String.raw`(?:says|said|has|had|is|was|feels|felt|been|keeps|can't|cannot|won't|isn't|hasn't|seems|back|pain|temp|temperature)(?![a-z])`,
    String.raw`(?<![a-z])i'?m (?:her|his) (?:daughter|son|carer|caregiver|helper|wife|husband)`,
    String.raw`(?<![a-z])(?:ma'?am|madam|sir) (?:is|has|had|was|feels|said|says)(?![a-z])`,
  ].join('|'),
);
const RELATIVES_ZH =
  '阿媽|阿爸|媽咪|爹哋|爸爸|媽媽|老公|老婆|太太|先生|個仔|個女|仔|女|爺爺|嫲嫲|婆婆|公公|外婆|外公|老豆|老母|阿哥|家姐|細佬|細妹|' +
  '老爺|奶奶|家婆|家公|外父|外母';
const RELATIVE_NAMED_ZH = new RegExp(`我(?:嘅|個)?(?:${RELATIVES_ZH})`);
const CARER_WRITING_ZH = new RegExp(
  [
    '我係佢(?:個|嘅)?(?:女|仔|老公|老婆|太太|先生|工人|姐姐)',
    '代(?:佢|我(?:阿|老)?(?:媽|爸|母|豆))',
    '幫(?:佢|我(?:阿)?(?:媽|爸))(?:問|報|覆)',
    '(?:太太|先生|阿婆|阿伯)(?:今日|琴晚|尋日)',
  ].join('|'),
);

/**
 * The writer speaks of their own body or of what is done for them ("my husband has been
 * taking me out", "my gums bled", 我老公陪我去覆診, 我今日好攰): a patient who names a relative.
 */
const SELF_EN = new RegExp(
  [
    '(?:taking|took|takes|brought|brings|drove|drives|helping|helps|helped|looking after|looks after) me',
    "i (?:feel|felt|am feeling|'m feeling)",
    "(?:i'm|im|i am|i was|i've|ive)(?: been| felt)? (?:very |so |a bit |quite |really )?(?:pale|breathless|confused|unwell|poorly)",
    // not "I can't sleep (for worrying)", a carer's words as much as a patient's
    "i (?:can't|cannot|couldn't|could not) (?:breathe|catch my breath|finish a sentence|walk)",
    'my (?:gums|teeth|mouth|tummy|stomach|head|chest|back|legs?|arms?|feet|hands|fingers?|skin|eyes?|throat)',
    'my (?:breathing|temp|temperature|appetite|energy|sleep|stools?|wee|urine|bowels?)',
    // "fingers crossed I've escaped it": the household's bug, not hers (not a bare "myself": "I'm
    // fine myself" is as much a carer's words)
    "(?:i've|ive|i have) (?:escaped|dodged|avoided|not caught) it",
  ]
    .map((words) => String.raw`(?<![a-z])${words}(?![a-z])`)
    .join('|'),
);
const SELF_ZH =
  /(?:陪|帶|同|俾|幫|照顧|湊|探)我|我(?:自己|覺得|好(?!似)|今日|成日|有啲|個(?:頭|肚|口)|嘅(?:牙|口|頭|肚|心口))/;
/**
 * The one written about: she, he, they, 佢 ("them" of a patient who speaks of herself is
 * others: "lovely to see them" is the grandchildren).
 */
const ONE_PERSON = /(?<![a-z])(?:she|he|her|him|his|they|their)(?![a-z])|佢/;

/**
 * Whether the message is written by someone other than the patient, about the patient. A
 * relative named with she, he or 佢 stays a carer's message even beside the writer's own
 * words ("I had to take her"): the findings are the same either way, only the address differs.
 */
export function writtenByCarer(message: string): boolean {
  const text = message.toLowerCase();
  if (CARER_WRITING_EN.test(text) || CARER_WRITING_ZH.test(text)) return true;
  const relativeNamed = RELATIVE_NAMED_EN.test(text) || RELATIVE_NAMED_ZH.test(text);
  if (!relativeNamed) return false;
  // "My husband has had a cough" is his; "my husband took me out… my gums bled" is the writer's.
  const aboutSelf = SELF_EN.test(text) || SELF_ZH.test(text);
  return aboutSelf ? ONE_PERSON.test(outsideOthersClauses(text)) : true;
}

/**
 * The message without the clauses about another member of the household (someone-else.ts):
 * in 個孫嚟咗住，佢肚屙咗兩日，我自己冇事 the 佢 is the grandchild, and the writer the patient.
 */
function outsideOthersClauses(text: string): string {
  const clauses = text.split(/(?=[,，。.;；!?！？\n])/);
  const { others } = whoseClauses(clauses);
  return clauses.filter((_, index) => !others.has(index)).join('');
}

/**
 * Whom a carer quotes: the patient's parents, grandparents and spouse. Not 個仔 or 個女, whom a
 * patient quotes in turn ("個女話佢發燒，我冇事" is the daughter's fever).
 */
const QUOTED_RELATIVES_ZH =
  '阿媽|阿爸|媽咪|爹哋|爸爸|媽媽|老公|老婆|太太|先生|爺爺|嫲嫲|婆婆|公公|外婆|外公|老爺|奶奶|老豆|老母';

/** "She says …", 佢話…, "Mum said …" at the start of a carer's answer. */
const QUOTED_BY_EN = String.raw`(?:he|she|they|${SOMEONE_ELSE_EN}|my ${SOMEONE_ELSE_EN})`;
const REPORTED_SPEECH = new RegExp(
  String.raw`^\s*(?:${QUOTED_BY_EN} (?:says|say|said|tells me|told me)(?: that(?!'s))?|` +
    String.raw`佢(?:話|講|同我講|話佢)|我?(?:${QUOTED_RELATIVES_ZH})(?:話|講))\s*[,，:：]?\s*`,
  'i',
);

/** The answer without the carer's "she says": 佢話全部都冇 is 全部都冇. */
export function withoutReportedSpeech(message: string): string {
  const stripped = message.replace(REPORTED_SPEECH, '');
  return stripped.trim() === '' ? message : stripped;
}
