// An article's read time, from its English text (the Chinese version says the same).
import type { ContentBlock } from '../../content/article-source';

/** A relaxed reading pace for health information read on a phone. */
export const WORDS_PER_MINUTE = 200;

export function readTimeMinutes(blocks: readonly ContentBlock[]): number {
  const words = blocks
    .flatMap((block) => (block.type === 'img' ? [] : block.text.split(/\s+/)))
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
