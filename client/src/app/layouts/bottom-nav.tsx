import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { Icon } from '../../shared/ui/icon';
import { appTexts } from '../app-texts';
import type { NavItem } from './nav-items';

/** The tab bar at the bottom; NavLink marks the current page with aria-current="page". */
export function BottomNav({ items }: { items: readonly NavItem[] }) {
  const intl = useIntl();
  return (
    <nav className="bottom-nav" aria-label={intl.formatMessage(appTexts.t.mainNav)}>
      <ul className="bottom-nav__list">
        {items.map((item) => (
          <li key={item.to} className="bottom-nav__item">
            <NavLink to={item.to} className="bottom-nav__link">
              <Icon name={item.icon} size={22} />
              <span className="bottom-nav__label">{intl.formatMessage(item.label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
