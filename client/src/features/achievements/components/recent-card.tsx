import { useIntl } from 'react-intl';
import type { AchievementsQuery } from '../../../generated/graphql';
import { Card } from '../../../shared/ui/card';
import { badgeTexts } from '../lib/badge-texts';
import { achievementsTexts } from '../texts';
import { BadgeMedal } from './badge-medal';

const { t } = achievementsTexts;
type Recent = AchievementsQuery['achievements']['recent'][number];

/** The three latest unlocks or rank-ups, newest first; says so plainly when there are none. */
export function RecentCard({ recent }: { recent: readonly Recent[] }) {
  const intl = useIntl();
  const title = (item: Recent) => {
    const texts = item.badgeId ? badgeTexts(item.badgeId) : null;
    if (texts) return intl.formatMessage(texts.name);
    return intl.formatMessage(t.reachedRank, { rank: item.rankName ?? '' });
  };
  return (
    <Card title={intl.formatMessage(t.recentTitle)}>
      {recent.length === 0 ? (
        <p className="muted">{intl.formatMessage(t.noRecent)}</p>
      ) : (
        <ul className="recent-list" data-testid="recent-achievements">
          {recent.map((item) => (
            <li key={`${item.kind}-${item.badgeId ?? item.rankName}`} className="recent-list__item">
              <BadgeMedal id={item.badgeId ?? 'rank'} unlocked size={40} />
              <div>
                <p className="recent-list__title">{title(item)}</p>
                <p className="muted">
                  {item.kind === 'badge' && `${intl.formatMessage(t.badgeEarned)} · `}
                  <time dateTime={String(item.at)}>
                    {intl.formatDate(String(item.at), { dateStyle: 'medium' })}
                  </time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
