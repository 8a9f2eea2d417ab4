import type { ReactNode } from 'react';

/** The title block of a centred page. */
export function PageIntro({
  title,
  children,
  leading,
}: {
  title: string;
  children?: ReactNode;
  leading?: ReactNode;
}) {
  return (
    <header className="intro">
      {leading}
      <h1 className="intro__title">{title}</h1>
      {children && <p className="intro__text">{children}</p>}
    </header>
  );
}
