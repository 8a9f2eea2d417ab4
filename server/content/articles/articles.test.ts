// The care library's content: the spec's numbering, both languages with the same
// structure, images that exist, and nothing left empty.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTICLE_CATEGORIES } from '#common/library';
import { ARTICLES } from './index';

const publicDir = path.resolve(import.meta.dirname, '../../../client/public');
const exists = (src: string) => fs.existsSync(path.join(publicDir, src));

describe('the care library', () => {
  it('numbers its articles as the spec does, over all six categories', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(ARTICLES.map((a) => a.id)).size).toBe(ARTICLES.length);
    const first = Object.fromEntries(ARTICLES.slice(0, 8).map((a) => [a.id, a.category]));
    expect(first).toEqual({
      1: 'nutrition',
      2: 'nutrition',
      3: 'wellness',
      4: 'wellness',
      5: 'health',
      6: 'exercise',
      7: 'support',
      8: 'mental_health',
    });
    expect(new Set(ARTICLES.map((a) => a.category))).toEqual(new Set(ARTICLE_CATEGORIES));
  });

  it('says the same in both languages, block for block', () => {
    for (const article of ARTICLES) {
      const en = article.en.blocks.map((b) => (b.type === 'img' ? b.src : b.type));
      const zh = article['zh-HK'].blocks.map((b) => (b.type === 'img' ? b.src : b.type));
      expect(zh, `article ${article.id}`).toEqual(en);
      for (const text of [article.en, article['zh-HK']]) {
        expect(text.title.trim() && text.description.trim() && text.imageAlt.trim()).toBeTruthy();
        for (const block of text.blocks)
          expect(block.type === 'img' ? block.alt.trim() : block.text.trim()).toBeTruthy();
      }
    }
  });

  it('shows only local images that exist', () => {
    for (const article of ARTICLES) {
      expect(exists(article.image), article.image).toBe(true);
      for (const block of article.en.blocks)
        if (block.type === 'img') expect(exists(block.src), block.src).toBe(true);
    }
  });
});
