import { describe, expect, it } from 'vitest';
import { shortName } from './short-name';

describe('a commenter’s short name', () => {
  it('is the first name and the last initial', () => {
    expect(shortName('Chan Tai Man')).toBe('Chan M.');
    expect(shortName('  mei   ling ho ')).toBe('mei H.');
    expect(shortName('Cheung')).toBe('Cheung');
  });
  it('masks a Chinese name written without spaces, keeping the surname', () => {
    expect(shortName('陳大文')).toBe('陳〇文');
    expect(shortName('李明')).toBe('李〇');
    expect(shortName('歐陽小明')).toBe('歐〇〇明');
  });
  it('is null without a name (shown as Unknown User)', () => {
    expect(shortName('')).toBeNull();
    expect(shortName(null)).toBeNull();
  });
});
