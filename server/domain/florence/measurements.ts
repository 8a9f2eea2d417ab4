// Numbers with a meaning: temperatures, episode counts, durations and ratings. Each
// finder returns the first occurrence with its span, so the rest of the message can be
// searched for bare numbers without reading the same digits twice.
import { gradeSeverity, type SeverityAnswer } from '../triage';
import { DURATION_PHRASES } from './detail-words';
import { CHINESE_NUMERAL, NUMBER, parseNumber } from './numbers';
import { findAll, findPhrases, overlapsAny, spanOf, type Span } from './text-scan';

export interface Found<T> extends Span {
  value: T;
}

/** Plausible body temperatures; anything else is not read as a temperature. */
const CELSIUS_RANGE = { min: 33, max: 44 } as const;
const FAHRENHEIT_RANGE = { min: 91, max: 111 } as const;

function fromFahrenheit(fahrenheit: number): number {
  return Math.round((((fahrenheit - 32) * 5) / 9) * 10) / 10;
}

/** A reading without a unit: °C when it is a plausible Celsius value, else °F if plausible. */
export function celsiusFromReading(value: number): number | null {
  if (value >= CELSIUS_RANGE.min && value <= CELSIUS_RANGE.max) return value;
  if (value >= FAHRENHEIT_RANGE.min && value <= FAHRENHEIT_RANGE.max) return fromFahrenheit(value);
  return null;
}

const DIGIT_READING = '(?<![\\d.])(\\d{2,3}(?:(?:\\.|點)\\d+)?)';
const FAHRENHEIT = new RegExp(
  `${DIGIT_READING}\\s*(?:°\\s*f|degrees?\\s*f(?:ahrenheit)?|fahrenheit|f)(?![a-z])`,
);
const CELSIUS = new RegExp(
  `${DIGIT_READING}\\s*(?:°\\s*c?|degrees?(?:\\s*c(?:elsius)?)?|celsius|c)(?![a-z])`,
);
/** 華氏 100 度: Fahrenheit named before the number, as Chinese writes it. */
const CHINESE_FAHRENHEIT = new RegExp(
  `華氏\\s*(\\d{2,3}(?:(?:\\.|點)\\d+)?|${CHINESE_NUMERAL})\\s*度?`,
);
/**
 * 38度, 38.5度, 三十七點八度, 三十八度半 (半 is half a degree), 37度8 and 三十七度八 (the digit
 * after 度 is the decimal, unless a unit follows it: 38度3日 is 38 degrees for 3 days).
 */
const CHINESE_DEGREES = new RegExp(
  `(?<![\\d.])(\\d{2}(?:(?:\\.|點)\\d+)?|${CHINESE_NUMERAL})\\s*度\\s*(?:(半)|([0-9零〇一二三四五六七八九])(?![0-9零〇一二三四五六七八九十]|\\s*(?:日|天|次|個|分|星期|禮拜|週|月|年|小時|鐘)))?`,
);

function chineseDegrees(match: RegExpExecArray): number {
  const whole = parseNumber(match[1]!) ?? NaN;
  if (match[2]) return whole + 0.5;
  if (match[3] === undefined || !Number.isInteger(whole)) return whole;
  return whole + (parseNumber(match[3]) ?? NaN) / 10;
}

/** A normal body temperature: the reading farthest from it is the one that matters. */
const NORMAL_BODY_C = 37;

/**
 * Of two readings, the one farthest from normal: "36.9 earlier, 38.7 now" is 38.7, and a
 * later, lower reading after paracetamol does not hide an earlier fever; on treatment a
 * low reading (below 36.0) matters as much as a high one.
 */
export function mostAbnormalTemperature(
  a: number | undefined,
  b: number | undefined,
): number | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return Math.abs(b - NORMAL_BODY_C) > Math.abs(a - NORMAL_BODY_C) ? b : a;
}

/** Words of the weather or a room: '外面三十四度' is no body temperature. */
const NOT_BODY =
  /(?<![a-z])(?:outside|outdoors|weather|forecast|room|flat|house|office|aircon|air con|a\/c)(?![a-z])|外面|出面|天氣|氣溫|室外|室溫|屋企好熱|冷氣|天文台/;

/**
 * Every temperature with a unit, in °C (°F converted); 'degrees' alone is read by range.
 * `value` is the most abnormal one; all their spans are returned so that none of them is
 * read again as a bare number.
 */
export function findTemperature(text: string): (Found<number> & { spans: Span[] }) | null {
  if (NOT_BODY.test(text)) return null;
  const candidates: Array<Found<number>> = [];
  for (const [pattern, read] of [
    [FAHRENHEIT, (m: RegExpExecArray) => fromFahrenheit(parseNumber(m[1]!) ?? NaN)],
    [CHINESE_FAHRENHEIT, (m: RegExpExecArray) => fromFahrenheit(parseNumber(m[1]!) ?? NaN)],
    [CELSIUS, (m: RegExpExecArray) => celsiusFromReading(parseNumber(m[1]!) ?? NaN)],
    [CHINESE_DEGREES, chineseDegrees],
  ] as const) {
    for (const match of findAll(text, pattern)) {
      const value = read(match);
      if (value !== null && value >= CELSIUS_RANGE.min && value <= CELSIUS_RANGE.max) {
        candidates.push({ ...spanOf(match), value });
      }
    }
  }
  const first = earliest(candidates);
  if (!first) return null;
  const value = candidates.reduce<number | undefined>(
    (worst, c) => mostAbnormalTemperature(worst, c.value),
    undefined,
  )!;
  return { ...first, value, spans: candidates };
}

/**
 * A count, or a range read at its top ('5 or 6 times', '五六次' is 6); 十幾次 'ten-odd
 * times' is read as its least, 11, which is already past every threshold that counts.
 */
/** Trips to the toilet counted by what they were ('5 loose stools', '3 trips to the loo'). */
const TOILET_TRIPS =
  '(?:(?:extra|more|loose|watery|runny) )*' +
  '(?:stools?|bowel movements?|poos?|trips?|visits?|goes|runs)(?: to the (?:toilet|loo|bathroom))?';
const COUNT = new RegExp(
  `(${NUMBER})(幾)?(?:\\s*(?:-|to|or|至|到|或)\\s*(${NUMBER}))?` +
    `\\s*(?:times?|x|episodes?|次|趟|轉|${TOILET_TRIPS})(?![a-z])`,
);
const ONCE_OR_TWICE =
  /(?<![a-z])(once|twice)(?![a-z])|(?<![一二三四五六七八九十])(一|兩)(?:次|趟|轉)/;

/** 'vomited 4 times', '嘔咗4次', 'four times', 'twice', '5 loose stools', '屙咗七次'; the highest said. */
/** Each count said, with its value: "once or twice" is two of them. */
export function findEpisodeCount(
  text: string,
): (Found<number> & { spans: Array<Found<number>> }) | null {
  const candidates: Array<Found<number>> = [];
  for (const match of findAll(text, COUNT)) {
    const first = parseNumber(match[1]!);
    const upper = match[3] === undefined ? null : parseNumber(match[3]);
    const value = Math.max(first ?? -1, upper ?? -1) + (match[2] ? 1 : 0);
    if (value >= 0 && Number.isInteger(value)) candidates.push({ ...spanOf(match), value });
  }
  for (const match of findAll(text, ONCE_OR_TWICE)) {
    const word = match[1] ?? match[2];
    candidates.push({ ...spanOf(match), value: word === 'once' || word === '一' ? 1 : 2 });
  }
  const first = earliest(candidates);
  return first
    ? { ...first, value: Math.max(...candidates.map((c) => c.value)), spans: candidates }
    : null;
}

const AMOUNT = `(?:${NUMBER}|(?<![a-z])an?(?![a-z])|a few|a couple(?: of)?|several)`;
const TIME_UNIT = '(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)';
const ENGLISH_DURATION = new RegExp(
  `(?:(?:since|for|about|around|over|nearly|almost)\\s+)?${AMOUNT}(?:\\s*(?:-|to)\\s*${AMOUNT})?` +
    `\\s*${TIME_UNIT}(?:\\s+ago)?(?![a-z])`,
);
const CHINESE_DURATION = new RegExp(
  `(?:${NUMBER}|幾|半)(?:\\s*(?:-|至|到)\\s*(?:${NUMBER}))?\\s*個?\\s*(?:日|天|星期|禮拜|週|月|鐘頭|個鐘|分鐘|鐘|小時|年)`,
);

/** Since a named day: "since wed", "since the weekend", 由禮拜三開始, 星期一起. */
const SINCE_A_DAY = new RegExp(
  String.raw`(?<![a-z])since\s+(?:last\s+|the\s+)?(?:mon|tues?|wed|thur?s?|fri|sat|sun)(?:day|nesday|sday|urday)?(?![a-z])` +
    String.raw`|(?<![a-z])since\s+(?:the\s+)?weekend(?![a-z])` +
    String.raw`|(?:由|從|自從)?(?:上個?)?(?:星期|禮拜)[一二三四五六日天](?:開始|起|到而家)`,
);

/** '2 days', 'since yesterday', 'a week', '兩日', '3日', '一個禮拜': the words as written. */
export function findDuration(text: string): Found<string> | null {
  // A named day only when no length is given: "since sat 2 days now" is 2 days, and its number
  // must not be left over to be read as a rating.
  const numeric = [ENGLISH_DURATION, CHINESE_DURATION];
  const patterns = numeric.some((pattern) => pattern.test(text))
    ? numeric
    : [...numeric, SINCE_A_DAY];
  const candidates: Array<Found<string>> = patterns.flatMap((pattern) =>
    findAll(text, pattern).map((match) => ({ ...spanOf(match), value: match[0].trim() })),
  );
  for (const match of findPhrases(text, DURATION_PHRASES)) {
    candidates.push({ start: match.start, end: match.end, value: match.phrase });
  }
  return earliest(candidates);
}

/**
 * A scale named before the rating: "if I had to score it 1 to 5, a 3", "on a scale of 0 to
 * 10 I'd say 6", 由一至十分，大概六分. The range's ends are not ratings; the number that
 * follows is the rating on that scale. Rewritten as 'n/top' so the rest reads it as one.
 */
const SCALE_CUE =
  String.raw`(?:scale(?:\s+of)?|score(?:\s+it)?|rate(?:\s+it)?|rating(?:\s+it)?|grade(?:\s+it)?|marks?|` +
  String.raw`from|between|由|分數|評分|打分|計|如果|若果|假如|(?<![a-z])if)`;
const RANGE_END = String.raw`(${NUMBER})\s*(?:to|-|and|至|到)\s*(10|5|ten|five|十|五)\s*分?`;
/** "I'd say", "about", 大概, 我會畀: the words between a named scale and its rating. */
const LEAD_IN =
  String.raw`(?:(?:i'?d|i would|i'll|i will|i)\s+(?:say|give it|go with|put it at)|it'?s|it is|maybe|about|` +
  String.raw`around|probably|roughly|like|say|大概|差唔多|我會?(?:畀|俾|話)|應該|都係|係)\s*`;
const RATING_AFTER = String.raw`[\s,:;，：]*(?:${LEAD_IN})*(?:an?\s+)?(${NUMBER})(?![\d.])`;
const NAMED_SCALE = new RegExp(`${SCALE_CUE}\\s*${RANGE_END}(?:${RATING_AFTER})?`, 'g');

export function withNamedScales(message: string): string {
  return message.replace(NAMED_SCALE, (whole, _from: string, top: string, rating?: string) => {
    const scale = ['5', 'five', '五'].includes(top) ? '5' : '10';
    return rating === undefined ? ' ' : ` ${rating}/${scale} `;
  });
}

/** A rating whose scale the patient named: 'n/10', 'n out of 5', '十分之八' (8 of 10). */
const OUT_OF = new RegExp(`(${NUMBER})\\s*(?:\\/|out of|over|of)\\s*(10|5|ten|five)(?![\\d.])`);
const CHINESE_FRACTION = new RegExp(`(10|5|十|五)\\s*分之\\s*(${NUMBER})`);
/** The basic-mode options carry their band: 'Moderate (4-6)'. */
const BAND = /\((\d+)\s*-\s*(\d+)\)/;

function onNamedScale(value: number | null, scale: string): SeverityAnswer | null {
  if (value === null) return null;
  const outOfFive = ['5', '五', 'five'].includes(scale);
  return outOfFive ? { kind: 'chat_scale', value } : { kind: 'ten_point', value };
}

/**
 * A rating on a scale the patient named ('7/10', 'four out of five', '十分之八'), or a
 * band '(4-6)' read as its middle (rounded up, 5). A rating without a scale is a bare
 * number or a mark (findMark): the question asked decides its scale.
 */
export function findRating(text: string): (Found<SeverityAnswer> & { spans: Span[] }) | null {
  const candidates: Array<Found<SeverityAnswer>> = [];
  for (const match of findAll(text, OUT_OF)) {
    const answer = onNamedScale(parseNumber(match[1]!), match[2]!);
    if (answer) candidates.push({ ...spanOf(match), value: answer });
  }
  for (const match of findAll(text, CHINESE_FRACTION)) {
    const answer = onNamedScale(parseNumber(match[2]!), match[1]!);
    if (answer) candidates.push({ ...spanOf(match), value: answer });
  }
  for (const match of findAll(text, BAND)) {
    const middle = Math.round((Number(match[1]) + Number(match[2])) / 2);
    candidates.push({ ...spanOf(match), value: { kind: 'ten_point', value: middle } });
  }
  // "It started at 3/10, now 9/10": the worst rating said is kept.
  const worst = candidates.reduce<Found<SeverityAnswer> | null>(
    (w, c) => (w === null || grade(c.value) > grade(w.value) ? c : w),
    null,
  );
  return worst ? { ...worst, spans: candidates } : null;
}

const grade = (answer: SeverityAnswer) => gradeSeverity(answer).grade ?? -1;

/** 4分, 七分: a mark without a scale. 分鐘 is minutes, 分之 a fraction. */
const CHINESE_MARK = new RegExp(`(\\d+(?:\\.\\d+)?|${CHINESE_NUMERAL})\\s*分(?![鐘之])`);

/** A mark ('4分'), which is read on the scale of the question asked, like a bare number. */
export function findMark(text: string): Found<number> | null {
  for (const match of findAll(text, CHINESE_MARK)) {
    const end = match.index + match[0].length;
    // 十分 before another character is the adverb "very" (十分痛), not ten marks.
    if (match[1] === '十' && /[\u4e00-\u9fff]/.test(text[end] ?? '')) continue;
    const value = parseNumber(match[1]!);
    if (value !== null) return { ...spanOf(match), value };
  }
  return null;
}

/**
 * A Chinese numeral standing as a number of its own, not inside a word: 一 in 一啲 'a
 * bit', 一直 'always' or 一般 'ordinary' is no number. A single character counts only
 * at the end of a phrase or before a particle or unit.
 */
const CHINESE_STANDALONE = new RegExp(
  `(?<![零〇一二兩三四五六七八九十廿卅百])(${CHINESE_NUMERAL})(?=$|[\\s.,!?。，！？、~-]|[呀啦囉喇咋㗎啊吖左度次到]|咁上下|上下)`,
);

/** An English number word is a number only as the whole answer: 'four', 'about three'. */
const ENGLISH_ANSWER = new RegExp(
  `^(?:about|around|roughly|maybe|probably|like|i'd say|i would say)?\\s*(${NUMBER})(?:\\s*(?:or|to|-)\\s*(${NUMBER}))?$`,
);
/**
 * What follows a number that is no rating or reading: a time ('3am', '3點鐘'), a dose
 * ('2 paracetamol', '兩粒'), a count of things ('1 flight of stairs', '3樓'), an age.
 */
const COUNTS_SOMETHING_ELSE = new RegExp(
  String.raw`^\s*(?:am|pm|a\.m|p\.m|o'?clock|:\d|mg|ml|mcg|kg|lbs?|` +
    'tablets?|pills?|capsules?|paracetamol|panadol|painkillers?|doses?|' +
    'flights?|floors?|stairs|steps|kids|children|grandchildren|years?|yrs?|' +
    'cups?|glasses?|bottles?|spoons?|st|nd|rd|th|people|times a week|litres?|liters?|lpm|l/min|l (?:o2|oxygen))(?![a-z])' +
    // "2l", "on 3l": litres written on the number ("pain 9 L hip" is left)
    String.raw`|^l(?![a-z])` +
    String.raw`|^\s*(?:點鐘|點(?![0-9零〇一二兩三四五六七八九])|粒|杯|樓|層|歲|號|樽|碗|隻|個|位|蚊|公升|升)`,
);

/**
 * What comes before a number that is no rating: a vital sign ("sats 91", "hr 104", "BP
 * 132/80", "pulse of 96"; above 10: "on oxygen: 4" is a rating), and the time of an event
 * ("BO around 8", "woke at 5"). The rulebook grades none of these; read as a rating, "sats 91"
 * made breathlessness grade 4.
 */
const VITAL_SIGN_BEFORE = new RegExp(
  String.raw`(?<![a-z])(?:heart rate|pulse|sats?|saturations?|spo2|o2|oxygen(?: level| sats?)?|bp|blood pressure|resp(?:iratory)? rate|rr|` +
    String.raw`(?:bp|blood pressure)\s*(?:is|was|of|:)?\s*\d{2,3}\s*/)` +
    String.raw`\s*(?:is|was|of|at|on|=|:|-)?\s*(?:only|just|about|around)?\s*$`,
);
const EVENT_TIME_BEFORE =
  /(?:bowels? opened|opened (?:my|his|her|their) bowels|woke(?: up)?|got up)\s+(?:at|around|about)\s*$/;
/** "since 0600", "at 2130": a time on the 24-hour clock, written as nurses write it. */
const TWENTY_FOUR_HOUR_TIME = /^(?:0\d|1\d|2[0-3])[0-5]\d$/;
/** "sats 91%", "oxygen 89 percent": a percentage is a reading, never a rating. */
const PERCENT_AFTER = /^\s*(?:%|percent|per cent)/;

/**
 * The numbers not read as anything else, which answer the question asked: digits that
 * count nothing else, or Chinese numerals on their own. What they mean, and which of
 * several matters, depends on the question (findings.ts).
 */
const DIGITS = /\d+(?:(?:\.|點)\d+)?/;

const PRODUCT_CODE_BEFORE = /(?<![a-z])[a-wyz]$/i;

export function findBareNumbers(text: string, taken: readonly Span[]): number[] {
  const found: number[] = [];
  for (const match of findAll(text, DIGITS)) {
    const span = spanOf(match);
    const after = text.slice(span.end);
    if (overlapsAny(span, taken) || COUNTS_SOMETHING_ELSE.test(after) || PERCENT_AFTER.test(after))
      continue;
    const before = text.slice(Math.max(0, span.start - 40), span.start);
    // a vital sign is a whole number above 10, and never in a list with the temperature
    const vital =
      VITAL_SIGN_BEFORE.test(before) &&
      /^\d+$/.test(match[0]) &&
      Number(match[0]) > 10 &&
      !/temp|體溫/.test(before);
    if (vital) continue;
    if (EVENT_TIME_BEFORE.test(before)) continue;
    if (TWENTY_FOUR_HOUR_TIME.test(match[0])) continue;
    // a product's code, "the E45 cream", B12, vitamin D3: no number said (not "x6", six times)
    if (PRODUCT_CODE_BEFORE.test(before)) continue;
    const value = parseNumber(match[0]);
    if (value !== null) found.push(value);
  }
  for (const match of findAll(text, CHINESE_STANDALONE)) {
    const span = { start: match.index, end: match.index + match[1]!.length };
    const value = overlapsAny(span, taken) ? null : parseNumber(match[1]!);
    if (value !== null) found.push(value);
  }
  if (found.length > 0) return found;
  const answer = ENGLISH_ANSWER.exec(text.replace(/[\s.,!?]+$/, '').trim());
  if (!answer || taken.length > 0) return [];
  // "eight or nine": both are said; the question decides which matters (the highest count).
  return [answer[1], answer[2]].flatMap((word) => {
    const value = word === undefined ? null : parseNumber(word);
    return value === null ? [] : [value];
  });
}

function earliest<T extends Span>(candidates: readonly T[]): T | null {
  return candidates.reduce<T | null>(
    (first, candidate) => (first === null || candidate.start < first.start ? candidate : first),
    null,
  );
}

const HOURS_RANGE = `(${NUMBER})(?:\\s*(?:-|to|or|至|到|或)\\s*(${NUMBER}))?`;
const ENGLISH_HOURS = new RegExp(`${HOURS_RANGE}(\\s*and a half)?\\s*(?:hours?|hrs?|h)(?![a-z])`);
/** 五個鐘, 5個鐘頭, 六小時, 五個半鐘 (半 is half an hour), 五六個鐘 (read as its middle). */
const CHINESE_HOURS = new RegExp(`(${NUMBER})\\s*(?:個)?\\s*(半)?\\s*(?:個)?\\s*(?:鐘頭|鐘|小時)`);
/** Two digits side by side, 五六, are a range in Chinese, not fifty-six. */
const CHINESE_RANGE = /^[一二兩三四五六七八九]{2}$/;
/** Nobody sleeps more than a day; a larger number is something else. */
const MAX_HOURS = 24;

/**
 * Hours slept: 'slept 5 hours', '6.5 hrs', '5 or 6 hours' (5.5), '瞓咗五個鐘', '五個半鐘'.
 * The caller decides whether the hours are about sleep (the question, or a sleep word).
 */
export function findHours(text: string): Found<number> | null {
  const candidates: Array<Found<number>> = [];
  for (const match of findAll(text, ENGLISH_HOURS)) {
    const low = parseNumber(match[1]!);
    const high = match[2] === undefined ? low : parseNumber(match[2]);
    if (low === null || high === null) continue;
    const half = match[3] === undefined ? 0 : 0.5;
    candidates.push({ ...spanOf(match), value: (low + high) / 2 + half });
  }
  for (const match of findAll(text, CHINESE_HOURS)) {
    const numeral = match[1]!;
    const [low, high] = CHINESE_RANGE.test(numeral)
      ? [...numeral].map(parseNumber)
      : [parseNumber(numeral), parseNumber(numeral)];
    if (low == null || high == null) continue;
    const half = match[2] === undefined ? 0 : 0.5;
    candidates.push({ ...spanOf(match), value: (low + high) / 2 + half });
  }
  const first = earliest(candidates.filter((c) => c.value >= 0 && c.value <= MAX_HOURS));
  return first;
}
