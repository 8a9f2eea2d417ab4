import type { ReactNode } from 'react';

export type PageWidth = 'narrow' | 'medium' | 'wide';

/**
 * The outer block of every screen inside the shell. `narrow` for forms and reading (about
 * 40 characters of large text), `medium` for single-column screens, `wide` for screens that
 * use columns, tables or a list with details (see README.md).
 */
export function Page({
  width = 'medium',
  className,
  children,
}: {
  width?: PageWidth;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={['page', `page--${width}`, className].filter(Boolean).join(' ')}>
      {children}
    </section>
  );
}
