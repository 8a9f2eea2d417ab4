import { describe, expect, it } from 'vitest';
import { doctorTitled, initialsOf, shortName } from './person-name';

describe('a person’s name, read once for every screen', () => {
  it.each([
    // [full name, initials, short name]
    ['Amy Tse Wing-yan', 'AT', 'Amy T.'],
    ['Tse Wing-yan', 'WT', 'Wing-yan T.'],
    ['Amy Tse', 'AT', 'Amy T.'],
    ['Dr. Mei Chan', 'MC', 'Mei C.'],
    ['chan tai man', 'CM', 'chan M.'],
    ['  mei   ling ho ', 'MH', 'mei H.'],
    ['lee.siu', 'LS', 'lee S.'],
    ['  Cheung  ', 'C', 'Cheung'],
  ])('%s: initials %s, shown to others as %s', (name, initials, short) => {
    expect(initialsOf(name)).toBe(initials);
    expect(shortName(name)).toBe(short);
  });

  it('a Chinese name: its surname for initials, masked for others', () => {
    expect(initialsOf('陳大文')).toBe('陳');
    expect(shortName('陳大文')).toBe('陳〇文');
    expect(shortName('李明')).toBe('李〇');
    expect(shortName('歐陽小明')).toBe('歐〇〇明');
  });

  it('no name: a mark for initials, null for the short name (shown as Unknown User)', () => {
    expect(initialsOf('')).toBe('?');
    expect(initialsOf('Dr.')).toBe('?');
    expect(shortName('')).toBeNull();
    expect(shortName(null)).toBeNull();
  });
});

describe('doctorTitled', () => {
  it.each([
    ['Dr. Mei Chan', 'en', 'Dr. Mei Chan'],
    ['Dr. Mei Chan', 'zh-HK', 'Dr. Mei Chan'],
    ['Mei Chan', 'en', 'Dr Mei Chan'],
    ['陳美', 'zh-HK', '陳美醫生'],
  ] as const)('%s in %s is %s', (name, language, titled) => {
    expect(doctorTitled(name, language)).toBe(titled);
  });
});
