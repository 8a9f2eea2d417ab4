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
        const label = intl.formatMessage(t.badgeState, {
          name,
          state: intl.formatMessage(unlocked ? t.unlocked : t.locked),
        });
        const content = (
          <>
            <BadgeMedal id={badge.id} unlocked={unlocked} />
            <span className="badge-grid__name" aria-hidden="true">
              {name}
            </span>
          </>
        );
        return (
          <li key={badge.id}>
            {!unlocked && onLocked ? (
              <button
                type="button"
                className="badge-grid__item"
                aria-label={label}
                aria-haspopup="dialog"
                onClick={() => onLocked(badge)}
              >
                {content}
              </button>
            ) : (
              <Link
                className="badge-grid__item"
                aria-label={label}
                to={`/badge_details/${badge.id}`}
              >
                {content}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
