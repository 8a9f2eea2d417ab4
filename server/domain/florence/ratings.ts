// The day's ratings (wellness rules §1): mood, energy and sleep quality on the chat's 1-5
// scale, and the hours slept when the patient offers them. Read the way patients answer:
// '3', '3/5', '8/10', '三', '3分', 'ok', 'not great', 麻麻, 好攰, 瞓得唔好, 'slept 5 hours',
// 瞓咗五個鐘. An answer that gives no rating leaves it empty: a rating is never guessed.
import type { SeverityAnswer } from '../triage';
import { NOT_SURE_PHRASES } from './answer-words';
import { isDenied } from './clause-details';
import {
  findBareNumbers,
  findDuration,
  findEpisodeCount,
  findHours,
  findMark,
  findRating,
  findTemperature,
} from './measurements';
import {
  OWN_RATING_PHRASES,
  RATING_PHRASES,
  SKIP_PHRASES,
  WHOLE_ANSWER_RATINGS,
} from './rating-words';
import { findPhrases, normaliseMessage, withoutEndPunctuation, type Span } from './text-scan';
import type { CheckInRatings, RatingTopic } from './types';

export const RATING_TOPICS: readonly RatingTopic[] = ['mood', 'energy', 'sleep_quality'];

export const isRatingTopic = (topic: string): topic is RatingTopic =>
  (RATING_TOPICS as readonly string[]).includes(topic);

export interface RatingAnswer {
  rating?: number;
  hoursSlept?: number;
}

const LOWEST = 1;
const HIGHEST = 5;

/** A number on the 1-5 scale, or out of 10 (halved, rounded up): 8/10 is 4, 0 is 1. */
function onChatScale(value: number, outOfTen: boolean): number {
  const scaled = outOfTen ? Math.ceil(value / 2) : Math.round(value);
  return Math.min(HIGHEST, Math.max(LOWEST, scaled));
}

function fromNamedScale(answer: SeverityAnswer): number | null {
  if (answer.kind === 'text') return null;
  return onChatScale(answer.value, answer.kind === 'ten_point');
}

/** A bare number or mark means 1-5; 6-10 and 0 can only be out of ten; more is no rating. */
const TOP_OF_TEN = 10;
const fromBareNumber = (value: number) =>
  value > TOP_OF_TEN ? null : onChatScale(value, value > HIGHEST || value < LOWEST);

/** Numbers that count something else: '38.5度', 'twice', '3 days' are no rating. */
function otherMeasures(text: string): Span[] {
  return [findTemperature(text)?.spans, findEpisodeCount(text)?.spans, [findDuration(text)]]
    .flat()
    .filter((span): span is Span => !!span);
}

function ratingFromNumbers(text: string, taken: readonly Span[]): number | null {
  const named = findRating(text);
  const namedRating = named ? fromNamedScale(named.value) : null;
  if (namedRating !== null) return namedRating;
  const spans = [...taken, ...(named?.spans ?? [])];
  const mark = findMark(text);
  if (mark && !spans.some((span) => span.start <= mark.start && mark.start < span.end)) {
    const rating = fromBareNumber(mark.value);
    if (rating !== null) return rating;
  }
  const [first] = findBareNumbers(text, [...spans, ...otherMeasures(text)]);
  return first === undefined ? null : fromBareNumber(first);
}

/** Where a word's negation is looked for: its own clause ("not tired, but mood good"). */
const CLAUSE_START = /.*(?:[,;.!?，。！？、]|(?<![a-z])but(?![a-z])|但係|不過)/s;

/** A denied word not listed with its negation turns round: 'not happy' is low, 'not sad' fair. */
const turnedRound = (rating: number) => (rating >= 3 ? 2 : 4);

function ratingFromWords(text: string, topic: RatingTopic, taken: readonly Span[]): number | null {
  const whole = WHOLE_ANSWER_RATINGS.get(withoutEndPunctuation(text));
  if (whole !== undefined) return whole;
  for (const table of [OWN_RATING_PHRASES[topic], RATING_PHRASES[topic]]) {
    const [match] = findPhrases(text, table, taken);
    if (!match) continue;
    const before = text.slice(0, match.start);
    const clauseStart = before.length - before.replace(CLAUSE_START, '').length;
    const shielded = taken.map((span) => ({
      start: span.start - clauseStart,
      end: span.end - clauseStart,
    }));
    const denied = isDenied(before.slice(clauseStart), match.start - clauseStart, shielded);
    return denied ? turnedRound(match.value) : match.value;
  }
  return null;
}

const SLEEP_WORDS = /sleep|slept|asleep|bed|night|瞓|睡|覺|夜/;

/**
 * Reads an answer to a rating question. Hours count as sleep when the question is about
 * sleep or the answer says so; their digits are never read as the rating.
 */
export function readRating(message: string, topic: RatingTopic): RatingAnswer {
  const text = normaliseMessage(message);
  if (findPhrases(text, SKIP_PHRASES).length > 0) return {};
  const hours = findHours(text);
  const aboutSleep = hours !== null && (topic === 'sleep_quality' || SLEEP_WORDS.test(text));
  // 'Not sure' and 'maybe' rate nothing, and their 'not' denies nothing.
  const taken = [...(hours ? [hours] : []), ...findPhrases(text, NOT_SURE_PHRASES)];
  const rating = ratingFromNumbers(text, taken) ?? ratingFromWords(text, topic, taken);
  return {
    ...(rating === null ? {} : { rating }),
    ...(hours && aboutSleep ? { hoursSlept: hours.value } : {}),
  };
}

/** The ratings with this answer added; an empty answer adds nothing. */
export function withRating(
  ratings: CheckInRatings | undefined,
  topic: RatingTopic,
  answer: RatingAnswer,
): CheckInRatings {
  return {
    ...ratings,
    ...(answer.rating === undefined ? {} : { [topic]: answer.rating }),
    ...(answer.hoursSlept === undefined ? {} : { hours_slept: answer.hoursSlept }),
  };
}
