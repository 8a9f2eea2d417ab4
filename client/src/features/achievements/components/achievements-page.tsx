import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { BadgeFieldsFragment } from '../../../generated/graphql';
import { Card } from '../../../shared/ui/card';
import { Column, Columns } from '../../../shared/ui/columns';
import { Page } from '../../../shared/ui/page';
import { PageHeader } from '../../../shared/ui/page-header';
import { badgeTexts } from '../lib/badge-texts';
import { achievementsTexts } from '../texts';
import { BadgeGrid } from './badge-grid';
import { CircularProgress } from './circular-progress';
import { LockedBadgeDialog } from './locked-badge-dialog';
import { QueryState } from './query-state';
import { RankCard } from './rank-card';
import { RecentCard } from './recent-card';
import { useAchievements } from './use-achievements';
import '../achievements.css';

const { t } = achievementsTexts;
/** The spec's collection: eight badges, then 'see all'. */
const COLLECTION = 8;

/** /achievements: rank, recent achievements, the badge collection and the milestones. */
export function AchievementsPage() {
  const intl = useIntl();
  const { data, error } = useAchievements();
  const [locked, setLocked] = useState<BadgeFieldsFragment | null>(null);
  const shown = data?.achievements;
  return (
    <Page width="wide" className="achievements">
      <PageHeader title={intl.formatMessage(t.title)} />
      {!shown ? (
        <QueryState error={error} />
      ) : (
        <Columns>
          <Column>
            <RankCard rank={shown.rank} />
            <RecentCard recent={shown.recent} />
          </Column>
          <Column>
            <Card
              title={intl.formatMessage(t.collectionTitle)}
              actions={<Link to="/achievements_library">{intl.formatMessage(t.seeAll)}</Link>}
            >
              <BadgeGrid badges={shown.badges.slice(0, COLLECTION)} onLocked={setLocked} />
            </Card>
            <Card title={intl.formatMessage(t.milestonesTitle)}>
              <ul className="milestones">
                {shown.milestones.map((milestone) => {
                  const texts = badgeTexts(milestone.id);
                  if (!texts) return null;
                  const name = intl.formatMessage(texts.name);
                  return (
                    <li key={milestone.id} className="milestones__item">
                      <CircularProgress
                        label={name}
                        progress={milestone.progress}
                        target={milestone.target}
                      />
                      <span aria-hidden="true">{name}</span>
                    </li>
                  );
                })}
              </ul>
            </Card>
          </Column>
        </Columns>
      )}
      <LockedBadgeDialog badge={locked} onClose={() => setLocked(null)} />
    </Page>
  );
}
