import { useId, type ReactNode } from 'react';

/** A titled section of the dashboard, named by its heading for screen readers. */
export function Panel({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const id = useId();
  return (
    <section className="dashboard__section card" aria-labelledby={id}>
      <div className="panel__head">
        <h2 id={id} className="dashboard__heading">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
