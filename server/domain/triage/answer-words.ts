// The words patients use for severity and frequency, in English and in Traditional
// Chinese (written and Cantonese forms), mapped to a grade. This is the only place
// that holds these vocabularies; grading.ts reads them.
import type { Grade, LocalizedText } from './types';

/** Severity words. Section 1 of the triage rulebook, plus close Cantonese synonyms. */
export const SEVERITY_WORD_GRADES: ReadonlyMap<string, Grade> = new Map<string, Grade>([
  ['none', 0],
  ['no', 0],
  ['not at all', 0],
  ['沒有', 0],
  ['冇', 0],
  ['無', 0],
  ['mild', 1],
  ['a little', 1],
  ['a bit', 1],
  ['輕微', 1],
  ['少少', 1],
  ['moderate', 2],
  ['中等', 2],
  ['severe', 3],
  ['bad', 3],
  ['嚴重', 3],
  ['very severe', 4],
  ['unbearable', 4],
  ['extreme', 4],
  ['非常嚴重', 4],
  // In Cantonese 好 before an adjective means "very", so 好嚴重 is "very severe".
  ['好嚴重', 4],
  ['忍受不了', 4],
  ['頂唔順', 4],
]);

/** Frequency words, from never (grade 0) to almost constantly (grade 3). */
export const FREQUENCY_WORD_GRADES: ReadonlyMap<string, Grade> = new Map<string, Grade>([
  ['never', 0],
  ['從不', 0],
  ['從來沒有', 0],
  ['從來冇', 0],
  ['rarely', 1],
  ['occasionally', 1],
  ['sometimes', 1],
  ['很少', 1],
  ['好少', 1],
  ['偶爾', 1],
  ['間中', 1],
  ['有時', 1],
  ['frequently', 2],
  ['often', 2],
  ['經常', 2],
  ['成日', 2],
  ['almost constantly', 3],
  ['constantly', 3],
  ['all the time', 3],
  ['幾乎持續', 3],
  ['不停', 3],
  ['一直都有', 3],
]);

/** Answers meaning the patient cannot rate the symptom: ungraded, lower confidence. */
export const NOT_SURE_WORDS: ReadonlySet<string> = new Set([
  'not sure',
  'unsure',
  "don't know",
  'dont know',
  '不確定',
  '唔確定',
  '不知道',
  '唔知',
]);

/** The chat's 1-5 frequency scale: step n is FREQUENCY_SCALE_STEPS[n - 1]. */
export const FREQUENCY_SCALE_STEPS: ReadonlyArray<{ label: LocalizedText; grade: Grade }> = [
  { label: { en: 'never', 'zh-HK': '從不' }, grade: 0 },
  { label: { en: 'rarely', 'zh-HK': '很少' }, grade: 1 },
  { label: { en: 'occasionally', 'zh-HK': '間中' }, grade: 1 },
  { label: { en: 'frequently', 'zh-HK': '經常' }, grade: 2 },
  { label: { en: 'almost constantly', 'zh-HK': '幾乎持續' }, grade: 3 },
];

/**
 * Puts free text in the form the word tables are keyed by: full-width characters
 * folded (NFKC), lower case, a trailing "(1-3)" hint from the quick-reply labels and
 * punctuation removed, spaces collapsed.
 */
export function normaliseAnswerText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/\([^)]*\)\s*$/, '')
    .replace(/[.,!?;:。，！？；：、~]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const OUT_OF_TEN = /^(\d+(?:\.\d+)?)\s*(?:\/|out of)\s*10\s*[.!。！]?$/;

/** Reads an 'n/10' (or 'n out of 10') answer; null when the text is not one. */
export function parseOutOfTen(text: string): number | null {
  const match = OUT_OF_TEN.exec(text.normalize('NFKC').toLowerCase().trim());
  return match ? Number(match[1]) : null;
}
