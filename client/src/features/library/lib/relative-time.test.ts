import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => relativeTime(new Date(now.getTime() - ms), now);
const m = 60_000;
const h = 60 * m;
const d = 24 * h;

describe('relative time of articles and comments', () => {
  it('reads just now under a minute, and a clock a little ahead as just now too', () => {
    expect(ago(59_000)).toEqual({ unit: 'now' });
    expect(relativeTime(new Date(now.getTime() + 5000), now)).toEqual({ unit: 'now' });
  });
  it('counts minutes under an hour and hours under a day', () => {
    expect(ago(m)).toEqual({ unit: 'minutes', value: 1 });
    expect(ago(59 * m + 59_000)).toEqual({ unit: 'minutes', value: 59 });
    expect(ago(h)).toEqual({ unit: 'hours', value: 1 });
    expect(ago(23 * h + 59 * m)).toEqual({ unit: 'hours', value: 23 });
  });
  it('counts days up to 7, weeks up to 28 days', () => {
    expect(ago(d)).toEqual({ unit: 'days', value: 1 });
    expect(ago(7 * d + h)).toEqual({ unit: 'days', value: 7 });
    expect(ago(8 * d)).toEqual({ unit: 'weeks', value: 1 });
    expect(ago(28 * d)).toEqual({ unit: 'weeks', value: 4 });
  });
  it('counts 30-day months up to 365 days, then years', () => {
    expect(ago(29 * d)).toEqual({ unit: 'months', value: 1 });
    expect(ago(59 * d)).toEqual({ unit: 'months', value: 1 });
    expect(ago(60 * d)).toEqual({ unit: 'months', value: 2 });
    expect(ago(365 * d)).toEqual({ unit: 'months', value: 12 });
    expect(ago(366 * d)).toEqual({ unit: 'years', value: 1 });
    expect(ago(800 * d)).toEqual({ unit: 'years', value: 2 });
  });
});
