import { describe, expect, it } from 'vitest';
import { parseUnicodeRange, rangeCovers } from './unicode-range';

describe('unicode-range', () => {
  it.each([
    [
      'U+0000-00FF, U+0131',
      [
        [0, 0xff],
        [0x131, 0x131],
      ],
    ],
    ['u+4e00-9fff', [[0x4e00, 0x9fff]]],
    ['U+4??', [[0x400, 0x4ff]]],
    ['', []],
  ])('%s', (value, expected) => {
    expect(parseUnicodeRange(value)).toEqual(expected);
  });

  it.each([
    ['U+4E00-9FFF', '連續 7 天', true],
    ['U+4E00-9FFF', '7-day streak', false],
    ['U+0000-00FF', '連續 7 天', true], // the digit and the spaces
    ['U+3000-303F', '恭喜你！', false],
    ['', 'anything', true],
  ])('%s covers "%s": %s', (value, text, expected) => {
    expect(rangeCovers(value, text)).toBe(expected);
  });
});
