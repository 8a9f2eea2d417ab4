// How the app reads a person's name for initials and for the short name other readers see
// (a comment's author). One reading for every screen, so a patient has the same initials
// on their side and the doctor's, and their short name agrees with them.
//
// Names in Hong Kong are written several ways in English. The reading:
// - Titles (Dr, Mr, Mrs, Ms, Miss, Prof) are left out.
// - A last word with a hyphen is a romanised Chinese given name ("Wing-yan"): the word
//   before it is the surname. "Amy Tse Wing-yan" is Amy, surname Tse; "Tse Wing-yan" is
//   Wing-yan, surname Tse.
// - Otherwise the first word is the first name and the last word the surname (the
//   product spec's rule: "Chan Tai Man" reads C… M…).
// - A Chinese name written without spaces starts with its surname (陳大文).
// - A single word with dots or underscores is a username ("lee.siu"): its parts are words.
const TITLES = /^(dr|mr|mrs|ms|miss|prof)\.?$/i;
const HAN = /\p{Script=Han}/u;

export type NameParts = { first: string; surname: string | null };

/** The first name and surname of a full name; null when it holds no name at all. */
export function nameParts(fullName: string | null | undefined): NameParts | null {
  let words = (fullName ?? '')
    .trim()
    .split(/\s+/)
    .filter((word) => word && !TITLES.test(word));
  if (words.length === 1 && /[._]/.test(words[0]!))
    words = words[0]!.split(/[._]+/).filter(Boolean);
  if (!words.length) return null;
  if (words.length === 1) return { first: words[0]!, surname: null };
  const last = words.length - 1;
  if (words[last]!.includes('-')) {
    const surname = words[last - 1]!;
    return { first: last - 1 === 0 ? words[last]! : words[0]!, surname };
  }
  return { first: words[0]!, surname: words[last]! };
}

const initial = (word: string) => [...word][0]!.toLocaleUpperCase();

/** Letters for an avatar ('Amy Tse Wing-yan' → 'AT'), a Chinese name's surname, '?' for none. */
export function initialsOf(fullName: string | null | undefined): string {
  const parts = nameParts(fullName);
  if (!parts) return '?';
  if (HAN.test([...parts.first][0]!)) return [...parts.first][0]!;
  return initial(parts.first) + (parts.surname ? initial(parts.surname) : '');
}

/**
 * What other readers see of an author: first name and the surname's initial ('Amy T.'). A
 * Chinese name without spaces is masked as Hong Kong notices do: the surname and the last
 * character, the middle hidden (陳〇文). Null without a name.
 */
export function shortName(fullName: string | null | undefined): string | null {
  const parts = nameParts(fullName);
  if (!parts) return null;
  const chars = [...parts.first];
  if (!parts.surname) {
    if (!HAN.test(chars[0]!) || chars.length < 2) return parts.first;
    if (chars.length === 2) return `${chars[0]}〇`;
    return chars[0] + '〇'.repeat(chars.length - 2) + chars[chars.length - 1];
  }
  return `${parts.first} ${initial(parts.surname)}.`;
}

/**
 * A doctor's name with the title once: a name stored with its title ("Dr. Mei Chan") is
 * kept as written, as the app shows it; one without gets "Dr" or 醫生 (the subject once
 * read "New message from Dr Dr. Mei Chan").
 */
export function doctorTitled(fullName: string, language: 'en' | 'zh-HK'): string {
  const name = fullName.trim();
  if (TITLES.test(name.split(/\s+/)[0] ?? '')) return name;
  return language === 'zh-HK' ? `${name}醫生` : `Dr ${name}`;
}
