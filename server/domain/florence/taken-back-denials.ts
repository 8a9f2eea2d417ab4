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

/** A correction: "no chest pain. Scratch that, it's been aching since lunch". */
const CORRECTION =
  /(?<![a-z])(?:actually|on second thoughts?|scratch that|come to think of it|thinking about it|now i think about it)(?![a-z])|其實|講錯/;

/** A contrast after the denial: what comes next is said instead of the word denied. */
const CONTRAST = new RegExp(
  String.raw`(?<![a-z])(?:but|just|only|more like|more of|more an?|so much as|rather|though|instead|it's more|its more)(?![a-z])` +
    '|不過|但係|但|只係|淨係|而係|反而|^[呀啊喎嘅囉啦]*\\s*[,，]?\\s*係' +
    `|${CORRECTION.source}`,
);

/** Where the sentence, or the contrast's own description, ends. */
const SENTENCE_END = /[.!?。！？\n]/;

/**
 * What the words after the contrast must hold for each symptom: its own place or name, said
 * narrowly (not the ribs, not a blood test), or a word it alone is described with (tight,
 * pressure; pink; 翳). Broad words (achy, sore, funny, heavy, 痛, 亂) describe too much else:
 * "no chest pain, just a bit achy", "not confused, just doesn't know how to use the app".
 */
const DESCRIBES: Partial<Record<SymptomKey, RegExp>> = {
  chest_pain: new RegExp(
    String.raw`(?<![a-z])(?:chest|breastbone|sternum|tight\w*|band|pressure|squeez\w*|crush\w*|weight|heaviness)(?![a-z])` +
      '|心口|胸口|翳|壓住|谷住',
  ),
  shortness_of_breath: new RegExp(
    String.raw`(?<![a-z])(?:breath\w*|can'?t get (?:enough )?air|gasp\w*)(?![a-z])|喘|唞唔|吸唔到|索唔到`,
  ),
  bleeding: new RegExp(
    String.raw`(?<![a-z])(?:blood(?!\s*(?:sugars?|pressure|counts?|tests?|results?|levels?|glucose|work|thinners?))|` +
      String.raw`bleed\w*|bled|pink|streak\w*|ooz\w*|trickl\w*)(?![a-z])` +
      '|(?<!驗|抽)血(?!壓|糖|測試|報告|小板|球)|(?:屎|大便|尿|小便|廁紙|紙巾)[^，。]{0,4}紅|滲',
  ),
  confusion: new RegExp(
    String.raw`(?<![a-z])(?:muddled|drows\w*|not making (?:much )?sense|talking (?:nonsense|rubbish|gibberish)|hallucinat\w*|` +
      String.raw`(?:didn'?t|doesn'?t|does not|did not) know who|not (?:her|him)self)(?![a-z])|認唔到|亂講|講嘢亂|懵|糊塗`,
  ),
};

/** After a correction, words that say the symptom was there after all; and any denial. */
const SAID_THERE =
  /(?<![a-z])(?:some|a (?:bit|little|touch|few)|there (?:was|is|were|has been))(?![a-z])|有啲|有少少/;
const DENIED =
  /(?<![a-z])(?:no|none|not|nothing|never|fine|ok|okay|good|well|better)(?![a-z])|n't|冇|唔|無|正常|冇事/;

/** Broad words of a pain, read only after a correction ("scratch that, it's been aching"). */
const ACHES =
  /(?<![a-z])(?:ach\w*|hurt\w*|sore|pain\w*|discomfort|uncomfortable|heavy|burn\w*|sharp|stabb\w*|twinge\w*)(?![a-z])|痛|翳/;

/**
 * Another part of the body, the whole body or another cause: "no chest pain, just a tight
 * throat", "the scar is tight", "pressure in my ears", "just the red from the beetroot".
 */
const ELSEWHERE = new RegExp(
  String.raw`(?<![a-z])(?:throat|stomach|tummy|belly|back|head\w*|arms?|legs?|neck|shoulders?|hands?|feet|foot|mouth|eyes?|skin|` +
    String.raw`knees?|hips?|ribs?|armpits?|wrists?|elbows?|bum|bottom|gums?|tongue|nipples?|boobs?|joints?|muscles?|bones?|ears?|` +
    String.raw`all over|everywhere|body|limbs|scar|wound|incision|stitches|drain|port|bra|strap|breasts?|catheter|cannula|injection|` +
    String.raw`periods?|beetroot|beets|sugars?)(?![a-z])` +
    '|喉|肚|胃|背|頭|手|腳|(?<![心胸])口|牙|腰|屁股|關節|耳|全身|周身|傷口|疤',
);

/** Blood is said where it is seen: "just pink when I pee", 只係屙屎有啲紅. */
const OUTPUTS: readonly SymptomKey[] = ['diarrhoea', 'urinary', 'vomiting', 'constipation'];
const whereBloodIs = (symptom: SymptomKey, word: SymptomWord) =>
  symptom === 'bleeding' && OUTPUTS.includes(word.symptom);

/** The chest named after the pain word: the pain denied was then placed there. */
const CHEST = /(?<![a-z])(?:chest|breastbone|sternum)(?![a-z])|心口|胸口/;
const chestNamedAfter = (message: string, own: ReadonlyArray<PhraseMatch<unknown>>) =>
  CHEST.test(message.slice(own[0]!.end));

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
    if (!mention.negated) continue;
    // 唔係痛，係好似有嘢壓住心口: a pain denied, then placed in the chest, is chest pain
    const symptom = mention.symptom === 'pain' ? 'chest_pain' : mention.symptom;
    if (!TAKEN_BACK.includes(symptom)) continue;
    const own = words.filter((word) => word.value && isWordOf(word.value, symptom));
    const takenBack = own.find((word) => takesBack(message, word, words, symptom));
    if (!takenBack || (mention.symptom === 'pain' && !chestNamedAfter(message, own))) continue;
    mention.negated = false;
    mention.symptom = symptom;
    // "no blood in my poo, scratch that, there was some": the sign the phrase names is said
    if (mention.flagsOnly) {
      delete mention.flagsOnly;
      mention.details = { ...mention.details, flags: { ...takenBack.value!.flags } };
    }
  }
  // a pain placed in the chest when chest pain is already named: one mention, reported if either is
  return mentions.filter((mention, index) => {
    const first = mentions.findIndex((other) => other.symptom === mention.symptom);
    if (first === index) return true;
    mentions[first]!.negated &&= mention.negated;
    return false;
  });
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
  // in the same sentence, or opening the next one ("No chest pain. Just a tightness there")
  const end = SENTENCE_END.exec(after);
  if (end && end.index < contrast.index && after.slice(end.index + 1, contrast.index).trim() !== '')
    return false;
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
  if (
    words.some(
      (other) =>
        other.start > word.end &&
        other.start < from &&
        other.value &&
        !whereBloodIs(symptom, other.value),
    )
  )
    return false;
  const description = message.slice(from, to);
  if (ELSEWHERE.test(description)) return false;
  // a correction takes the word back whole: any word of the chest's pain then describes it
  const corrected = CORRECTION.test(contrast[0]);
  // and "scratch that, there was some this morning" says it was there, of any of them
  const saidThere = corrected && SAID_THERE.test(description) && !DENIED.test(description);
  return (
    DESCRIBES[symptom]!.test(description) ||
    (corrected && symptom === 'chest_pain' && ACHES.test(description)) ||
    saidThere
  );
}
