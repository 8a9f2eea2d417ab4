import { describe, expect, it } from 'vitest';
import { findAll } from './text-scan';

const asMatchAll = (text: string, pattern: RegExp) =>
  [
    ...text.matchAll(
      new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`),
    ),
  ].map((match) => [match.index, [...match]]);
const found = (text: string, pattern: RegExp) =>
  findAll(text, pattern).map((match) => [match.index, [...match]]);

describe('findAll', () => {
  it('finds what matchAll finds, groups and positions included', () => {
    const cases: [string, RegExp][] = [
      ['vomited 4 times, then 2 more times', /(\d+)\s*(times?)/i],
      ['no fever, no rash', /\bno\b/],
      ['嘔咗四次，屙咗兩次', /(嘔|屙)咗/u],
      ['', /x*/],
      ['abc', /x*/],
      ['a😀b😀', /(?:)/u],
      ['a😀b', new RegExp('(?:)', 'v')],
    ];
    for (const [text, pattern] of cases)
      expect(found(text, pattern)).toEqual(asMatchAll(text, pattern));
  });

  it('leaves the pattern it was given as it was, and gives the same answer twice', () => {
    const pattern = /\d+/g;
    pattern.lastIndex = 3;
    expect(found('12 34 56', pattern)).toEqual([
      [0, ['12']],
      [3, ['34']],
      [6, ['56']],
    ]);
    expect(found('12 34 56', pattern)).toEqual(found('12 34 56', pattern));
    expect(pattern.lastIndex).toBe(3);
  });
});
