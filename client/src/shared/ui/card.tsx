import { useId, type ReactNode } from 'react';

type HeadingLevel = 2 | 3;

/**
 * A white block of related content. With a title it is a region named by its heading
 * (level 2 by default; 3 inside a section that has its own <h2>). `actions` sit beside
 * the title (a "see all" link, a small button).
 */
export function Card({
  title,
  level = 2,
  actions,
  tone,
  className,
  children,
}: {
  title?: ReactNode;
  level?: HeadingLevel;
  actions?: ReactNode;
  tone?: 'accent';
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const Heading = `h${level}` as const;
  const classes = ['card', tone && `card--${tone}`, className].filter(Boolean).join(' ');
  if (!title) return <div className={classes}>{children}</div>;
  return (
    <section className={classes} aria-labelledby={id}>
      <div className="card__head">
        <Heading id={id} className="card__title">
          {title}
        </Heading>
        {actions && <div className="card__actions">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
