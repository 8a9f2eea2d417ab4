// A safety net under the reading: a message that names the chest, the breath, blood or a
// muddled mind in words Florence could not read as a symptom, either way, gets the red-flag
// screen next, before anything else, instead of last. Each new author of check-ins found words
// the vocabularies lacked ("that tight heavy feeling in my chest", "can't get to the end of a
// sentence without stopping for breath"); the patient who wrote them answers "chest pain" to
// one plain question. The screen is asked once either way: a false alarm here only asks it
// sooner, so the words are broad on purpose, less what patients name often for other reasons
// (a chest X-ray or port, a blood transfusion, 白血球, fresh air, a puffy face on steroids).
import type { SymptomKey } from '../triage';
import type { MessageReading } from './reading';

/** The body words of each red-level symptom of the screen. */
const RED_AREA_WORDS: ReadonlyArray<readonly [SymptomKey, RegExp]> = [
  [
    'chest_pain',
    new RegExp(
      String.raw`(?<!(?:port|line|picc|hickman|nodules?|drain|tube)[^.,;!?]{0,15})(?<![a-z])(?:chest|ribs?|sternum|breastbone)` +
        String.raw`(?![a-z])(?!\s*(?:x-?rays?|ct|scans?|ports?|lines?|hair|drains?|infection last))` +
        '|心口(?![^，。,.]{0,4}(?:喉|管))|胸(?!肺|毛|部?x|部?X|肺炎)|肋骨',
    ),
  ],
  [
    'shortness_of_breath',
    new RegExp(
      String.raw`(?<![a-z])(?:breath(?:e|ing|less\w*)?|puffed|puffing|out of puff|wheez\w*|gasp\w*|suffocat\w*|drowning|lungs?|` +
        String.raw`lips? (?:\w+ )?(?:blue|grey|gray))(?![a-z])(?!\s*(?:test|of fresh air))(?<!deep breath)` +
        String.raw`|(?<![a-z])air(?![a-z])(?!\s*(?:con|fryer|bed|port|line|mattress))(?<!(?:fresh|by|open|the|on|room) air)` +
        '|氣促|喘|呼吸|唞氣|透唔|唞唔|索唔到氣|扯氣|吸唔到|肺(?!炎)|嘴唇(?:[^，。]{0,2})紫',
    ),
  ],
  [
    'bleeding',
    new RegExp(
      String.raw`(?<![a-z])(?:blood\w*(?!\s*(?:tests?|pressure|sugars?|glucose|counts?|results?|work|levels?|appointment|transfusions?))|` +
        String.raw`bleed\w*|bled|clots?|pink froth\w*|bruis\w*)(?![a-z])(?<!(?:the )?bloods)` +
        '|(?<!驗|抽|抽完|輸|白|薄|瘀)血(?!壓|糖|測試|報告|小板|色素|球|針)|紅色|瘀青',
    ),
  ],
  [
    'confusion',
    new RegExp(
      String.raw`(?<![a-z])(?:confused|confusion|muddled|drows\w*|not making (?:much )?sense|not (?:her|him)self|not with it|` +
        String.raw`gibberish|hard to wake|won't wake|hallucinat\w*|didn't know who|doesn't know who|keep (?:his|her|my) eyes open|` +
        String.raw`slurr\w*|drifting in and out)(?![a-z])` +
        '|好亂|亂講|講嘢亂|亂晒|糊塗|認唔到|叫唔醒|黐線|懵|唔清醒|呆咗|傻咗|答非所問|唔存在',
    ),
  ],
];

/**
 * The red-level symptoms whose body words `message` names while `reading` neither reports nor
 * denies them (`message` as the reader saw it, lower case).
 */
export function unreadRedArea(message: string, reading: MessageReading): SymptomKey[] {
  const read = new Set(reading.mentions.map((mention) => mention.symptom));
  return redAreasNamed(message).filter((symptom) => !read.has(symptom));
}

/** The red-level symptoms whose body words `message` names ("yes, the chest one", 心口). */
export function redAreasNamed(message: string): SymptomKey[] {
  return RED_AREA_WORDS.filter(([, words]) => words.test(message)).map(([symptom]) => symptom);
}
