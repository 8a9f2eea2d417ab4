import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES, type ArticleCategory } from '#common/library';
import { filterArticles } from './filter-articles';

const articles = [
  {
    id: 1,
    category: 'nutrition',
    title: 'Eating well during chemotherapy',
    description: 'Small meals',
  },
  { id: 4, category: 'wellness', title: 'Living with fatigue', description: 'Plan your energy' },
  { id: 8, category: 'mental_health', title: '面對憂慮與情緒低落', description: '呼吸練習' },
];
const name = (category: string) => CATEGORY_NAMES[category as ArticleCategory].en;
const ids = (list: { id: number }[]) => list.map((a) => a.id);

describe('the library list', () => {
  it('shows a category’s articles, or all of them', () => {
    expect(ids(filterArticles(articles, 'all', '', name))).toEqual([1, 4, 8]);
    expect(ids(filterArticles(articles, 'wellness', '', name))).toEqual([4]);
    expect(filterArticles(articles, 'exercise', '', name)).toEqual([]);
  });
  it('searches titles, descriptions and the category name, in any letter case', () => {
    expect(ids(filterArticles(articles, 'all', '  CHEMO', name))).toEqual([1]);
    expect(ids(filterArticles(articles, 'all', 'energy', name))).toEqual([4]);
    expect(ids(filterArticles(articles, 'all', 'mental', name))).toEqual([8]);
    expect(ids(filterArticles(articles, 'all', '呼吸', name))).toEqual([8]);
    expect(ids(filterArticles(articles, 'nutrition', 'fatigue', name))).toEqual([]);
  });
});
