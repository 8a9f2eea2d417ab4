import type { ReactNode, Ref } from 'react';

/**
 * A list with the selected item's details beside it (from 1024 px; the details stay in
 * view while the list scrolls). Below that width only the list shows: a phone screen
 * shows its items as cards with their actions instead (see README.md). `detailLabel`
 * names the details region for screen readers; `detailRef` lets the screen move the focus
 * there when a row is chosen, so keyboard users land on what they asked for.
 */
export function ListDetail({
  list,
  detail,
  detailLabel,
  detailRef,
}: {
  list: ReactNode;
  detail: ReactNode;
  detailLabel: string;
  detailRef?: Ref<HTMLElement>;
}) {
  return (
    <div className="list-detail">
      <div className="list-detail__list">{list}</div>
      <section
        ref={detailRef}
        className="list-detail__detail"
        aria-label={detailLabel}
        tabIndex={-1}
      >
        {detail}
      </section>
    </div>
  );
}
