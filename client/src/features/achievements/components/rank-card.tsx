import { useIntl } from 'react-intl';
import type { AchievementsQuery } from '../../../generated/graphql';
import { Card } from '../../../shared/ui/card';
import { achievementsTexts } from '../texts';

const { t } = achievementsTexts;
type Rank = AchievementsQuery['achievements']['rank'];

/** The rank from the XP ledger: the total, the next threshold and a bar at the real share. */
export function RankCard({ rank }: { rank: Rank }) {
  const intl = useIntl();
  const percent = Math.round(rank.progress * 100);
  return (
    <Card title={intl.formatMessage(t.rankTitle)} tone="accent" className="rank-card">
      <p className="rank-card__name" data-testid="rank-name">
        {rank.name}
      </p>
      {rank.nextAt != null && rank.nextName != null ? (
        <>
          <p className="rank-card__xp" data-testid="rank-xp">
            {intl.formatMessage(t.xpOfNext, { xp: rank.totalXp, next: rank.nextAt })}
          </p>
          <div
            className="rank-card__track"
            role="progressbar"
            aria-label={intl.formatMessage(t.rankProgress, { rank: rank.nextName })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent}%`}
          >
            <div className="rank-card__fill" style={{ width: `${percent}%` }} />
          </div>
          <p className="muted">
            {intl.formatMessage(t.toNextRank, {
              xp: rank.nextAt - rank.totalXp,
              rank: rank.nextName,
            })}
          </p>
        </>
      ) : (
        <>
          <p className="rank-card__xp" data-testid="rank-xp">
            {intl.formatMessage(t.xpTotal, { xp: rank.totalXp })}
          </p>
          <p className="muted">{intl.formatMessage(t.topRank)}</p>
        </>
      )}
      <p className="muted">{intl.formatMessage(t.howToEarn)}</p>
    </Card>
  );
}
