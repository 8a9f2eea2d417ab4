import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { BadgeFieldsFragment } from '../../../generated/graphql';
import { badgeTexts } from '../lib/badge-texts';
import { achievementsTexts } from '../texts';
import { BadgeMedal } from './badge-medal';

const { t } = achievementsTexts;

/**
 * Badges in a grid. Each is a link to its details page, unless `onLocked` is given: then a
 * locked badge is a button that opens the locked-badge dialog instead.
 */
export function BadgeGrid({
  badges,
  onLocked,
}: {
  badges: readonly BadgeFieldsFragment[];
  onLocked?: (badge: BadgeFieldsFragment) => void;
}) {
  const intl = useIntl();
  return (
    <ul className="badge-grid">
      {badges.map((badge) => {
        const texts = badgeTexts(badge.id);
        if (!texts) return null;
        const unlocked = badge.unlockedAt != null;
        const name = intl.formatMessage(texts.name);
        // The name as shown, then the state for screen readers: "7-day streak, Locked".
        const content = (
          <>
            <BadgeMedal id={badge.id} unlocked={unlocked} />
            <span className="badge-grid__name">
              {name}
              <span className="visually-hidden">
                {intl.formatMessage(t.badgeState, {
                  state: intl.formatMessage(unlocked ? t.unlocked : t.locked),
                })}
              </span>
            </span>
          </>
        );
        return (
          <li key={badge.id}>
            {!unlocked && onLocked ? (
              <button
                type="button"
                className="badge-grid__item"
                aria-haspopup="dialog"
                onClick={() => onLocked(badge)}
              >
                {content}
              </button>
            ) : (
              <Link className="badge-grid__item" to={`/badge_details/${badge.id}`}>
                {content}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
