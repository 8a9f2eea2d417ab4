// Removes personal details from text before it leaves the server (for example to a
// language model that rephrases questions). Conservative: a false match only hides a
// few characters, a missed one leaks them.

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
/** HKID: one or two letters, six digits, a check digit or A, often in brackets: A123456(7). */
const HKID = /(?<![\p{L}\p{N}])[A-Z]{1,2}\d{6}\s?(?:\(\s?[\dA]\s?\)|[\dA])(?![\p{L}\p{N}])/giu;
/** International numbers: a plus, a country code, then at least six more digits. */
const INTERNATIONAL_PHONE = /\+\d{1,3}(?:[\s-]?\(?\d+\)?){2,}/g;
/** Hong Kong numbers: eight digits, optionally split 4-4, optionally after 852. */
const HK_PHONE = /(?<![\d.])(?:\(?852\)?[\s-]?)?\d{4}[\s-]?\d{4}(?![\d.])/g;

export const REDACTED = {
  name: '[name]',
  email: '[email]',
  phone: '[phone]',
  id: '[id]',
} as const;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Latin names match whole words; Chinese names match anywhere (no spaces between words). */
function namePattern(name: string, ignoreCase: boolean): RegExp {
  const escaped = escapeRegExp(name).replace(/\s+/g, '\\s+');
  const latin = /[a-z]/i.test(name);
  const source = latin ? `(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])` : escaped;
  return new RegExp(source, ignoreCase ? 'giu' : 'gu');
}

/**
 * The text with e-mail addresses, HKID-like numbers, phone numbers and the given names
 * replaced by placeholders. A name of several words matches in any case; a single word,
 * or a part of a name ('Chan' of 'Chan Tai Man'), only as written, so that the name
 * May does not hide the word 'may'.
 */
export function redactPersonalDetails(text: string, knownNames: readonly string[] = []): string {
  let redacted = text
    .replace(EMAIL, REDACTED.email)
    .replace(HKID, REDACTED.id)
    .replace(INTERNATIONAL_PHONE, REDACTED.phone)
    .replace(HK_PHONE, REDACTED.phone);
  const fullNames = knownNames.map((name) => name.trim()).filter((name) => name.length >= 2);
  const parts = fullNames.flatMap((name) => name.split(/\s+/)).filter((part) => part.length >= 2);
  const longestFirst = (a: string, b: string) => b.length - a.length;
  for (const name of [...fullNames].sort(longestFirst)) {
    redacted = redacted.replace(namePattern(name, /\s/.test(name)), REDACTED.name);
  }
  for (const part of [...parts].sort(longestFirst)) {
    redacted = redacted.replace(namePattern(part, false), REDACTED.name);
  }
  return redacted;
}
