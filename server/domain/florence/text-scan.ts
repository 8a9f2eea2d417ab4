// Text helpers shared by the understanding code: one normal form for every message,
// and phrase search that respects English word boundaries but not Chinese ones
// (Chinese is written without spaces, so 痛 must be found inside 頭痛).

export interface Span {
  start: number;
  end: number;
}

export interface PhraseMatch<T> extends Span {
  phrase: string;
  value: T;
}

/**
 * Full-width characters folded (NFKC also turns ℃ into °C), lower case, typographic
 * quotes and dashes made plain, spaces collapsed,
 * variant characters folded. Punctuation is kept: it splits clauses.
 */
export function normaliseMessage(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[–—~〜]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(VARIANT_CHARACTERS, (variant) => VARIANT_FOLD[variant] ?? variant)
    .trim();
}

/**
 * Hong Kong writes some words two ways: 痾 for 屙 ('to pass stool': 肚痾, 痾咗八次) and 飛滋 for
 * 痱滋 (mouth ulcers). The vocabularies list one form; the other is folded into it here.
 */
const VARIANT_FOLD: Readonly<Record<string, string>> = { 痾: '屙', 飛滋: '痱滋' };
const VARIANT_CHARACTERS = /痾|飛滋/g;

/** The message without trailing punctuation, for whole-message phrases ("no.", "冇呀！"). */
export function withoutEndPunctuation(text: string): string {
  return text.replace(/[\s.,!?;:。，！？；：、]+$/u, '').trim();
}

/**
 * A phrase table built from groups of phrases that share a value. A phrase listed twice
 * would silently take the later value, so that is refused when the module loads.
 */
export function phraseTable<T>(
  groups: ReadonlyArray<readonly [phrases: readonly string[], value: T]>,
): ReadonlyMap<string, T> {
  const table = new Map<string, T>();
  for (const [phrases, value] of groups) {
    for (const phrase of phrases) {
      if (table.has(phrase)) throw new Error(`Phrase listed twice: ${phrase}`);
      table.set(phrase, value);
    }
  }
  return table;
}

const WORD_CHAR = /[a-z0-9]/;

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && WORD_CHAR.test(char);
}

/** Latin ends of a phrase need a word boundary ('numb' is not in 'number'); CJK ends do not. */
function occursAt(text: string, phrase: string, index: number): boolean {
  if (!text.startsWith(phrase, index)) return false;
  if (isWordChar(phrase[0]) && isWordChar(text[index - 1])) return false;
  return !(isWordChar(phrase[phrase.length - 1]) && isWordChar(text[index + phrase.length]));
}

export function overlapsAny(span: Span, spans: readonly Span[]): boolean {
  return spans.some((other) => span.start < other.end && other.start < span.end);
}

/** A table's phrases by their first character, longest first (built once per table). */
const byFirstCharCache = new WeakMap<ReadonlyMap<string, unknown>, Map<string, string[]>>();

function phrasesByFirstChar(table: ReadonlyMap<string, unknown>): Map<string, string[]> {
  let index = byFirstCharCache.get(table);
  if (!index) {
    index = new Map();
    for (const phrase of [...table.keys()].sort((a, b) => b.length - a.length)) {
      const first = phrase[0] ?? '';
      const phrases = index.get(first) ?? [];
      phrases.push(phrase);
      index.set(first, phrases);
    }
    byFirstCharCache.set(table, index);
  }
  return index;
}

/**
 * Non-overlapping occurrences of the table's phrases, leftmost first and, at one
 * position, longest first: 'chest pain' wins over 'pain', 想嘔 over 嘔. Text inside
 * `skip` spans is not searched.
 */
export function findPhrases<T>(
  text: string,
  table: ReadonlyMap<string, T>,
  skip: readonly Span[] = [],
): PhraseMatch<T>[] {
  // Only the phrases that start with the character at hand are tried there: a message is
  // read on every turn of every check-in, against tables of hundreds of phrases.
  const byFirstChar = phrasesByFirstChar(table);
  const matches: PhraseMatch<T>[] = [];
  let index = 0;
  while (index < text.length) {
    const at = index;
    const phrase = byFirstChar
      .get(text[at]!)
      ?.find(
        (candidate) =>
          occursAt(text, candidate, at) &&
          !overlapsAny({ start: at, end: at + candidate.length }, skip),
      );
    if (phrase === undefined) {
      index += 1;
      continue;
    }
    matches.push({ start: at, end: at + phrase.length, phrase, value: table.get(phrase) as T });
    index = at + phrase.length;
  }
  return matches;
}

/**
 * Every match of a regular expression, with its span. An exec loop on one global copy
 * per pattern rather than matchAll: matchAll clones its pattern (through RegExp's species
 * constructor) on every call, and a message is scanned this way dozens of times per turn.
 */
export function findAll(text: string, pattern: RegExp): RegExpExecArray[] {
  const global = globalVersion(pattern);
  const matches: RegExpExecArray[] = [];
  global.lastIndex = 0;
  for (let match = global.exec(text); match; match = global.exec(text)) {
    matches.push(match);
    // An empty match would find itself again forever; step over it, as matchAll does
    // (a whole character under the u or v flag, never half of a surrogate pair).
    if (match[0] === '')
      global.lastIndex += stepOver(text, global.lastIndex, /[uv]/.test(global.flags));
  }
  return matches;
}

function stepOver(text: string, index: number, byCodePoint: boolean): number {
  return byCodePoint && (text.codePointAt(index) ?? 0) > 0xffff ? 2 : 1;
}

/**
 * A copy of the pattern with the g flag, made once per pattern: the original's lastIndex is
 * never touched, whoever else uses it. The loop above is synchronous, so the copy's lastIndex
 * cannot be moved by another scan in the middle. Patterns belong in module constants: a
 * literal inside a function is a new object on every call, and would be copied every time.
 */
const globalVersions = new WeakMap<RegExp, RegExp>();

function globalVersion(pattern: RegExp): RegExp {
  let global = globalVersions.get(pattern);
  if (!global) {
    global = new RegExp(pattern.source, pattern.global ? pattern.flags : `${pattern.flags}g`);
    globalVersions.set(pattern, global);
  }
  return global;
}

/** A span moved `by` characters to the left: from a message's offsets to a clause's. */
export function shift<T extends Span>(span: T, by: number): T {
  return { ...span, start: span.start - by, end: span.end - by };
}

export function spanOf(match: RegExpExecArray): Span {
  return { start: match.index, end: match.index + match[0].length };
}
