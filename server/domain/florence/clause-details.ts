// Reads the details in one clause of a message: ratings, numbers with units, words for
// severity and frequency, where the pain is, and flags. Which symptom they belong to
// is decided in understand.ts.
import { FREQUENCY_PHRASES, NEGATION_CUES, SEVERITY_PHRASES } from './answer-words';
import { BODY_LOCATIONS, FLAG_PHRASES, type BodyLocation } from './detail-words';
import {
  findBareNumber,
  findDuration,
  findEpisodeCount,
  findRating,
  findTemperature,
} from './measurements';
import type { FindingDetails, FindingFlags, FlagName } from './reading';
import { findPhrases, overlapsAny, type Span } from './text-scan';

/** A Chinese cue right before the word, with at most a short filler: 冇發燒, 冇再嘔, 唔覺得攰. */
const CHINESE_NEGATION = /(?:冇|沒有|沒|無|唔|不|未有|未|並無)(?:再|點|有|係|覺得|會)?\s*$/u;

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

export interface ClauseDetails {
  details: FindingDetails;
  location: BodyLocation | null;
  /** Spans of severity words, which shield their own 'not' and 唔 from negation. */
  severitySpans: Span[];
}

function readFlags(clause: string, shielded: readonly Span[]): FindingFlags | undefined {
  const flags: FindingFlags = {};
  for (const match of findPhrases(clause, FLAG_PHRASES)) {
    const denied = isDenied(clause, match.start, shielded);
    for (const [name, value] of Object.entries(match.value) as Array<[FlagName, boolean]>) {
      flags[name] = denied ? !value : value;
    }
  }
  return Object.keys(flags).length > 0 ? flags : undefined;
}

/**
 * The details of one clause. `symptomSpans` are the symptom words found in it: body
 * parts inside them are not locations ('sick to my stomach'). Negation cues inside
 * `shielded` spans (symptom words, 'not sure') do not deny a flag.
 */
export function readClauseDetails(
  clause: string,
  symptomSpans: readonly Span[],
  shielded: readonly Span[],
): ClauseDetails {
  const details: FindingDetails = {};
  const taken: Span[] = [];
  const rating = findRating(clause);
  if (rating) {
    details.severity = rating.value;
    taken.push(rating);
  }
  const temperature = findTemperature(clause);
  if (temperature) {
    details.temperatureC = temperature.value;
    taken.push(temperature);
  }
  const count = findEpisodeCount(clause);
  if (count) {
    details.episodes = count.value;
    taken.push(count);
  }
  const duration = findDuration(clause);
  if (duration) {
    details.duration = duration.value;
    taken.push(duration);
  }
  const bare = findBareNumber(clause, taken);
  if (bare !== null) details.bareNumber = bare;

  const severityWords = findPhrases(clause, SEVERITY_PHRASES);
  if (!details.severity && severityWords[0]) {
    details.severity = { kind: 'text', text: severityWords[0].value };
  }
  const frequencyWord = findPhrases(clause, FREQUENCY_PHRASES)[0];
  if (frequencyWord) details.frequency = { kind: 'text', text: frequencyWord.value };

  const flags = readFlags(clause, [...shielded, ...severityWords]);
  if (flags) details.flags = flags;
  const location = findPhrases(clause, BODY_LOCATIONS, symptomSpans)[0]?.value ?? null;
  if (location && !location.chest) details.location = location.name;
  return { details, location, severitySpans: severityWords };
}

/** Details from `extra` fill what `base` lacks; flags are combined. */
export function mergeDetails(base: FindingDetails, extra: FindingDetails): FindingDetails {
  const merged: FindingDetails = { ...extra, ...base };
  if (base.flags || extra.flags) merged.flags = { ...extra.flags, ...base.flags };
  return merged;
}

export function hasDetails(details: FindingDetails): boolean {
  return Object.keys(details).length > 0;
}
