// The four measures of the trend cards and charts: which daily value each reads, on
// what scale, and a summary of a period's values for screen readers.
import type { HealthPeriodFieldsFragment } from '../../../generated/graphql';

type DayValues = HealthPeriodFieldsFragment['series'][number];

export type Measure = 'mood' | 'energy' | 'sleep' | 'pain';
export const MEASURES: readonly Measure[] = ['mood', 'energy', 'sleep', 'pain'];

/** Mood, energy and sleep on the chat's 1-5 scale; pain on its intensity out of 10. */
export const SCALE_MAX: Record<Measure, number> = { mood: 5, energy: 5, sleep: 5, pain: 10 };

export const isMeasure = (value: string): value is Measure =>
  (MEASURES as readonly string[]).includes(value);

export type Point = { day: string; value: number | null };

export const pointsOf = (
  series: ReadonlyArray<Pick<DayValues, Measure | 'day'>>,
  measure: Measure,
) => series.map((day): Point => ({ day: day.day, value: day[measure] ?? null }));

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Days recorded, lowest, highest and mean (one decimal); null when nothing was recorded. */
export function summarise(points: readonly Point[]) {
  const values = points.map((p) => p.value).filter((v): v is number => v != null);
  if (!values.length) return null;
  return {
    days: values.length,
    low: Math.min(...values),
    high: Math.max(...values),
    mean: round1(values.reduce((sum, v) => sum + v, 0) / values.length),
  };
}
