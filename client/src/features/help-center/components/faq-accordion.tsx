import { useState } from 'react';
import { Icon } from '../../../shared/ui/icon';
import type { Faq } from '../lib/help-content';

/** Questions that open and close (each a button with aria-expanded over its answer). */
export function FaqAccordion({ items }: { items: readonly Faq[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <ul className="faq">
      {items.map((item) => {
        const expanded = open.has(item.id);
        return (
          <li key={item.id} className="faq__item">
            <h3 className="faq__question">
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={`${item.id}-answer`}
                onClick={() => toggle(item.id)}
              >
                <span>{item.question}</span>
                <Icon name={expanded ? 'minus' : 'plus'} size={20} />
              </button>
            </h3>
            <p id={`${item.id}-answer`} className="faq__answer" hidden={!expanded}>
              {item.answer}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
