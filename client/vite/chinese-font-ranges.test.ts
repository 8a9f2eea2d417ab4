import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { chineseFacesOnly, chineseRanges } from './chinese-font-ranges';

describe('chineseRanges', () => {
  it('drops Latin letters, digits and punctuation, keeps CJK punctuation, ideographs and full-width forms', () => {
    expect(
      chineseRanges('U+20-22, U+27-2A, U+41-5D, U+2026, U+3000, U+300A-300B, U+4E03, U+ff01-ff0c'),
    ).toBe('U+3000,U+300a-300b,U+4e03,U+ff01-ff0c');
  });

  it('cuts ranges at the edges of the Chinese blocks', () => {
    expect(chineseRanges('U+2000-2e85, U+9ff0-a7ff, U+1f300-20010')).toBe(
      'U+2e80-2e85,U+9ff0-9fff,U+20000-20010',
    );
    expect(chineseRanges('U+41, U+a720-a7ff, U+1ea0-1ef9')).toBe('');
  });
});

describe('chineseFacesOnly', () => {
  it('keeps every Chinese character of the real package and no ASCII', () => {
    const require = createRequire(import.meta.url);
    const css = fs.readFileSync(
      require.resolve('@fontsource-variable/noto-sans-tc/index.css'),
      'utf8',
    );
    const narrowed = chineseFacesOnly(css);
    const faces = narrowed.match(/@font-face/g) ?? [];
    expect(faces.length).toBeGreaterThan(90);
    expect(narrowed).not.toMatch(/files\/noto-sans-tc-(?:latin|cyrillic|vietnamese)/);
    const ranges = [...narrowed.matchAll(/unicode-range:\s*([^;]+);/g)].flatMap((m) =>
      m[1].split(','),
    );
    const covers = (char: string) =>
      ranges.some((range) => {
        const [from, to = from] = range
          .trim()
          .slice(2)
          .split('-')
          .map((h) => parseInt(h, 16));
        const point = char.codePointAt(0)!;
        return point >= from && point <= to;
      });
    for (const char of '歡迎回來，症狀評估跟進。「」（）') expect(covers(char), char).toBe(true);
    for (const char of 'Aa1 ,.?') expect(covers(char), char).toBe(false);
  });
});
