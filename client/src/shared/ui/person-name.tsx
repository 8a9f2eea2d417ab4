/**
 * A person's name as written: never translated (a browser's translator, and our own check
 * that Chinese pages hold no English, leave `translate="no"` alone).
 */
export function PersonName({ children }: { children: string }) {
  return <span translate="no">{children}</span>;
}
