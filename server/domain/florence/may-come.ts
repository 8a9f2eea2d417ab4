// A symptom that may come, not one that is here: "what do I do if I get a fever?", "can I take
// paracetamol for a headache if I get one?", "paracetamol can mask a temperature", 如果半夜發燒
// 應該點做？, 好驚會發燒. Patients ask an advice line ahead of a cycle; read as today's, the question
// made Florence ask for a temperature the patient does not have. Such a symptom is left unsaid
// (the screening still asks about it), never denied.
//
// Narrow on purpose, because the same words also tell of a symptom that is here ("if I get chest
// pain I take my GTN, had to twice today", 如果坐低都喘): only a fever or a symptom that cannot be
// red-level; the words must stand right beside it; in Chinese only in a question; and never when
// the message tells of it now (again, had, still, a raised reading, a fever's signs).
import { ON_TREATMENT_FEVER_C, POSSIBLY_RED_SYMPTOMS, type SymptomKey } from '../triage';
import { celsiusFromReading, findTemperature } from './measurements';
import type { Span } from './text-scan';

const SUBJECT = String.raw`(?:i|she|he|we|they|you|mum|dad|my \w+)`;

/** 'if I get a', 'in case she develops', 'can mask a': right before the symptom. */
const MAY_COME_BEFORE = new RegExp(
  String.raw`(?<![a-z])(?:if|in case|what if) ${SUBJECT} (?:ever |should |were to )?` +
    String.raw`(?:get|gets|develop|develops|run|runs|spike|spikes|come down with|comes down with)` +
    String.raw`(?: (?:a|an|any|some))?\s*$` +
    String.raw`|(?<![a-z])(?:can|could|may|might|will|would) (?:mask|hide|cover up) (?:a |any )?$` +
    // "the doctor said I should watch out for a temperature"
    String.raw`|(?<![a-z])(?:watch|look) out for (?:a |any |signs of (?:a )?)?$|(?<![a-z])keep an eye out for (?:a |any )?$` +
    // 好驚會發燒, 怕佢會再發燒 (not 心驚驚, palpitations, nor 又, which says it has been before)
    '|(?<!心)(?:驚|怕|擔心)[^，。？！,.?!]{0,6}?(?:會|再)+$' +
    // 醫生叫我要小心發燒, 留意有冇發燒: what the doctor said to watch out for
    '|(?:小心|留意|提防)(?:有冇|會唔會|會)?$',
);
/** 如果半夜發燒應該點做？: 如果 or 萬一 before, and a question after. */
const IF_ZH = /(?:如果|萬一|假如|若果|要是)[^，。,.!?；？]{0,6}$/;
const QUESTION_ZH = /^[^，。,.!?；]{0,8}?(?:點做|點算|應該|使唔使|要唔要|點處理|點辦|去邊|邊度)/;

/** 'a headache if I get one': right after the symptom. */
const MAY_COME_AFTER = new RegExp(
  String.raw`^\s*(?:if|in case) ${SUBJECT} (?:ever )?(?:get|gets|develop|develops) one(?![a-z])`,
);

/** Words of the symptom now, anywhere in the message: then it is here. */
const HERE_NOW = new RegExp(
  String.raw`(?<![a-z])(?:again|had|having|still|already|came back|got it|i've got|now have|right now)(?![a-z])` +
    String.raw`|(?<![a-z])(?:shiver\w*|chills?|rigors?|shaking|burning\w*|boiling|unwell|awful|horrible|terrible|rough|dreadful|` +
    String.raw`hot|cold|warm|flushed|clammy|flu|fluey|flu-like|achy|aching|aches|poorly|grey|gray|rigor\w*|chatter\w*|breathing fast|` +
    String.raw`freezing|sweat\w*|feverish|thermometer|think|might|maybe|worried|overnight|last night|yesterday|spiked|` +
    String.raw`brought it down|took|forehead|fire|times|blood)(?![a-z])|\d+\s*(?:\/\s*10|out of 10)` +
    // 又 'again' of a symptom (又發燒), not 'also' (診所又唔開)
    '|又(?:發|嘔|痛|咳|屙|燒|喘|出血|凍|熱)|再|返咗|仲|已經|發冷|打冷震|震|(?<!探)熱|凍|燙|滾|火|(?<![發高退])燒|出汗|冒汗|唔舒服|唔自在|而家有|緊|琴晚|尋晚|琴日|尋日|發咗|\\d+分',
);

/**
 * The writer says it is not here now: "nothing wrong at the moment", "just asking", 而家冇事,
 * 只係想知定, or a normal reading. Without it the symptom is read as said: "what do I do if I
 * get a fever? I think I have one", 擔心會發燒，個額頭好燙.
 */
const NOT_HERE_NOW = new RegExp(
  String.raw`(?<![a-z])(?:nothing wrong|nothing now|(?:i'm|i am|she's|he's|all) (?:fine|ok|okay|well)|just (?:asking|checking|wondering)|only asking|` +
    String.raw`haven't got (?:one|it|any)|not at the moment|none at the moment|no fever (?:now|at the moment)|before my next)(?![a-z])` +
    '|而家冇事|冇事嘅|只係想知|想知定|問定|預早|而家冇(?:發燒|燒)|冇發燒㗎',
);
/** A reading in the normal range ("temp was 36.6", 探熱36.5度). */
const NORMAL_READING = /(?<![\d.])3[56](?:\.\d)?(?![\d.])/;

/** Whether the symptom at `word` in `clause` is one that may come; `message` is the whole. */
export function mayCome(
  clause: string,
  word: Span,
  symptom: SymptomKey,
  message: string,
  /** The message after the clause: 如果今晚發燒，應該去邊間急症室？ asks in the next one. */
  following = '',
): boolean {
  // a fever, or a symptom that cannot be red-level (not pain: 9 or 10 out of 10 is)
  if (symptom === 'pain' || (symptom !== 'fever' && POSSIBLY_RED_SYMPTOMS.includes(symptom)))
    return false;
  // the words must stand right beside it: a few dozen characters are enough to look at
  const before = clause.slice(Math.max(0, word.start - 40), word.start);
  const after = clause.slice(word.end, word.end + 40);
  const said =
    MAY_COME_BEFORE.test(before) ||
    MAY_COME_AFTER.test(after) ||
    (IF_ZH.test(before) &&
      QUESTION_ZH.test(after.trim() ? after : following.replace(/^[，,]/, '')));
  const reassured = NOT_HERE_NOW.test(message) || NORMAL_READING.test(message);
  return said && reassured && !HERE_NOW.test(message) && !raisedReadingIn(message);
}

/** "what if I get a fever, it was 38.4 last night": a raised reading keeps the fever. */
function raisedReadingIn(message: string): boolean {
  const found = findTemperature(message);
  if (found && found.value >= ON_TREATMENT_FEVER_C) return true;
  for (const number of message.match(/\d{2,3}(?:\.\d+)?/g) ?? []) {
    const celsius = celsiusFromReading(Number(number));
    if (celsius !== null && celsius >= ON_TREATMENT_FEVER_C) return true;
  }
  return false;
}
