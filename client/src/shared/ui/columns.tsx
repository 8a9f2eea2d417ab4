import type { ReactNode } from 'react';

/**
 * Blocks side by side where the screen has room: one column on phones, two from 768 px,
 * three (when `count` is 3) from 1280 px. Children are the columns; a column holds cards.
 * `aside` makes the last column narrower (a side panel beside the main column).
 */
export function Columns({
  count = 2,
  aside = false,
  children,
}: {
  count?: 2 | 3;
  aside?: boolean;
  children: ReactNode;
}) {
  const classes = ['columns', `columns--${count}`, aside && 'columns--aside'];
  return <div className={classes.filter(Boolean).join(' ')}>{children}</div>;
}

/** One column of a <Columns>: its cards stack with the standard gap. */
export function Column({ children }: { children: ReactNode }) {
  return <div className="columns__column">{children}</div>;
}
