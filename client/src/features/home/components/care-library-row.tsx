import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Card } from '../../../shared/ui/card';
import { HomeArticlesQuery } from '../api/home-articles';
import { homeTexts } from '../texts';

const { t } = homeTexts;
/** The spec's row: eight articles. */
const SHOWN = 8;

/** The care library's articles in a row; hidden when the library has none (never faked). */
export function CareLibraryRow() {
  const intl = useIntl();
  const { data, error } = useQuery(HomeArticlesQuery);
  const articles = (data?.articles ?? []).slice(0, SHOWN);
  if (error || !articles.length) return null;
  return (
    <Card
      title={intl.formatMessage(t.libraryTitle)}
      className="home-library"
      actions={<Link to="/articles">{intl.formatMessage(t.viewAll)}</Link>}
    >
      <ul className="home-library__row">
        {articles.map((article) => (
          <li key={article.id} className="home-library__item card">
            <img src={article.imageUrl} alt={article.imageAlt} loading="lazy" />
            <Link className="home-library__link" to={`/articles_details/${article.id}`}>
              {article.title}
            </Link>
            <span className="muted">
              {intl.formatMessage(t.readMinutes, { minutes: article.readTimeMinutes })}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
