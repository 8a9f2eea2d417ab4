// Reads the details in one clause of a message: ratings, numbers with units, words for
// severity and frequency, where the pain is, and flags. Which symptom they belong to
// is decided in understand.ts.
import { CONDITIONAL } from './conditions';
import { NUMBER, parseNumber } from './numbers';
import { colourOfOutputBefore, colourSignsIn } from './output-colours';
import {
  BASELINE_CUES,
  FREQUENCY_CUES,
  FREQUENCY_PHRASES,
  NEGATION_CUES,
  SEVERITY_PHRASES,
  UNCHANGED_PHRASES,
} from './answer-words';
import {
  BODY_LOCATIONS,
  BLOOD_SAID_LATER,
  FLAG_PATTERNS,
  SAID_FLAG_PATTERNS,
  FLAG_PHRASES,
  MINOR_BLEEDING_SITE,
  NOT_LOCATIONS,
  RELIEF_AT_REST,
  type BodyLocation,
} from './detail-words';
import {
  celsiusFromReading,
  findBareNumbers,
  findDuration,
  findEpisodeCount,
  findMark,
  findRating,
  findTemperature,
  mostAbnormalTemperature,
} from './measurements';
import type { FrequencyAnswer, SeverityAnswer } from '../triage';
import type { FindingDetails, FindingFlags, FlagName } from './reading';
import { findAll, findPhrases, overlapsAny, shift, spanOf, type Span } from './text-scan';

/**
 * A Chinese cue right before the word, with at most two short fillers: 冇發燒, 冇再嘔,
 * 唔覺得攰, 冇真係嘔, 未試過咳, 冇見到有血 ("saw no blood").
 */
// The body part may stand between the cue and the word: 冇肚痛, 唔胃痛, 冇心口痛. 有冇 'whether'
// is a question's echo (醫生問我有冇腰痛), no denial.
const CHINESE_NEGATION =
  /(?:(?<!有)冇|沒有|沒|無|唔|不|未有|未|並無)(?:真係|再|點|有|係|覺得|覺|會|曾經|試過|點樣|乜|咩|見到|見|睇到|發現|留意到|任何|邊度|邊處|乜嘢地方){0,2}(?:肚仔|肚|胃|腰|背脊|背|腳|手|喉嚨|喉|膊頭|關節|心口|胸口)?\s*$/u;

/**
 * Whether the word starting at `at` is denied: by an English cue earlier in the clause
 * ("I don't have a fever") or a Chinese cue right before it (冇發燒). Cues inside
 * `shielded` spans do not count: 'not' in 'not sure', 冇 in 冇胃口, 唔 in 唔係好.
 */
export function isDenied(clause: string, at: number, shielded: readonly Span[]): boolean {
  const before = clause.slice(0, at);
  const chinese = CHINESE_NEGATION.exec(before);
  if (chinese && !overlapsAny({ start: chinese.index, end: at }, shielded)) return true;
  return findPhrases(before, NEGATION_CUES, shielded).length > 0;
}

/** 有冇 'whether' right before the word (and its body part): the echo of a question. */
const ECHOED_QUESTION =
  /有冇(?:真係|覺得|試過|見到|發現|留意到)?(?:肚仔|肚|胃|腰|背脊|背|腳|手|喉嚨|喉|膊頭|關節|心口|胸口)?\s*$/;
/**
 * The answer to it: the rest of its clause or the next clause, all of it 冇 or 有 with no more
 * than a particle ("？冇", "我話有", "呢啲全部都冇", "：有少少"); not 有啲頭痛, another symptom.
 */
const ECHO_ANSWER =
  /^[\s：:？?]*(?:我話|我答|佢話|答案係|話|呢啲全部都|全部都|都)?\s*(冇|無|沒有|有)(?:少少|啲|呀|啊|喇|嘅|㗎)?[\s！!。.？?]*$/;

/**
 * What takes a 'no' back, in the clause right after it: 其實 'actually', 先會 'only when',
 * 除非, or a bare 'but there is (a little)' (不過有少少); not 但係有少少咳, another symptom.
 */
const CORRECTED = /^\s*(?:其實|不過|但係?)?\s*(?:都)?有(?:少少|啲|時)?\s*$|其實|先會|除非/;

/**
 * 醫生問我有冇心口痛，我話冇; 有冇發燒：冇: a symptom named in an echoed question is what the
 * answer to it says; 'unanswered' when none follows (我唔知有冇發燒: not denied, asked about);
 * null when it is no echo.
 */
export function answerToEchoedQuestion(
  clause: string,
  word: Span,
  rest: string,
): 'yes' | 'no' | 'unanswered' | null {
  if (!ECHOED_QUESTION.test(clause.slice(0, word.start))) return null;
  return answerAfterEcho(rest);
}

/** The answer in `rest`, the text after an echoed question (see answerToEchoedQuestion). */
export function answerAfterEcho(rest: string): 'yes' | 'no' | 'unanswered' {
  const parts = rest.split(/[，,；;。.!！]/);
  for (const [at, part] of parts.slice(0, 2).entries()) {
    const answer = ECHO_ANSWER.exec(part);
    if (!answer) continue;
    if (answer[1] === '有') return 'yes';
    // 我話冇，其實有少少; 冇，行樓梯先會: a 'no' taken back or qualified is no denial
    return CORRECTED.test(parts[at + 1] ?? '') ? 'unanswered' : 'no';
  }
  return 'unanswered';
}

/**
 * Whether the clause denies what is said at `word`. A symptom or sign named inside a condition
 * ("no chest pain except when I cough": the cough; "no blood except when I wipe after a poo":
 * the blood in it) is not under the denial before the condition (conditions.ts).
 */
export function deniedInClause(clause: string, word: Span, shielded: readonly Span[]): boolean {
  const condition = CONDITIONAL.exec(clause);
  const from = condition && word.start >= condition.index ? condition.index : 0;
  const shields = shielded.filter((span) => span.start >= from).map((span) => shift(span, from));
  return isDenied(clause.slice(from), Math.max(0, word.start - from), shields);
}

/**
 * 'Never' is a frequency only as the answer itself: in "never had it before" it says
 * the symptom is new, and reading it as 'never' would deny the symptom.
 */
const NEVER_WORDS = new Set(['never', '從不']);
const isWholeAnswer = (clause: string, match: Span) =>
  clause.slice(0, match.start).trim() === '' &&
  /^[\s.,!?。，！？呀啦囉喇]*$/.test(clause.slice(match.end));

const MILD_WORDS = new Set(['a bit', 'a little', 'mild', '少少', '輕微']);
const ENDS_CLAUSE =
  /^[\s.!?。！？呀啦囉喇㗎]*(?:now|today|tho|though|too|again|呀|啦|囉)?[\s.!?。！？]*$/;
const NOT_VERY = new Set(['唔係好', '唔太', '不太']);
/**
 * 少少 after a verb is an amount of what is done, not how bad the symptom is: 做少少家務都要坐低
 * 'even a little housework and I must sit down' says the tiredness is bad.
 */
const AMOUNT_OF_A_DOING = /(?:做|行|郁|搬|執|煮|洗|講)(?:咗|完)?$/;
/** What follows 'not very' is a symptom word, a word of severity, or nothing more. */
function qualifiesSymptom(clause: string, match: Span, symptomSpans: readonly Span[]): boolean {
  const after = clause.slice(match.end).trim();
  return (
    after.length <= 1 ||
    symptomSpans.some((span) => span.start === match.end) ||
    /^(?:嚴重|辛苦|舒服|勁)/.test(after)
  );
}

/** Less than once: 平時一日都冇一次, "normally not even once a day", "usually less than once". */
const LESS_THAN_THE_COUNT = /冇|唔夠|不到|少過|less than|not even|under|fewer than/;
/** A usual amount counted over more than a day: "twice a week", 一個禮拜兩次. */
const OVER_DAYS = new RegExp(
  String.raw`week|fortnight|month|once every|every (?:other|few|couple of|\d+|two|three|four) days?` +
    '|禮拜|星期|週|個月|隔日|(?:[兩二三四五六七八九十]|\\d+)日(?:先)?一次',
);
/** A usual amount of something else: "normally I take imodium twice a day", 平時食三餐. */
const NOT_BOWELS =
  /(?<![a-z])(?:take|took|taking|eat|ate|eating|meals?|tablets?|pills?|imodium|loperamide|rung|ring|call|phone|drink|sleep)(?![a-z])|食|藥|飲|瞓|打電話/;

/** The usual count a day, said after a baseline cue; 0 when less than once a day. */
function usualCount(text: string): ReturnType<typeof findEpisodeCount> {
  const found = findEpisodeCount(text);
  if (!found) return null;
  // "normally once or twice": the lower, so that the count above usual is never made smaller
  const usual = {
    ...found,
    value: Math.min(...found.spans.map((span) => span.value)),
  };
  const lessThanDaily =
    LESS_THAN_THE_COUNT.test(text.slice(0, usual.start)) || OVER_DAYS.test(text);
  return lessThanDaily ? { ...usual, value: 0 } : usual;
}

/**
 * Episodes counted in a clause. With a usual amount named ("8 or 9 times today, normally
 * once a day", 今日屙咗五次，平時一日一次) the count is the one said before it, less the
 * usual: diarrhoea is graded by stools above usual. A usual amount alone counts nothing.
 */
function countAboveBaseline(clause: string): ReturnType<typeof findEpisodeCount> {
  const baseline = findPhrases(clause, BASELINE_CUES)[0];
  if (!baseline) return findEpisodeCount(clause);
  const said =
    findEpisodeCount(clause.slice(0, baseline.start)) ?? countAlone(clause, baseline.start);
  if (!said) return null;
  const usual = usualCount(clause.slice(baseline.start));
  const shifted = (usual?.spans ?? []).map((span) => ({
    ...span,
    start: span.start + baseline.start,
    end: span.end + baseline.start,
  }));
  const value = usual ? Math.max(0, said.value - usual.value) : said.value;
  return { ...said, value, spans: [...said.spans, ...shifted] };
}

/** "six today, normally once": a number alone before the usual amount is the count. */
const NUMBER_ALONE = new RegExp(
  String.raw`^\s*(${NUMBER})\s*(?:today|so far|since this morning|in 24 hours|今日)?\s*[,，]?\s*$`,
);
function countAlone(clause: string, baselineStart: number): ReturnType<typeof findEpisodeCount> {
  const alone = NUMBER_ALONE.exec(clause.slice(0, baselineStart));
  const value = alone ? parseNumber(alone[1]!) : null;
  if (!alone || value === null || !Number.isInteger(value)) return null;
  const start = alone[0].indexOf(alone[1]!);
  const count = { start, end: start + alone[1]!.length, value };
  return { ...count, spans: [count] };
}

/**
 * The usual amount said in a clause of its own, after the count ("7 times today, normally
 * once", 今日屙咗七次，平時一日一次): null when the clause says none, or counts before it.
 */
export function usualAmountAlone(clause: string): number | null {
  const baseline = findPhrases(clause, BASELINE_CUES)[0];
  if (!baseline || findEpisodeCount(clause.slice(0, baseline.start))) return null;
  if (NOT_BOWELS.test(clause)) return null;
  return usualCount(clause.slice(baseline.start))?.value ?? null;
}

/**
 * A reading written with its decimal, 35.0-42.9 (°C) or 95.0-107.0 (°F): never a rating or a
 * count. A whole number ('38') is left to the question asked: it may be an age.
 */
function isBodyTemperature(value: number): boolean {
  return !Number.isInteger(value) && inBodyRange(value);
}

function inBodyRange(value: number): boolean {
  return (value >= 35 && value <= 42.9) || (value >= 95 && value <= 107);
}

/** A weight, a pulse or a sum: its ".0" is no reading ("weight 100.0 today"). */
const NOT_A_TEMPERATURE =
  /(?<![a-z])(?:weight|weigh\w*|kg|kilos?|lbs?|stone|pulse|hr|heart rate|bill|cost|paid)(?![a-z])|\$|£|公斤|磅/;
const DECIMAL_WRITTEN = /(?<![\d.])\d{2,3}[.點]\d+(?![\d.])/;

/** The numbers written with a decimal point ("37.0" is 37, written as a reading is). */
function decimalsWritten(clause: string): number[] {
  if (NOT_A_TEMPERATURE.test(clause)) return [];
  return findAll(clause, DECIMAL_WRITTEN).map((match) =>
    Number.parseFloat(match[0].replace('點', '.')),
  );
}

export interface ClauseDetails {
  details: FindingDetails;
  location: BodyLocation | null;
  /** Spans of severity words, which shield their own 'not' and 唔 from negation. */
  severitySpans: Span[];
}

function readFlags(
  clause: string,
  shielded: readonly Span[],
  following: string,
  before: string,
): FindingFlags | undefined {
  const flags: FindingFlags = {};
  const found = [
    ...findPhrases(clause, FLAG_PHRASES).map(({ start, end, value }) => ({ start, end, value })),
    ...[...FLAG_PATTERNS, ...colourSignsIn(before + clause + following)].flatMap(
      ([pattern, value]) => findAll(clause, pattern).map((match) => ({ ...spanOf(match), value })),
    ),
  ];
  const colourAfter = colourOfOutputBefore(clause, before);
  if (colourAfter) found.push({ ...spanOf(colourAfter), value: { bloodIn: true } });
  const condition = CONDITIONAL.exec(clause);
  for (const match of found) {
    // a sign that runs into the condition ("no blood except when I wipe after a poo") is said
    // in it, unless the condition names a place that bleeds a little (a nose, the teeth)
    const intoCondition =
      condition !== null &&
      match.start < condition.index &&
      match.end > condition.index &&
      (!MINOR_BLEEDING_SITE.test(clause.slice(condition.index)) ||
        TOILETING.test(clause.slice(condition.index)));
    const denied =
      !intoCondition &&
      (deniedInClause(clause, match, shielded) || bloodWordDenied(clause, match, following));
    for (const [name, value] of Object.entries(match.value) as Array<[FlagName, boolean]>) {
      // "no, but I can't keep water down", 飲到水，但係留唔住: the sign said stays, as in
      // mergeFlags (in place here: read on every clause of every turn).
      if (flags[name] !== true) flags[name] = denied ? !value : value;
    }
  }
  for (const [pattern, value] of SAID_FLAG_PATTERNS)
    if (pattern.test(clause)) Object.assign(flags, value);
  if (RELIEF_AT_REST.some((pattern) => pattern.test(clause))) {
    flags.atRest = false;
    flags.onExertion = true;
  }
  return Object.keys(flags).length > 0 ? flags : undefined;
}

const BLOOD_WORD = /blood|血/;
/** Black or tarry stools, coffee grounds: blood however the blood word is denied after them. */
const OTHER_SIGN_OF_BLOOD = /(?<![a-z])(?:black|tar|tarry|coffee|dark)(?![a-z])|黑|瀝青|柏油|咖啡/;
/** "no blood", "without any fresh blood": a denial right before the blood word. */
const NO_RIGHT_BEFORE =
  /(?<![a-z])(?:no|without|nil|not any|never any)\s+(?:(?:any|fresh|bright red|red|visible)\s+)*$/;

/**
 * "bowels gone loose… normally once no blood": a pattern from the output to its blood has the
 * denial inside it, right before the blood word; it is a denial of the blood all the same
 * ("poo not normal blood in it" is blood: the "not" is of the poo).
 */
function bloodWordDenied(
  clause: string,
  match: Span & { value: FindingFlags },
  following: string,
): boolean {
  if (match.value.bloodIn !== true) return false;
  const text = clause.slice(match.start, match.end);
  if (OTHER_SIGN_OF_BLOOD.test(text)) return false;
  // no blood said after it ("…no blood till tonight now it's bright red"), and every blood word
  // denied ("poo had blood in it this morning now no blood" is blood)
  if (BLOOD_SAID_LATER.test(clause.slice(match.end) + following)) return false;
  const words = findAll(text, BLOOD_WORD);
  // "no blood clots" denies the clots only (冇血塊 is no denial of red urine either)
  const denied = (word: RegExpExecArray) =>
    NO_RIGHT_BEFORE.test(text.slice(0, word.index)) &&
    !/^\s*clots?/.test(clause.slice(match.start + word.index + word[0].length));
  return words.length > 0 && words.every(denied);
}

/** A condition about the toilet keeps the blood it names ("…when I wipe after a poo"). */
const TOILETING =
  /(?<![a-z])(?:wipe|wiping|poo|toilet|stools?|bowels?|wee|pee|urine)(?![a-z])|屙|大便|小便|廁所/;

/**
 * The details of one clause. `symptomSpans` are the symptom words found in it: body
 * parts inside them are not locations ('sick to my stomach'). Negation cues inside
 * `shielded` spans (symptom words, 'not sure') do not deny a flag.
 */
export function readClauseDetails(
  clause: string,
  symptomSpans: readonly Span[],
  shielded: readonly Span[],
  /** The rest of the message after the clause. */
  following = '',
  /** The message before the clause. */
  before = '',
): ClauseDetails {
  const details: FindingDetails = {};
  const taken: Span[] = [];
  // "5 out of 5 for how often": the rating is a frequency, not a severity.
  const aboutFrequency = findPhrases(clause, FREQUENCY_CUES).length > 0;
  const rating = findRating(clause);
  if (rating) {
    if (aboutFrequency) details.frequency = asFrequency(rating.value);
    else details.severity = rating.value;
    taken.push(...rating.spans);
  }
  const mark = findMark(clause);
  if (mark && !overlapsAny(mark, taken)) taken.push(mark);
  const temperature = findTemperature(clause);
  if (temperature) {
    details.temperatureC = temperature.value;
    taken.push(...temperature.spans);
  }
  const count = countAboveBaseline(clause);
  if (count) {
    details.episodes = count.value;
    taken.push(...count.spans);
  }
  const duration = findDuration(clause);
  if (duration) {
    details.duration = duration.value;
    taken.push(duration);
  }
  const said = mark && taken.includes(mark) ? [mark.value] : findBareNumbers(clause, taken);
  // "No temperature, I checked, 37.1": a number that can only be a body temperature is one,
  // whatever the question; read as a rating it would be a grade 4.
  // "no, 37.0" too: a whole number written with its decimal point is a reading
  const written = said.some((value) => Number.isInteger(value) && inBodyRange(value))
    ? decimalsWritten(clause)
    : [];
  const isReading = (value: number) =>
    isBodyTemperature(value) || (written.includes(value) && inBodyRange(value));
  const readings = said.filter(isReading);
  const bare = said.filter((value) => !isReading(value));
  if (readings.length > 0 && details.temperatureC === undefined) {
    details.temperatureC = readings
      .map(celsiusFromReading)
      .reduce<number | undefined>(
        (worst, c) => mostAbnormalTemperature(worst, c ?? undefined),
        undefined,
      );
  }
  if (bare.length > 0 && aboutFrequency && !details.frequency)
    details.frequency = asFrequency({ kind: 'chat_scale', value: Math.max(...bare) });
  else if (bare.length > 0) details.bareNumbers = bare;

  // Words inside a symptom's own phrase ('not much' in 'not much appetite') rate nothing,
  // and 'not very' rates only what it qualifies: 唔係好痛 is mild, 唔係好幫到手 rates nothing.
  const severityWords = findPhrases(clause, SEVERITY_PHRASES, symptomSpans).filter(
    (match) =>
      (!NOT_VERY.has(match.phrase) || qualifiesSymptom(clause, match, symptomSpans)) &&
      !(match.value === '少少' && AMOUNT_OF_A_DOING.test(clause.slice(0, match.start))),
  );
  // In a clause that names no symptom a mild word rates the symptom before it only when it
  // ends the clause: in "bit bloated" it rates the bloating. A word of a bad symptom always
  // counts ("breathless, severe since last night"): never lowered by a reading's gap.
  const first = severityWords[0];
  const rated =
    symptomSpans.length > 0 ||
    (first !== undefined &&
      (!MILD_WORDS.has(first.value) || ENDS_CLAUSE.test(clause.slice(first.end))));
  if (!details.severity && severityWords[0] && rated) {
    details.severity = { kind: 'text', text: severityWords[0].value };
  }
  // 'often' inside 'how often' is the cue, not the answer.
  const frequencyWord = findPhrases(clause, FREQUENCY_PHRASES, [
    ...findPhrases(clause, FREQUENCY_CUES),
    ...findPhrases(clause, UNCHANGED_PHRASES),
  ])[0];
  const saysNever =
    frequencyWord && NEVER_WORDS.has(frequencyWord.value) && !isWholeAnswer(clause, frequencyWord);
  if (frequencyWord && !details.frequency && !saysNever) {
    details.frequency = { kind: 'text', text: frequencyWord.value };
  }

  const flags = readFlags(clause, [...shielded, ...severityWords], following, before);
  if (flags) details.flags = flags;
  const location =
    findPhrases(clause, BODY_LOCATIONS, [...symptomSpans, ...findPhrases(clause, NOT_LOCATIONS)])[0]
      ?.value ?? null;
  if (location?.chest) details.inChest = true;
  else if (location && !location.painIs) details.location = location.name;
  return { details, location, severitySpans: severityWords };
}

/**
 * A rating given for how often, on the chat's 1-5 frequency scale (a tenth-scale rating halved).
 */
export function asFrequency(rating: SeverityAnswer): FrequencyAnswer {
  if (rating.kind === 'text') return rating;
  const value =
    rating.kind === 'ten_point' ? Math.max(1, Math.round(rating.value / 2)) : rating.value;
  return { kind: 'chat_scale', value };
}

const isRated = (severity: SeverityAnswer | undefined) =>
  severity !== undefined && severity.kind !== 'text';

/**
 * Details from `extra` fill what `base` lacks; flags are combined. A number beats a
 * word wherever it stood in the message: "really bad, 8/10" is 8/10.
 */
export function mergeDetails(base: FindingDetails, extra: FindingDetails): FindingDetails {
  const merged: FindingDetails = { ...extra, ...base };
  if (isRated(extra.severity) && !isRated(base.severity)) merged.severity = extra.severity;
  // Several readings or counts in one message: the most abnormal reading, the highest count.
  const temperatureC = mostAbnormalTemperature(base.temperatureC, extra.temperatureC);
  if (temperatureC !== undefined) merged.temperatureC = temperatureC;
  if (base.episodes !== undefined && extra.episodes !== undefined)
    merged.episodes = Math.max(base.episodes, extra.episodes);
  if (base.bareNumbers && extra.bareNumbers)
    merged.bareNumbers = [...base.bareNumbers, ...extra.bareNumbers];
  if (base.flags || extra.flags) merged.flags = mergeFlags(base.flags, extra.flags);
  return merged;
}

/**
 * Flags said in two parts of a message: a warning sign said in either stays (rulebook: never
 * lowered, and a reassuring word elsewhere does not undo it); otherwise `base` wins.
 */
export function mergeFlags(base: FindingFlags = {}, extra: FindingFlags = {}): FindingFlags {
  const merged: FindingFlags = { ...extra, ...base };
  for (const name of Object.keys(extra) as FlagName[])
    if (extra[name] === true) merged[name] = true;
  return merged;
}

export function hasDetails(details: FindingDetails): boolean {
  return Object.keys(details).length > 0;
}
