import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { commonTexts } from '../../../i18n/common-texts';
import { SimilarArticlesQuery } from '../api/similar-articles';
import { useRefetchOnLanguage } from '../lib/use-refetch-on-language';
import { libraryTexts } from '../texts';
import { ArticleCard } from './article-card';

/** Up to ten other articles of the same category. */
export function SimilarTab({ articleId }: { articleId: number }) {
  const { t } = libraryTexts;
  const intl = useIntl();
  const query = useQuery(SimilarArticlesQuery, { variables: { articleId } });
  useRefetchOnLanguage(query.refetch);
  if (query.loading && !query.data)
    return <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>;
  if (query.error && !query.data)
    return <p className="library__empty">{intl.formatMessage(t.noSimilarAvailable)}</p>;
  const similar = query.data?.similarArticles ?? [];
  if (!similar.length)
    return <p className="library__empty">{intl.formatMessage(t.noSimilarFound)}</p>;
  return (
    <div className="library__list">
      {similar.map((article) => (
        <ArticleCard key={article.id} article={article} />
      ))}
    </div>
  );
}
