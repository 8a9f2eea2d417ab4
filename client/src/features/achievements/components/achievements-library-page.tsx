import { useIntl } from 'react-intl';
import { Card } from '../../../shared/ui/card';
import { Page } from '../../../shared/ui/page';
import { PageHeader } from '../../../shared/ui/page-header';
import { achievementsTexts } from '../texts';
import { BadgeGrid } from './badge-grid';
import { QueryState } from './query-state';
import { useAchievements } from './use-achievements';
import '../achievements.css';

const { t } = achievementsTexts;

/** /achievements_library: every badge, locked or unlocked, each opening its details page. */
export function AchievementsLibraryPage() {
  const intl = useIntl();
  const { data, error } = useAchievements();
  const badges = data?.achievements.badges;
  return (
    <Page className="achievements">
      <PageHeader
        back="/achievements"
        title={intl.formatMessage(t.libraryTitle)}
        description={intl.formatMessage(t.libraryIntro)}
      />
      {!badges ? (
        <QueryState error={error} />
      ) : (
        <Card>
          <BadgeGrid badges={badges} />
        </Card>
      )}
      <p className="muted achievements__footer">{intl.formatMessage(t.libraryFooter)}</p>
    </Page>
  );
}
