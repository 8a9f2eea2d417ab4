import type { ReactNode } from 'react';
import { BackButton } from './back-button';

/**
 * The top of a screen: its one <h1>, with an optional back control (`back`: one step back
 * in history, or a path), a short line above (`eyebrow`) or below (`description`) the
 * title, and actions on the right that wrap below on narrow screens.
 */
export function PageHeader({
  title,
  description,
  eyebrow,
  back,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  eyebrow?: ReactNode;
  back?: boolean | string;
  actions?: ReactNode;
}) {
  return (
    <header className="page-header">
      {back && <BackButton to={typeof back === 'string' ? back : undefined} />}
      <div className="page-header__text">
        {eyebrow && <p className="page-header__eyebrow">{eyebrow}</p>}
        <h1 className="page__title">{title}</h1>
        {description && <p className="page-header__description">{description}</p>}
      </div>
      {actions && <div className="page-header__actions">{actions}</div>}
    </header>
  );
}
