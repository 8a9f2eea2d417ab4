// Numbers as patients write them: digits, English number words and Chinese numerals
// (三, 十二, 三十八, 兩).

const CHINESE_DIGITS: Readonly<Record<string, number>> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  兩: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};

const ENGLISH_NUMBERS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

export const CHINESE_NUMERAL = '[零〇一二兩三四五六七八九十百]+';

/**
 * Regex source for one number in any written form. Digits come first so that '38.5'
 * stays whole; English words need word boundaries ('one' is not in 'someone').
 */
export const NUMBER = `\\d+(?:\\.\\d+)?|${CHINESE_NUMERAL}|(?<![a-z])(?:${Object.keys(ENGLISH_NUMBERS).join('|')})(?![a-z])`;

/** 三 3, 十二 12, 二十 20, 三十八 38, 一百 100; null when not a Chinese numeral. */
export function parseChineseNumeral(text: string): number | null {
  if (!new RegExp(`^${CHINESE_NUMERAL}$`).test(text)) return null;
  let total = 0;
  let current = 0;
  for (const char of text) {
    const digit = CHINESE_DIGITS[char];
    if (digit !== undefined) {
      current = digit;
    } else {
      // 十 and 百 multiply the digit before them; alone, 十 is ten.
      total += (current || 1) * (char === '十' ? 10 : 100);
      current = 0;
    }
  }
  return total + current;
}

/** A number token in any of the forms of NUMBER; null when it is none of them. */
export function parseNumber(token: string): number | null {
  const text = token.trim();
  if (/^\d+(?:\.\d+)?$/.test(text)) return Number(text);
  const english = ENGLISH_NUMBERS[text];
  if (english !== undefined) return english;
  return parseChineseNumeral(text);
}
