import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ArticleCardFieldsFragment } from '../../../generated/graphql';
import { Icon } from '../../../shared/ui/icon';
import { useLibraryFormat } from '../lib/use-library-format';
import { LikeButton } from './like-button';

/** An article in a list: the whole card opens it; the like toggle stays its own control. */
export function ArticleCard({ article }: { article: ArticleCardFieldsFragment }) {
  const format = useLibraryFormat();
  const titleId = useId();
  return (
    <article className="card article-card" aria-labelledby={titleId}>
      <img
        className="article-card__image"
        src={article.imageUrl}
        alt={article.imageAlt}
        loading="lazy"
      />
      <div className="article-card__body">
        <p className="article-card__category">
          <Icon name={format.categoryIcon(article.category)} size={16} />{' '}
          {format.category(article.category)}
        </p>
        <h3 id={titleId} className="article-card__title">
          <Link className="article-card__link" to={`/articles_details/${article.id}`}>
            {article.title}
          </Link>
        </h3>
        <p className="muted article-card__description">{article.description}</p>
        <div className="article-card__meta">
          <LikeButton article={article} />
          <span className="article-card__time">
            <Icon name="clock" size={16} /> {format.readTime(article.readTimeMinutes)}
          </span>
        </div>
      </div>
    </article>
  );
}
