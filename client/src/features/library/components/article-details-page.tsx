import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { commonTexts } from '../../../i18n/common-texts';
import { useErrorText } from '../../../shared/api/use-error-text';
import { BackButton } from '../../../shared/ui/back-button';
import { FormMessage } from '../../../shared/ui/form-message';
import { Icon } from '../../../shared/ui/icon';
import { TabList, tabPanelProps } from '../../../shared/ui/tab-list';
import { ArticleQuery } from '../api/article';
import { useExpandingPanel } from '../lib/use-expanding-panel';
import { useLibraryFormat } from '../lib/use-library-format';
import { useRefetchOnLanguage } from '../lib/use-refetch-on-language';
import { libraryTexts } from '../texts';
import { ArticleBody } from './article-body';
import { CommentsTab } from './comments-tab';
import { LikeButton } from './like-button';
import { SimilarTab } from './similar-tab';
import '../library.css';

type Section = 'article' | 'comments' | 'similar';

/** /articles_details/:id: hero, then the panel with the article, its comments and similar ones. */
export function ArticleDetailsPage() {
  const { t } = libraryTexts;
  const intl = useIntl();
  const format = useLibraryFormat();
  const errorText = useErrorText();
  const { id } = useParams();
  const articleId = /^\d{1,9}$/.test(id ?? '') ? Number(id) : NaN;
  const [section, setSection] = useState<Section>('article');
  const expanded = useExpandingPanel();
  const query = useQuery(ArticleQuery, {
    variables: { articleId },
    skip: Number.isNaN(articleId),
    fetchPolicy: 'cache-and-network',
  });
  useRefetchOnLanguage(query.refetch);
  const article = query.data?.article;

  if (query.loading && !query.data)
    return <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>;
  if (!article)
    return (
      <section className="page">
        <header className="page__header">
          <BackButton to="/articles" label={intl.formatMessage(t.backToLibrary)} />
          <h1 className="page__title">{intl.formatMessage(t.notFound)}</h1>
        </header>
        {query.error && <FormMessage tone="error">{errorText(query.error)}</FormMessage>}
      </section>
    );

  const tabs = [
    { key: 'article' as const, label: intl.formatMessage(t.tabArticle) },
    {
      key: 'comments' as const,
      label: `${intl.formatMessage(t.tabComments)} (${article.commentCount})`,
    },
    { key: 'similar' as const, label: intl.formatMessage(t.tabSimilar) },
  ];
  return (
    <section className={`article-details${expanded ? ' article-details--expanded' : ''}`}>
      <div className="article-details__hero">
        <img src={article.imageUrl} alt={article.imageAlt} />
        <div className="article-details__back">
          <BackButton to="/articles" label={intl.formatMessage(t.backToLibrary)} />
        </div>
      </div>
      <div className="card article-details__panel" data-expanded={expanded}>
        <p className="article-card__category">
          <Icon name={format.categoryIcon(article.category)} size={16} />{' '}
          {format.category(article.category)}
        </p>
        <h1 className="article-details__title">{article.title}</h1>
        <div className="article-card__meta">
          <span className="article-card__time">
            <Icon name="clock" size={16} /> {format.readTime(article.readTimeMinutes)}
          </span>
          <LikeButton article={article} />
          {article.finishedByMe && (
            <span className="finished-chip">
              <Icon name="check" size={14} /> {intl.formatMessage(t.finished)}
            </span>
          )}
        </div>
        <TabList<Section>
          id="article-sections"
          label={intl.formatMessage(t.articleTabs)}
          tabs={tabs}
          selected={section}
          onSelect={setSection}
        />
        <div {...tabPanelProps('article-sections', section)}>
          {section === 'article' && <ArticleBody article={article} />}
          {section === 'comments' && (
            <CommentsTab articleId={article.id} comments={article.comments} />
          )}
          {section === 'similar' && <SimilarTab articleId={article.id} />}
        </div>
      </div>
    </section>
  );
}
