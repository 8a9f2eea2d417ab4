// What a clause says read with the clauses beside it: a question the writer asks herself and
// answers no ("bowels going loose? no"), and a soreness said after mouth ulcers or a rash,
// which is theirs, not a new pain (口瘡返咗嚟，3分，食嘢會痛).
import { POSSIBLY_RED_SYMPTOMS, type SymptomKey } from '../triage';
import type { SymptomMention } from './reading';
import type { Span } from './text-scan';

/** What these rules read of a clause. */
interface ReadClause {
  text: string;
  mentions: SymptomMention[];
}

/** The answer no, opening a clause. */
const NO_ANSWER = new RegExp(
  // the whole clause: "no change still 9" and 冇減過 are no answer no
  String.raw`^\s*(?:no|nope|nah|none|not really)\s*[.!]?\s*(?:(?:all )?(?:good|normal|fine|ok|okay)|thanks?|thank you)?\s*[.!]?\s*$` +
    '|^\\s*(?:冇|無|沒有)\\s*[呀啊喎㗎]?\\s*$',
);

/** A question about easing or a rating, to which "no" means the symptom is still there. */
const STILL_THERE_IF_NO =
  /\d|(?<![a-z])(?:eas\w*|better|help\w*|settl\w*|gone|go away|went|control\w*|improv\w*|stopp?\w*|relie\w*|work\w*)(?![a-z])|好轉|減輕|好返|好咗|止|停/;
/** What may follow the "no": "all normal", "fine thanks". */
const ALL_WELL =
  /^\s*(?:all )?(?:good|normal|fine|ok|okay|as usual|thanks?|thank you)[\s.!,]*(?:thanks?|thank you)?[\s.!]*$|^\s*(?:正常|冇事|ok)\s*$/;

/**
 * "bowels going loose? no, all normal": a question the writer asks herself, answered no. Only
 * of a symptom that cannot be red-level: "chest pain? no, just a bit tight" is asked about.
 */
export function askedAndAnsweredNo(
  message: string,
  spans: readonly Span[],
  index: number,
): boolean {
  const [clause, answer, after] = [spans[index]!, spans[index + 1], spans[index + 2]];
  return (
    answer !== undefined &&
    /[?？]/.test(message.slice(clause.end, answer.start)) &&
    // not a question whether it eased: "has the 9/10 pain eased? no" is the pain still there
    !STILL_THERE_IF_NO.test(message.slice(clause.start, clause.end)) &&
    NO_ANSWER.test(message.slice(answer.start, answer.end)) &&
    // and nothing after it but a word that all is well: "…? no, I mean it's 9 out of 10" is 9
    (after === undefined || ALL_WELL.test(message.slice(after.start)))
  );
}

/** A clause that only says it hurts: "v sore", "really painful", 好痛, 痛到死. */
const BARE_SORENESS = new RegExp(
  String.raw`^\s*(?:and\s+|but\s+|it'?s\s+|it is\s+|they'?re\s+|they are\s+)?` +
    String.raw`(?:very\s+|really\s+|so\s+|quite\s+|a bit\s+|bit\s+|super\s+)?` +
    String.raw`(?:sore|painful|hurts?|hurting|stings?|stinging|raw|tender)\s*[.!?]*\s*$` +
    String.raw`|^\s*(?:佢話|但係|又|仲)?(?:好|勁|非常|十分|有啲|有少少|少少)?(?:痛|刺痛)(?:到死|到喊|得滯)?\s*[。！？!?]*\s*$`,
);
/** After mouth sores, only: it hurts to eat or swallow ("eating hurts", 食嘢好痛). */
const HURTS_TO_EAT = new RegExp(
  String.raw`^\s*(?:and\s+|but\s+)?(?:(?:eating|drinking|swallowing|talking)(?:'s\s+|\s+is\s+|\s+)` +
    String.raw`(?:very\s+|really\s+|so\s+|a bit\s+)?(?:sore|painful|hurts?|hurting|stings?)` +
    String.raw`|(?:it\s+)?(?:hurts?|stings?)\s+(?:to|when i|when she|when he)\s+(?:eat|drink|swallow|talk)` +
    // "but still sore when I eat"
    String.raw`|(?:still\s+)?(?:sore|painful)\s+(?:to|when i|when she|when he)\s+(?:eat|drink|swallow|talk))` +
    // "eating's sore - moderate as well": the ulcers' rating after it
    String.raw`(?:\s*[-–,]?\s*(?:mild|moderate|severe|bad)(?:\s+as well|\s+too)?)?\s*[.!?]*\s*$` +
    String.raw`|^\s*(?:佢話|但係|又|仲)?(?:食嘢|食飯|食|飲嘢|飲水|飲|吞嘢|吞|講嘢)(?:嗰陣|時|都|就|會)*` +
    String.raw`(?:好|勁|非常|十分|有啲|有少少|少少)?(?:痛|刺痛)(?:到死|到喊|得滯)?\s*[。！？!?]*\s*$` +
    // sore 到淨係食得粥水 'so sore I can only take congee water'
    String.raw`|^\s*(?:sore|痛)\s*到[^，。,.!?；]{0,12}(?:食|飲|吞)`,
);
/** Symptoms whose soreness is their own, not a pain of its own: mouth ulcers, a rash. */
const SORE_SYMPTOMS: readonly SymptomKey[] = ['mouth_sores', 'skin'];

/**
 * "mouth ulcers are back since wed, v sore": a clause that only says it hurts, right after a
 * clause about mouth sores or the skin, is that symptom's soreness (the rulebook grades it
 * on the symptom's own scale), not a new pain to ask about.
 */
export function soresOwnSoreness(clause: ReadClause, previous: ReadClause | undefined): boolean {
  const [only] = clause.mentions;
  const named = previous?.mentions.at(-1);
  return (
    clause.mentions.length === 1 &&
    only?.symptom === 'pain' &&
    !only.negated &&
    !only.details.location &&
    named !== undefined &&
    !named.negated &&
    SORE_SYMPTOMS.includes(named.symptom) &&
    (BARE_SORENESS.test(clause.text) ||
      (named.symptom === 'mouth_sores' && HURTS_TO_EAT.test(clause.text)))
  );
}

/** Mentions of a clause asked and answered no: denied, unless they could be red-level. */
export function denyAnsweredNo(mentions: readonly SymptomMention[]): void {
  // nor pain, red at 9 or 10 out of 10
  for (const mention of mentions)
    if (!POSSIBLY_RED_SYMPTOMS.includes(mention.symptom) && mention.symptom !== 'pain')
      mention.negated = true;
}

/** A clause that is only a rating: "3", "3/5", 3分, 三分, "severe", 嚴重. */
const RATING_ONLY =
  /^\s*(?:\d+(?:\.\d+)?(?:\s*\/\s*\d+)?|\d+\s*分|[一二三四五六七八九十]+\s*分|mild|moderate|severe|bad|(?:好|非常)?嚴重|輕微|中等)\s*[.!?。！？]*\s*$/;

/** A clause that only says how it is going: "much better than last week", 好返啲. */
const PROGRESS_ONLY = new RegExp(
  String.raw`^\s*(?:(?:it'?s|they'?re|they are|it is)\s+)?(?:much\s+|a bit\s+|a little\s+|slightly\s+|getting\s+)?` +
    String.raw`(?:better|improving|healing|settling|easing)(?:\s+than\s+(?:last week|yesterday|before|it was))?(?:\s+now)?\s*[.!?]*\s*$` +
    '|^\\s*(?:好返啲|好咗啲|好返好多|好咗好多|開始好返)\\s*[。！？]*\\s*$',
);

/**
 * The clause that last named a symptom, looking back past clauses that are only a rating
 * (口瘡返咗嚟，3分，食嘢會痛), not past any other ("mouth ulcers, chest, painful" is a pain in
 * the chest, not the ulcers').
 */
export function namedBeforeRatings<T extends ReadClause>(clauses: readonly T[]): T | undefined {
  for (let index = clauses.length - 1; index >= 0; index--) {
    const clause = clauses[index]!;
    if (clause.mentions.length > 0) return clause;
    if (!RATING_ONLY.test(clause.text) && !PROGRESS_ONLY.test(clause.text)) return undefined;
  }
  return undefined;
}
