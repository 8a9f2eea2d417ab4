// The dashboard's display scale (spec section 9): a severity answer read as an
// intensity out of 10 for charts and trend icons. It is deliberately separate from
// grading.ts: the triage grade never comes from this scale.
import { parseOutOfTen } from './answer-words';

export type TrendIcon = 'down' | 'stable' | 'up';

/** Used when nothing in the answer can be read: the middle of the scale. */
export const DEFAULT_INTENSITY = 5;
const MIN_INTENSITY = 1;
const MAX_INTENSITY = 10;

/**
 * Words read by substring, strongest first, so that "very severe" and 非常嚴重 are
 * caught before "severe" and 嚴重. The spec names mild, moderate, severe and extreme;
 * very severe and 非常嚴重 are added so the grade-4 word reads as the top of the scale.
 */
const INTENSITY_WORDS: ReadonlyArray<readonly [word: string, intensity: number]> = [
  ['extreme', 10],
  ['very severe', 10],
  ['非常嚴重', 10],
  ['極度', 10],
  ['severe', 8],
  ['嚴重', 8],
  ['moderate', 5],
  ['中等', 5],
  ['mild', 3],
  ['輕微', 3],
];

function clampIntensity(value: number): number {
  return Math.min(MAX_INTENSITY, Math.max(MIN_INTENSITY, value));
}

/** Reads a severity as intensity 1-10: 'n/10', a number, or a word; otherwise 5. */
export function intensityFromSeverity(severity: string | number | null | undefined): number {
  if (typeof severity === 'number') {
    return Number.isFinite(severity) ? clampIntensity(severity) : DEFAULT_INTENSITY;
  }
  if (!severity) return DEFAULT_INTENSITY;
  const outOfTen = parseOutOfTen(severity);
  if (outOfTen !== null) return clampIntensity(outOfTen);
  const text = severity.normalize('NFKC').trim().toLowerCase();
  if (/^-?\d+(\.\d+)?$/.test(text)) return clampIntensity(Number(text));
  const match = INTENSITY_WORDS.find(([word]) => text.includes(word));
  return match ? match[1] : DEFAULT_INTENSITY;
}

/** Highest intensity still shown with a downward (easing) trend icon. */
const DOWN_MAX = 3;
/** Highest intensity still shown as stable. */
const STABLE_MAX = 6;

export function trendIconForIntensity(intensity: number): TrendIcon {
  if (intensity <= DOWN_MAX) return 'down';
  if (intensity <= STABLE_MAX) return 'stable';
  return 'up';
}
