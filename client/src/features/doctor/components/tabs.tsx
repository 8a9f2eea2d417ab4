import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export type Tab<K extends string> = { key: K; label: string; content: () => ReactNode };

type Props<K extends string> = {
  id: string;
  label: string;
  tabs: ReadonlyArray<Tab<K>>;
  selected: K;
  onSelect(key: K): void;
};

/**
 * Tabs as screen readers expect them: a tablist whose arrow keys, Home and End move
 * between tabs (only the selected one is a Tab stop), and one panel for the selected tab.
 */
export function Tabs<K extends string>({ id, label, tabs, selected, onSelect }: Props<K>) {
  const list = useRef<HTMLDivElement>(null);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  );
  const go = (next: number) => {
    const tab = tabs[(next + tabs.length) % tabs.length];
    onSelect(tab.key);
    list.current?.querySelector<HTMLElement>(`#${id}-tab-${tab.key}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    go(moves[event.key]);
  };
  const current = tabs[index];
  return (
    <div className="tabs">
      <div
        ref={list}
        className="tabs__list"
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.key}
            id={`${id}-tab-${tab.key}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={tab.key === current.key}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === current.key ? 0 : -1}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel`}
        className="tabs__panel"
        role="tabpanel"
        aria-labelledby={`${id}-tab-${current.key}`}
        tabIndex={0}
      >
        {current.content()}
      </div>
    </div>
  );
}
