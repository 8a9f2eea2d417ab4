// The settings search: case-insensitive, on the labels as shown in the current language.

export type Searchable = { id: string; label: string };

export function matchingSettings<T extends Searchable>(items: readonly T[], query: string): T[] {
  const text = query.trim().toLowerCase();
  if (!text) return [...items];
  return items.filter((item) => item.label.toLowerCase().includes(text));
}
