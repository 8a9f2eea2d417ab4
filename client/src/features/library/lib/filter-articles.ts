// What the library list shows: the chosen category's articles whose title, description
// or category name holds the search term (any letter case, surrounding spaces ignored).
import type { ArticleCategory } from '#common/library';

export type CategoryTab = 'all' | ArticleCategory;

export function filterArticles<A extends { category: string; title: string; description: string }>(
  articles: readonly A[],
  tab: CategoryTab,
  search: string,
  categoryName: (category: string) => string,
): A[] {
  const needle = search.trim().toLocaleLowerCase();
  return articles.filter(
    (a) =>
      (tab === 'all' || a.category === tab) &&
      (!needle ||
        [a.title, a.description, categoryName(a.category)].some((text) =>
          text.toLocaleLowerCase().includes(needle),
        )),
  );
}
