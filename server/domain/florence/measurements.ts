// Numbers with a meaning: temperatures, episode counts, durations and ratings. Each
// finder returns the first occurrence with its span, so the rest of the message can be
// searched for bare numbers without reading the same digits twice.
import type { SeverityAnswer } from '../triage';
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

const FAHRENHEIT = /(?<![\d.])(\d{2,3}(?:\.\d+)?)\s*(?:°\s*f|degrees?\s*f(?:ahrenheit)?|fahrenheit|f)(?![a-z])/;
const CELSIUS = /(?<![\d.])(\d{2,3}(?:\.\d+)?)\s*(?:°\s*c?|degrees?(?:\s*c(?:elsius)?)?|celsius|c)(?![a-z])/;
/** 38度, 38.5度, 三十八度半 (半 is a half degree). */
const CHINESE_DEGREES = new RegExp(`(?<![\\d.])(\\d{2}(?:\\.\\d+)?|${CHINESE_NUMERAL})\\s*度(半)?`);

/** The first temperature with a unit, in °C (°F converted); 'degrees' alone is read by range. */
export function findTemperature(text: string): Found<number> | null {
  const candidates: Array<Found<number>> = [];
  for (const [pattern, read] of [
    [FAHRENHEIT, (m: RegExpExecArray) => fromFahrenheit(Number(m[1]))],
    [CELSIUS, (m: RegExpExecArray) => celsiusFromReading(Number(m[1]))],
    [CHINESE_DEGREES, (m: RegExpExecArray) => (parseNumber(m[1]!) ?? NaN) + (m[2] ? 0.5 : 0)],
  ] as const) {
    for (const match of findAll(text, pattern)) {
      const value = read(match);
      if (value !== null && value >= CELSIUS_RANGE.min && value <= CELSIUS_RANGE.max) {
        candidates.push({ ...spanOf(match), value });
      }
    }
  }
  return earliest(candidates);
}

const COUNT = new RegExp(
  `(${NUMBER})\\s*(?:times?|x|episodes?|次|趟|轉|(?:loose |watery |runny )?(?:stools?|bowel movements?|poos?))(?![a-z])`,
);
const ONCE_OR_TWICE = /(?<![a-z])(once|twice)(?![a-z])/;

/** 'vomited 4 times', '嘔咗4次', 'four times', 'twice', '5 loose stools'. */
export function findEpisodeCount(text: string): Found<number> | null {
  const candidates: Array<Found<number>> = [];
  for (const match of findAll(text, COUNT)) {
    const value = parseNumber(match[1]!);
    if (value !== null && Number.isInteger(value)) candidates.push({ ...spanOf(match), value });
  }
  for (const match of findAll(text, ONCE_OR_TWICE)) {
    candidates.push({ ...spanOf(match), value: match[1] === 'once' ? 1 : 2 });
  }
  return earliest(candidates);
}

const AMOUNT = `(?:${NUMBER}|(?<![a-z])an?(?![a-z])|a few|a couple(?: of)?|several)`;
const ENGLISH_DURATION = new RegExp(
  `(?:(?:since|for|about|around|over|nearly|almost)\\s+)?${AMOUNT}(?:\\s*(?:-|to)\\s*${AMOUNT})?\\s*(?:hours?|hrs?|days?|weeks?|months?|years?)(?:\\s+ago)?(?![a-z])`,
);
const CHINESE_DURATION = new RegExp(
  `(?:${NUMBER}|幾|半)(?:\\s*(?:-|至|到)\\s*(?:${NUMBER}))?\\s*個?\\s*(?:日|天|星期|禮拜|週|月|鐘頭|個鐘|鐘|小時|年)`,
);

/** '2 days', 'since yesterday', 'a week', '兩日', '3日', '一個禮拜': the words as written. */
export function findDuration(text: string): Found<string> | null {
  const candidates: Array<Found<string>> = [ENGLISH_DURATION, CHINESE_DURATION].flatMap(
    (pattern) => findAll(text, pattern).map((match) => ({ ...spanOf(match), value: match[0].trim() })),
  );
  for (const match of findPhrases(text, DURATION_PHRASES)) {
    candidates.push({ start: match.start, end: match.end, value: match.phrase });
  }
  return earliest(candidates);
}

const OUT_OF = /(\d+(?:\.\d+)?)\s*(?:\/|out of|over)\s*(10|5)(?!\d)/;
/** 7分: a mark, out of 10 in everyday Cantonese; 分鐘 is minutes. */
const CHINESE_MARK = /(\d+(?:\.\d+)?|[一二兩三四五六七八九]|十)\s*分(?!鐘)/;
/** The basic-mode options carry their band: 'Moderate (4-6)'. */
const BAND = /\((\d+)\s*-\s*(\d+)\)/;

/**
 * A rating with its scale: 'n/10' and 'n out of 10' on the 0-10 scale, 'n/5' on the
 * chat's 1-5 scale, 'n分' out of 10, a band '(4-6)' as its middle (rounded up, 5).
 */
export function findRating(text: string): Found<SeverityAnswer> | null {
  const candidates: Array<Found<SeverityAnswer>> = [];
  for (const match of findAll(text, OUT_OF)) {
    const value = Number(match[1]);
    const answer: SeverityAnswer =
      match[2] === '5' ? { kind: 'chat_scale', value } : { kind: 'ten_point', value };
    candidates.push({ ...spanOf(match), value: answer });
  }
  for (const match of findAll(text, CHINESE_MARK)) {
    const end = match.index + match[0].length;
    // 十分 before another character is the adverb "very" (十分痛), not ten marks.
    if (match[1] === '十' && /[\u4e00-\u9fff]/.test(text[end] ?? '')) continue;
    const value = parseNumber(match[1]!);
    if (value !== null) candidates.push({ ...spanOf(match), value: { kind: 'ten_point', value } });
  }
  for (const match of findAll(text, BAND)) {
    const middle = Math.round((Number(match[1]) + Number(match[2])) / 2);
    candidates.push({ ...spanOf(match), value: { kind: 'ten_point', value: middle } });
  }
  return earliest(candidates);
}

/** The first number not read as anything else; a message that is only a numeral ('三') counts. */
export function findBareNumber(text: string, taken: readonly Span[]): number | null {
  for (const match of findAll(text, /\d+(?:\.\d+)?/)) {
    if (!overlapsAny(spanOf(match), taken)) return Number(match[0]);
  }
  const whole = text.replace(/[\s.,!?。，！？]+/g, '');
  return taken.length === 0 ? parseNumber(whole) : null;
}

function earliest<T extends Span>(candidates: readonly T[]): T | null {
  return candidates.reduce<T | null>(
    (first, candidate) => (first === null || candidate.start < first.start ? candidate : first),
    null,
  );
}
