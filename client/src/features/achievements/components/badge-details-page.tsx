import { useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import type { BadgeFieldsFragment } from '../../../generated/graphql';
import { hasErrorCode } from '../../../shared/api/api-error';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Page } from '../../../shared/ui/page';
import { PageHeader } from '../../../shared/ui/page-header';
import { BadgeQuery } from '../api/achievements';
import { badgeTexts, isStreakBadge } from '../lib/badge-texts';
import { achievementsTexts } from '../texts';
import { BadgeMedal } from './badge-medal';
import { QueryState } from './query-state';
import { ShareButton } from './share-button';
import '../achievements.css';

const { t } = achievementsTexts;

/** /badge_details/:badgeId (and the old /badge_details/unlocked and /locked links). */
export function BadgeDetailsPage() {
  const intl = useIntl();
  const { badgeId = '' } = useParams();
  const { data, error } = useQuery(BadgeQuery, {
    variables: { badgeId },
    fetchPolicy: 'cache-and-network',
  });
  const badge = data?.badge;
  const texts = badge ? badgeTexts(badge.id) : null;
  if ((error && hasErrorCode(error, 'NOT_FOUND')) || (badge && !texts))
    return (
      <Page>
        <PageHeader back="/achievements_library" title={intl.formatMessage(t.detailsTitle)} />
        <EmptyState
          title={intl.formatMessage(t.notFound)}
          action={
            <Link className="btn btn--secondary" to="/achievements_library">
              {intl.formatMessage(t.toLibrary)}
            </Link>
          }
        >
          <p>{intl.formatMessage(t.notFoundHint)}</p>
        </EmptyState>
      </Page>
    );
  return (
    <Page className="achievements">
      <PageHeader back="/achievements_library" title={intl.formatMessage(t.detailsTitle)} />
      {badge && texts ? (
        <BadgeDetails
          badge={badge}
          name={intl.formatMessage(texts.name)}
          how={intl.formatMessage(texts.how)}
        />
      ) : (
        <QueryState error={error} />
      )}
    </Page>
  );
}

function BadgeDetails({
  badge,
  name,
  how,
}: {
  badge: BadgeFieldsFragment;
  name: string;
  how: string;
}) {
  const intl = useIntl();
  const card = useRef<HTMLDivElement>(null);
  const unlocked = badge.unlockedAt != null;
  const percent = Math.round((badge.progress / badge.target) * 100);
  return (
    <>
      <div className="card badge-card" ref={card} data-testid="badge-card">
        <BadgeMedal id={badge.id} unlocked={unlocked} size={120} />
        <h2 className="badge-card__name">{name}</h2>
        <p>{how}</p>
        {unlocked ? (
          <>
            <p className="badge-card__status">{intl.formatMessage(t.congratulations)}</p>
            <p data-testid="unlocked-on">
              {intl.formatMessage(t.unlockedOn, {
                date: intl.formatDate(String(badge.unlockedAt), { dateStyle: 'long' }),
              })}
            </p>
          </>
        ) : (
          <>
            <p className="badge-card__status">{intl.formatMessage(t.notYet)}</p>
            <div
              className="rank-card__track"
              role="progressbar"
              aria-label={name}
              aria-valuemin={0}
              aria-valuemax={badge.target}
              aria-valuenow={badge.progress}
              aria-valuetext={intl.formatMessage(t.progressOf, {
                progress: badge.progress,
                target: badge.target,
              })}
            >
              <div className="rank-card__fill" style={{ width: `${percent}%` }} />
            </div>
            <p data-testid="locked-progress">
              {intl.formatMessage(t.progressOf, { progress: badge.progress, target: badge.target })}
            </p>
            {isStreakBadge(badge.id) && (
              <p className="muted">
                {intl.formatMessage(t.streakResets, { progress: badge.progress })}
              </p>
            )}
          </>
        )}
      </div>
      {unlocked && <ShareButton target={card} title={name} />}
    </>
  );
}
