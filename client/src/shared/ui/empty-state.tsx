import type { ReactNode } from 'react';

/**
 * What a screen or a list shows when there is nothing (yet): a small illustration, one
 * line that says so, a hint, and the one action that helps. The title is a heading only
 * when it is the page's own (`headingLevel`), else a paragraph.
 */
export function EmptyState({
  illustration,
  title,
  headingLevel,
  children,
  action,
}: {
  illustration?: ReactNode;
  title: ReactNode;
  headingLevel?: 1 | 2 | 3;
  children?: ReactNode;
  action?: ReactNode;
}) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className="empty-state">
      {illustration && <div className="empty-state__art">{illustration}</div>}
      <Title className="empty-state__title">{title}</Title>
      {children && <div className="empty-state__text">{children}</div>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
