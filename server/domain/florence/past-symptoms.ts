import { POSSIBLY_RED_SYMPTOMS, type SymptomKey } from '../triage';

// Symptoms of long ago, said as history ("I had chest pain 2 years ago before my surgery,
// nothing now", 舊年化療嗰陣有啲氣促，而家好返晒): not this check-in's findings. Narrow on
// purpose: a chest pain read as history when it is today's is a missed red finding, so any
// word of it going on, coming back or being like today's keeps it current.

/** A time months or years back, said of when the symptom was. */
const LONG_AGO = new RegExp(
  String.raw`(?<![a-z])(?:last year|years? ago|\d+ (?:years?|months) ago|a few (?:years|months) ago|months ago|` +
    String.raw`(?:back )?in (?:19|20)\d\d|years back|when i was first diagnosed|before my (?:surgery|operation|op))(?![a-z])` +
    String.raw`|舊年|上年|前年|幾個月前|\d+個月前|[一二兩三四五六七八九十]+個月前|幾年前|\d+年前|[一二兩三四五六七八九十]+年前|好耐之前|以前做(?:化療|電療|手術)|(?:化療|電療|手術)前`,
);

/**
 * Last month: long enough ago for a symptom that cannot be red-level (上個月化療嗰陣屙過), never for
 * one that can ("had chest pain last month, ok now, gets it when I walk up the hill").
 */
const LAST_MONTH = /(?<![a-z])(?:last month|a month ago)(?![a-z])|上個月|上一個月/;

/** The symptom is said to go on, to have started then, or to be back: current after all. */
const STILL_GOING = new RegExp(
  String.raw`(?<![a-z])(?:(?<!(?:nothing|none|no problems?|no trouble|not once) )since|still|ever since|` +
    String.raw`on and off|again|until now|came back|coming back|back again|` +
    String.raw`returned|it's back|its back|is back)(?![a-z])|開始|以嚟|以來|起|仲有|仲係|又|返咗嚟|到而家`,
);

/**
 * Not over after all, said of it in its clause or the next: 但係都係痛, 未好晒, 仲痛; and "fine now"
 * that starts a new sentence ("a month ago I was fine now I'm confused").
 */
const NOT_OVER =
  /都係痛|未好|仲痛|(?<![a-z])(?:fine|ok|okay|better|good) now,?\s+(?:i'm|im|i am|i have|i've|i feel|i|he's|she's|my)(?![a-z])/;

/**
 * Said to come still, with effort, lying down, at times: "ok now, gets it on the stairs",
 * 而家冇事，行路就痛. A symptom that could be red-level is then today's.
 */
const STILL_COMES = new RegExp(
  String.raw`(?<![a-z])(?:gets? (?:it|them)|comes? (?:on|back)|brings? it on|when i (?:walk|move|rush|lie|climb|bend|exert)|` +
    // not "walking 5k most days", "walking the dog": exercise, not the symptom coming
    String.raw`on the (?:stairs|hill)|walking(?!\s+(?:\d+\s*(?:k|km|miles?)|the dog))|lying|lie (?:down|flat)|wakes? me|` +
    String.raw`each (?:evening|night|morning)|every (?:day|evening|night)|` +
    String.raw`having it now|not gone|as i type|with (?:the )?(?:spray|morphine|painkillers)|feel it)(?![a-z])` +
    '|行路|行樓梯|行斜路|行快|一郁|郁動|瞓低|就痛|會痛|就翳|又',
);

/** Over for good: 好返晒, "fully recovered", not a plain "ok now". */
const FULLY_OVER =
  /(?<![a-z])(?:fully recovered|all cleared up|completely better)(?![a-z])|好返晒|完全好返|冇晒事/;

/** A clause between the history and its "over now" that goes on with the same story (入院輸咗血). */
const SAME_STORY =
  /(?<![a-z])(?:hospital|admitted|transfus\w*|treated)(?![a-z])|入院|住院|輸(?:咗)?血|睇醫生|急症/;

/** Today's symptom compared with one of long ago: "like the one I had last year", 好似舊年咁. */
const COMPARED =
  /(?<![a-z])(?:like|same|similar|as before)(?![a-z])|好似|一樣|咁樣嘅|同.{0,6}(?:一樣|咁)/;

/** Had it then: the words of something lived through, not of now. */
const HAD_THEN =
  /(?<![a-z])(?:had|used to|i was|got|was)(?![a-z])|試過|有過|曾經|(?:屙|嘔|咳|痛|流|出|發|燒|暈|喘)過(?![上以之平琴尋前])|(?:嗰|個)陣(?:成日|經常|不時)?(?:有|都有|會)|(?:嗰|個)陣(?:成日|經常|不時)/;

/** It is over now, said in the clause or one of the two after it (上個月屙過血，入院輸咗血，而家好返晒). */
const OVER_NOW = new RegExp(
  String.raw`(?<![a-z])(?:nothing (?:like that )?(?:now|since)|(?:all )?(?:gone|fine|ok|okay|better|fully recovered|recovered|cleared up) now|` +
    String.raw`no (?:problems?|trouble|issues?) (?:now|since)|not now|not anymore|not any more|none since)(?![a-z])` +
    String.raw`|而家(?:已經)?(?:好返晒|好返(?![啲少d]|咗(?:但|啲|少少|好多))|冇事|冇晒|冇喇|冇再|正常(?!啲))|已經好返(?:晒)?|之後冇再`,
);

/**
 * A time of the last day or so ("woke me at 3am", 今朝…發作): a symptom that could be red-level
 * and is named as history is then read as today's too ("had seizures years ago, gone now,
 * but had another one last night"). 今日冇咩特別 'nothing special today' is no such time.
 */
const RECENT = new RegExp(
  // not "nothing to report today"
  String.raw`(?<![a-z])(?:(?<!nothing (?:to report |new |much )?)today|tonight|this (?:morning|afternoon|evening|week)|last night|yesterday|just now|` +
    String.raw`at (?:breakfast|lunch|dinner|tea)|woke me|in the night|\d{1,2}\s*(?:am|pm))(?![a-z])` +
    String.raw`|今朝|今日(?!冇|都冇|正常|ok|幾好|好好)|琴晚|尋晚|琴日|尋日|頭先|啱啱|今晚|呢幾日|發作|痛醒`,
);

/** A time of its own, or the symptom again: "had the same pain on Saturday", "at the weekend". */
const ANOTHER_TIME = new RegExp(
  String.raw`(?<![a-z])(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekend|days? ago|couple of days|few days|last week|` +
    String.raw`again|another)(?![a-z])|(?:星期|禮拜)[一二三四五六日天]|前日|前幾日|又|再`,
);

/** The symptom said to have come the same way again. */
const SAME_AGAIN = /(?<![a-z])(?:same|similar)(?![a-z])|一樣|同樣/;

/** Words of now: a clause with them tells of today, not of the story before it. */
const NOW =
  /(?<![a-z])(?:now|nowadays|these days|currently|at the moment|lately)(?![a-z])|而家|依家|宜家|今日|最近/;

/** Whether a symptom said in clause `index` is history, denied for today. */
export type HistoryOf = (index: number, symptom: SymptomKey) => boolean;
const NO_HISTORY: HistoryOf = () => false;

/**
 * The clauses that tell of a symptom long past: said as lived through then, over now (in that
 * clause or the next), with no word in the whole message of it going on or back, and not as a
 * comparison for today's; a symptom that could be red-level only when no recent time is named.
 */
export function historyIn(message: string, clauses: readonly string[]): HistoryOf {
  // Most messages name no time long ago: read on every turn, they stop at the first test.
  if ((!LONG_AGO.test(message) && !LAST_MONTH.test(message)) || STILL_GOING.test(message))
    return NO_HISTORY;
  const past = new Set<number>();
  const mildOnly = new Set<number>();
  const namesTheTime = new Set<number>();
  clauses.forEach((clause, index) => {
    const next = clauses[index + 1] ?? '';
    // "over now" two clauses on only when the clause between goes on with the same story
    const later = SAME_STORY.test(next) ? (clauses[index + 2] ?? '') : '';
    const overNow = [clause, next, later].some(
      (said) => OVER_NOW.test(said) || FULLY_OVER.test(said),
    );
    const notOver = NOT_OVER.test(clause) || NOT_OVER.test(next);
    // "two years ago I was in hospital with pneumonia and very short of breath": the story goes on
    // (only right after the clause that names the time, before anything says it is over)
    const goesOn =
      namesTheTime.has(index - 1) &&
      !RECENT.test(clause) &&
      !STILL_COMES.test(clause) &&
      !NOW.test(clause) &&
      !ANOTHER_TIME.test(clause) &&
      !COMPARED.test(clause);
    const longAgoHere = LONG_AGO.test(clause);
    const longAgo = longAgoHere || goesOn;
    const lastMonthHere = LAST_MONTH.test(clause);
    // last month's red-level symptom is history only as a treated episode, fully over: 上個月屙過血，
    // 入院輸咗血，而家好返晒 (not "had chest pain last month, ok now")
    const treatedAndOver = SAME_STORY.test(next) && FULLY_OVER.test(later || next);
    if (!longAgo && lastMonthHere && !treatedAndOver) mildOnly.add(index);
    const then =
      (longAgo || lastMonthHere) && (HAD_THEN.test(clause) || goesOn) && !COMPARED.test(clause);
    // told of then in its own words, and not yet said to be over: the next clause may go on
    if (
      then &&
      (longAgoHere || lastMonthHere) &&
      !OVER_NOW.test(clause) &&
      !FULLY_OVER.test(clause)
    )
      namesTheTime.add(index);
    if (then && overNow && !notOver) past.add(index);
  });
  if (past.size === 0) return NO_HISTORY;
  // a symptom that could be red-level: history only if nothing in the message says it is not
  // over (都係痛, 未好 may come clauses after the "better now")
  // nor any other time or a return told ("had the same pain on Saturday", "a couple of days ago")
  const redToo =
    !RECENT.test(message) &&
    !NOT_OVER.test(message) &&
    !STILL_COMES.test(message) &&
    !ANOTHER_TIME.test(message) &&
    !SAME_AGAIN.test(message);
  return (index, symptom) =>
    past.has(index) &&
    (!POSSIBLY_RED_SYMPTOMS.includes(symptom) || (redToo && !mildOnly.has(index)));
}
