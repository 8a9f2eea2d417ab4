import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { ARTICLE_CATEGORIES } from '#common/library';
import { commonTexts } from '../../../i18n/common-texts';
import { useErrorText } from '../../../shared/api/use-error-text';
import { BackButton } from '../../../shared/ui/back-button';
import { FormMessage } from '../../../shared/ui/form-message';
import { SearchToggle } from '../../../shared/ui/search-toggle';
import { TabList, tabPanelProps } from '../../../shared/ui/tab-list';
import { ArticlesQuery } from '../api/articles';
import { filterArticles, type CategoryTab } from '../lib/filter-articles';
import { useLibraryFormat } from '../lib/use-library-format';
import { useRefetchOnLanguage } from '../lib/use-refetch-on-language';
import { libraryTexts } from '../texts';
import { ArticleCard } from './article-card';
import '../library.css';

/** /articles: the care library by category, with search. */
export function ArticlesPage() {
  const { t } = libraryTexts;
  const intl = useIntl();
  const format = useLibraryFormat();
  const errorText = useErrorText();
  const [tab, setTab] = useState<CategoryTab>('all');
  const [searching, setSearching] = useState(false);
  const [search, setSearch] = useState('');
  const query = useQuery(ArticlesQuery, { fetchPolicy: 'cache-and-network' });
  useRefetchOnLanguage(query.refetch);
  const articles = query.data?.articles ?? [];
  const shown = filterArticles(articles, tab, search, format.category);
  const tabs = [
    { key: 'all' as const, label: intl.formatMessage(t.all) },
    ...ARTICLE_CATEGORIES.map((key) => ({ key, label: format.category(key) })),
  ];

  return (
    <section className="page library">
      <header className="page__header">
        <BackButton to="/home" />
        {!searching && (
          <h1 className="page__title library__title">{intl.formatMessage(t.title)}</h1>
        )}
        <SearchToggle
          id="article-search"
          label={intl.formatMessage(t.search)}
          closeLabel={intl.formatMessage(t.closeSearch)}
          open={searching}
          onOpenChange={setSearching}
          value={search}
          onChange={setSearch}
        />
      </header>
      <TabList<CategoryTab>
        id="article-categories"
        label={intl.formatMessage(t.categories)}
        layout="scroll"
        tabs={tabs}
        selected={tab}
        onSelect={setTab}
      />
      <div {...tabPanelProps('article-categories', tab)} className="library__list">
        {query.error && !articles.length && (
          <FormMessage tone="error">{errorText(query.error)}</FormMessage>
        )}
        {query.loading && !query.data && (
          <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>
        )}
        {query.data && !shown.length && (
          <p className="library__empty">
            {search.trim()
              ? intl.formatMessage(t.noMatch, { term: search.trim() })
              : intl.formatMessage(t.noneInCategory)}
          </p>
        )}
        {shown.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </div>
    </section>
  );
}
