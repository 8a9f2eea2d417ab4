import { useRef, type KeyboardEvent } from 'react';
import '../styles/tab-list.css';

export type Tab<K extends string> = { key: K; label: string };

type Props<K extends string> = {
  /** Names the tab list for screen readers. */
  label: string;
  /** Prefix of the tab and panel ids (unique on the page). */
  id: string;
  tabs: readonly Tab<K>[];
  selected: K;
  onSelect(key: K): void;
  /** 'scroll' keeps one row that scrolls sideways (many tabs on a phone). */
  layout?: 'fill' | 'scroll';
};

/**
 * Tabs as the WAI-ARIA pattern has them: one tab stop, arrow keys (and Home/End) move
 * between tabs and select them, and the panel (tabPanelProps) names its tab.
 */
export function TabList<K extends string>({
  label,
  id,
  tabs,
  selected,
  onSelect,
  layout = 'fill',
}: Props<K>) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const next = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    onSelect(tab.key);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-tab-${tab.key}`)}`)?.focus();
  };
  return (
    <div
      ref={list}
      className={`tab-list tab-list--${layout}`}
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
          className="tab-list__tab"
          aria-selected={tab.key === selected}
          aria-controls={`${id}-panel`}
          tabIndex={tab.key === selected ? 0 : -1}
          onClick={() => onSelect(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** The props of the panel that shows the selected tab. */
export const tabPanelProps = (id: string, selected: string) => ({
  id: `${id}-panel`,
  role: 'tabpanel',
  'aria-labelledby': `${id}-tab-${selected}`,
  tabIndex: 0,
});
