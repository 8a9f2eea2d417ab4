import { describe, expect, it } from 'vitest';
import { DEFAULT_INTENSITY, intensityFromSeverity, trendIconForIntensity } from './intensity';
import { GRADE_WORDS } from './labels';
import type { Grade } from './types';

describe('intensity out of 10 for the dashboard', () => {
  it.each([
    ['mild', 3],
    ['Mild', 3],
    ['輕微', 3],
    ['moderate', 5],
    ['中等', 5],
    ['severe', 8],
    ['Severe pain', 8],
    ['嚴重', 8],
    ['extreme', 10],
    ['very severe', 10],
    ['非常嚴重', 10],
  ] as const)('word %j reads as %i', (severity, intensity) => {
    expect(intensityFromSeverity(severity)).toBe(intensity);
  });

  it.each([
    ['7/10', 7],
    ['2 / 10', 2],
    ['0/10', 1],
    ['12/10', 10],
    ['6', 6],
    ['4.5', 4.5],
  ] as const)('text %j reads as %s', (severity, intensity) => {
    expect(intensityFromSeverity(severity)).toBe(intensity);
  });

  it.each([
    [0, 1],
    [1, 1],
    [7, 7],
    [10, 10],
    [15, 10],
    [-3, 1],
  ] as const)('number %i is clamped to %i', (severity, intensity) => {
    expect(intensityFromSeverity(severity)).toBe(intensity);
  });

  it.each([undefined, null, '', 'so-so', Number.NaN])(
    '%j falls back to the default 5',
    (severity) => {
      expect(intensityFromSeverity(severity)).toBe(DEFAULT_INTENSITY);
    },
  );

  it.each<[Grade, number]>([
    [1, 3],
    [2, 5],
    [3, 8],
    [4, 10],
  ])('the grade-%i word reads back in its band (%i) in both languages', (grade, intensity) => {
    expect(intensityFromSeverity(GRADE_WORDS[grade].en)).toBe(intensity);
    expect(intensityFromSeverity(GRADE_WORDS[grade]['zh-HK'])).toBe(intensity);
  });
});

describe('trend icon', () => {
  it.each([
    [1, 'down'],
    [3, 'down'],
    [3.5, 'stable'],
    [4, 'stable'],
    [6, 'stable'],
    [6.5, 'up'],
    [7, 'up'],
    [10, 'up'],
  ] as const)('intensity %s shows %s', (intensity, icon) => {
    expect(trendIconForIntensity(intensity)).toBe(icon);
  });
});
