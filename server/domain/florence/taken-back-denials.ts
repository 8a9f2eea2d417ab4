// A denial taken back in the same breath: "no chest pain as such, just a tight band across it",
// "not breathless exactly, just can't get enough air in", 冇流血，只係廁紙有啲紅. The patient
// disputes the word, not the feeling: what follows the "but" or "just" describes the same
// symptom in other words, so the denial does not stand. Only for the red-level symptoms, where
// a denial wrongly believed is a missed 999; read the safe way, the symptom is then asked
// about (breathless at rest? bleeding still going on?) or, for the chest, treated as chest pain.
import type { SymptomKey } from '../triage';
import { isDenied } from './clause-details';
import type { SymptomMention } from './reading';
import type { SymptomWord } from './symptom-words';
import type { PhraseMatch } from './text-scan';
import { redAreasNamed } from './unread-red-words';

/** A contrast after the denial: what comes next is said instead of the word denied. */
const CONTRAST =
  /(?<![a-z])(?:but|just|only|more like|more of|rather|though|instead|it's more|its more)(?![a-z])|不過|但係|但|只係|淨係|而係|反而|^[呀啊喎嘅囉啦]*\s*[,，]?\s*係/;

/** Where the sentence, or the contrast's own description, ends. */
const SENTENCE_END = /[.!?。！？\n]/;

/** Words that describe each symptom without naming it. */
const DESCRIBES: Partial<Record<SymptomKey, RegExp>> = {
  chest_pain: new RegExp(
    String.raw`(?<![a-z])(?:tight\w*|heav(?:y|iness)|pressure|press\w*|squeez\w*|band|weight|discomfort|uncomfortable|` +
      String.raw`ach(?:e|es|ing|y)|burn\w*|sharp|stabb\w*|crush\w*|funny|weird|odd|strange|niggl\w*|twinge\w*|hurts?|sore)(?![a-z])` +
      '|翳|壓|悶|谷住|緊|痛|刺|怪怪|唔舒服|重',
  ),
  shortness_of_breath: new RegExp(
    String.raw`(?<![a-z])(?:air|puff\w*|gasp\w*|wind(?:ed)?|catch (?:my |her |his )?breath|pant\w*)(?![a-z])` +
      '|喘|唞|索|吸唔|透唔',
  ),
  bleeding: new RegExp(
    String.raw`(?<![a-z])(?:pink|red|blood\w*|spots?|streak\w*|drops?|stain\w*|ooz\w*|trickl\w*)(?![a-z])` +
      '|紅|血|滲',
  ),
  confusion: new RegExp(
    String.raw`(?<![a-z])(?:mixed up|vague|odd things|strange things|not right in (?:the|his|her) head|` +
      String.raw`doesn'?t know|didn'?t know|wandering|away with the fairies|talking nonsense|rambling)(?![a-z])` +
      '|唔知自己|亂|懵|怪怪地|認唔到',
  ),
};

/**
 * Another part of the body, the whole body or another cause: "no chest pain, just a tight
 * throat", "just heavy all over", "the scar is tight", "just the red from the beetroot".
 */
const ELSEWHERE = new RegExp(
  String.raw`(?<![a-z])(?:throat|stomach|tummy|belly|back|head|arms?|legs?|neck|shoulders?|hands?|feet|foot|mouth|eyes?|skin|` +
    String.raw`all over|everywhere|body|limbs|scar|wound|incision|stitches|drain|port|bra|strap|breasts?|beetroot|beets)(?![a-z])` +
    '|喉|肚|胃|背|頭|手|腳|口|全身|周身|傷口|疤',
);

/** Blood is said where it is seen: "just pink when I pee", 只係屙屎有啲紅. */
const OUTPUTS: readonly SymptomKey[] = ['diarrhoea', 'urinary', 'vomiting', 'constipation'];
const whereBloodIs = (symptom: SymptomKey, word: SymptomWord) =>
  symptom === 'bleeding' && OUTPUTS.includes(word.symptom);

/** The chest named after the pain word: the pain denied was then placed there. */
const chestNamedAfter = (message: string, own: ReadonlyArray<PhraseMatch<unknown>>) =>
  redAreasNamed(message.slice(own[0]!.end)).includes('chest_pain');

const TAKEN_BACK: readonly SymptomKey[] = [
  'chest_pain',
  'shortness_of_breath',
  'bleeding',
  'confusion',
];

/** Words of `symptom` in the message; a pain word may carry the chest ("pain in my chest"). */
const isWordOf = (word: SymptomWord, symptom: SymptomKey) =>
  word.symptom === symptom || (symptom === 'chest_pain' && word.symptom === 'pain');

/**
 * Un-denies each red-level mention whose denial the message takes back (`words`: the symptom
 * words found in `message`, in order). Mutates and returns `mentions`.
 */
export function withDenialsTakenBack(
  message: string,
  words: ReadonlyArray<PhraseMatch<SymptomWord | null>>,
  mentions: SymptomMention[],
): SymptomMention[] {
  for (const mention of mentions) {
    if (!mention.negated || mention.flagsOnly) continue;
    // 唔係痛，係好似有嘢壓住心口: a pain denied, then placed in the chest, is chest pain
    const symptom = mention.symptom === 'pain' ? 'chest_pain' : mention.symptom;
    if (!TAKEN_BACK.includes(symptom)) continue;
    const own = words.filter((word) => word.value && isWordOf(word.value, symptom));
    const takenBack = own.some((word) => takesBack(message, word, words, symptom));
    if (!takenBack || (mention.symptom === 'pain' && !chestNamedAfter(message, own))) continue;
    mention.negated = false;
    mention.symptom = symptom;
  }
  return mentions;
}

function takesBack(
  message: string,
  word: PhraseMatch<SymptomWord | null>,
  words: ReadonlyArray<PhraseMatch<SymptomWord | null>>,
  symptom: SymptomKey,
): boolean {
  // denied by a cue of its own, in its own clause (not as history or someone else's)
  const clauseStart = Math.max(
    ...[',', ';', '，', '；', '.', '。'].map((mark) => message.lastIndexOf(mark, word.start - 1)),
  );
  if (!isDenied(message.slice(clauseStart + 1, word.start), word.start - clauseStart - 1, []))
    return false;
  const after = message.slice(word.end);
  const contrast = CONTRAST.exec(after);
  if (!contrast) return false;
  const from = word.end + contrast.index + contrast[0].length;
  // the description runs to the sentence's end, or to the next symptom said in its own words
  const nextOther = words.find(
    (other) =>
      other.start >= from &&
      other.value &&
      !isWordOf(other.value, symptom) &&
      !whereBloodIs(symptom, other.value),
  );
  const sentenceEnd = SENTENCE_END.exec(message.slice(from));
  const to = Math.min(
    nextOther?.start ?? Infinity,
    sentenceEnd ? from + sentenceEnd.index : Infinity,
    message.length,
  );
  // the contrast must come before anything else is said ("no chest pain, then a cough, but …")
  if (words.some((other) => other.start > word.end && other.start < from && other.value))
    return false;
  const description = message.slice(from, to);
  if (redAreasNamed(description).includes(symptom)) return true;
  // what follows is another symptom, in its own words ("no bleeding, just a red rash")
  if (nextOther && nextOther.start === to) return false;
  return DESCRIBES[symptom]!.test(description) && !ELSEWHERE.test(description);
}
