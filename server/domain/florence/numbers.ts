// Numbers as patients write them: digits (full-width ones are folded earlier), English
// number words and Chinese numerals (三, 十二, 三十八, 兩, 廿五, 卅八, 三十七點八).

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

/** Characters that multiply the digit before them; 廿 and 卅 are twenty and thirty on their own. */
const CHINESE_TENS: Readonly<Record<string, number>> = { 十: 10, 百: 100 };
const CHINESE_DECADES: Readonly<Record<string, number>> = { 廿: 20, 卅: 30 };

export const ENGLISH_NUMBERS: Readonly<Record<string, number>> = {
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
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
};

const CHINESE_DIGIT_CLASS = '[零〇一二兩三四五六七八九]';
/** A whole Chinese numeral, with 點 as the decimal point when digits follow it: 三十七點八. */
export const CHINESE_NUMERAL = `[零〇一二兩三四五六七八九十廿卅百]+(?:點${CHINESE_DIGIT_CLASS}+)?`;
/** Digits, with '.' or 點 as the decimal point: 38.5, 37點8. */
const DIGITS = '\\d+(?:(?:\\.|點)\\d+)?';

/**
 * Regex source for one number in any written form. Digits come first so that '38.5'
 * stays whole; English words need word boundaries ('one' is not in 'someone').
 */
export const NUMBER = `${DIGITS}|${CHINESE_NUMERAL}|(?<![a-z])(?:${Object.keys(ENGLISH_NUMBERS).join('|')})(?![a-z])`;

function parseChineseInteger(text: string): number | null {
  let total = 0;
  let current = 0;
  for (const char of text) {
    const digit = CHINESE_DIGITS[char];
    const decade = CHINESE_DECADES[char];
    const tens = CHINESE_TENS[char];
    if (digit !== undefined) current = digit;
    else if (decade !== undefined) total += decade;
    // 十 and 百 multiply the digit before them; alone, 十 is ten.
    else if (tens !== undefined) {
      total += (current || 1) * tens;
      current = 0;
    } else return null;
  }
  return total + current;
}

/** 三 3, 十二 12, 廿五 25, 卅八 38, 三十七點八 37.8; null when not a Chinese numeral. */
export function parseChineseNumeral(text: string): number | null {
  if (!new RegExp(`^(?:${CHINESE_NUMERAL})$`).test(text)) return null;
  const [whole = '', fraction] = text.split('點');
  const integer = parseChineseInteger(whole);
  if (integer === null) return null;
  if (fraction === undefined) return integer;
  const decimals = [...fraction].map((char) => CHINESE_DIGITS[char]).join('');
  return Number(`${integer}.${decimals}`);
}

/** A number token in any of the forms of NUMBER; null when it is none of them. */
export function parseNumber(token: string): number | null {
  const text = token.trim();
  if (new RegExp(`^(?:${DIGITS})$`).test(text)) return Number(text.replace('點', '.'));
  const english = ENGLISH_NUMBERS[text];
  if (english !== undefined) return english;
  return parseChineseNumeral(text);
}
