// A safety net under the reading: a message that names the chest, the breath, blood or a
// muddled mind in words Florence could not read as a symptom, either way, gets the red-flag
// screen next, before anything else, instead of last. Each new author of check-ins found words
// the vocabularies lacked ("that tight heavy feeling in my chest", "can't get to the end of a
// sentence without stopping for breath"); the patient who wrote them answers "chest pain" to
// one plain question. The screen is asked once either way: a false alarm here only asks it
// sooner, so the words are broad on purpose.
import type { SymptomKey } from '../triage';
import type { MessageReading } from './reading';

/** The body words of each red-level symptom of the screen. */
const RED_AREA_WORDS: ReadonlyArray<readonly [SymptomKey, RegExp]> = [
  ['chest_pain', /(?<![a-z])chest|心口|胸/],
  [
    'shortness_of_breath',
    /(?<![a-z])(?:breath\w*|air|puff\w*|wheez\w*|gasp\w*|suffocat\w*|oxygen|sats)(?![a-z])|氣促|喘|呼吸|唞氣|透氣|唞唔|透唔/,
  ],
  [
    'bleeding',
    /(?<![a-z])(?:blood(?!\s*(?:tests?|pressure|sugars?|counts?|results?|work))|bleed\w*|bled|clots?)(?![a-z])|(?<!驗|抽|血壓|血糖)血(?!壓|糖|測試|報告)/,
  ],
  [
    'confusion',
    /(?<![a-z])(?:confus\w*|muddl\w*|drows\w*|not making sense|not (?:her|him)self|wander\w*|gibberish|hard to wake|won't wake)(?![a-z])|亂|糊塗|認唔到|叫唔醒|黐線|瞓極/,
  ],
];

/**
 * The red-level symptoms whose body words `message` names while `reading` neither reports nor
 * denies them (`message` as the reader saw it, lower case).
 */
export function unreadRedArea(message: string, reading: MessageReading): SymptomKey[] {
  const read = new Set(reading.mentions.map((mention) => mention.symptom));
  return RED_AREA_WORDS.filter(([symptom, words]) => !read.has(symptom) && words.test(message)).map(
    ([symptom]) => symptom,
  );
}
