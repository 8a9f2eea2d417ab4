import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { Icon } from '../../shared/ui/icon';
import { appTexts } from '../app-texts';
import type { NavItem } from './nav-items';

/**
 * The role's destinations, in one <nav>: a tab bar at the foot of a phone's screen, a side
 * column from 1024 px (layout.css). NavLink marks the current page with aria-current="page".
 * Labels are never cut: with large text the tab bar wraps into more rows.
 */
export function AppNav({ items }: { items: readonly NavItem[] }) {
  const intl = useIntl();
  return (
    <nav className="app-nav" aria-label={intl.formatMessage(appTexts.t.mainNav)}>
      <ul className="app-nav__list">
        {items.map((item) => (
          <li key={item.to} className="app-nav__item">
            <NavLink to={item.to} className="app-nav__link">
              <Icon name={item.icon} size={22} />
              <span className="app-nav__label">{intl.formatMessage(item.label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
