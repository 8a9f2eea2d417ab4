import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { BadgeFieldsFragment } from '../../../generated/graphql';
import { Dialog } from '../../../shared/ui/dialog';
import { badgeTexts } from '../lib/badge-texts';
import { achievementsTexts } from '../texts';
import { BadgeMedal } from './badge-medal';

const { t } = achievementsTexts;

/** A locked badge: how it is earned, the real progress, and 'how to rank up' (help centre). */
export function LockedBadgeDialog({
  badge,
  onClose,
}: {
  badge: BadgeFieldsFragment | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const texts = badge ? badgeTexts(badge.id) : null;
  if (!badge || !texts) return null;
  const name = intl.formatMessage(texts.name);
  return (
    <Dialog open title={intl.formatMessage(t.lockedTitle, { name })} onClose={onClose}>
      <div className="locked-badge">
        <BadgeMedal id={badge.id} unlocked={false} />
        <p>{intl.formatMessage(texts.how)}</p>
        <p data-testid="locked-progress">
          {intl.formatMessage(t.progressOf, { progress: badge.progress, target: badge.target })}
        </p>
      </div>
      <div className="dialog__actions">
        <Link className="btn btn--primary" to="/help_center" data-autofocus>
          {intl.formatMessage(t.howToRankUp)}
        </Link>
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {intl.formatMessage(t.close)}
        </button>
      </div>
    </Dialog>
  );
}
