// The help centre's search (spec): every section keeps the items whose title, subtext,
// question, answer, description or version holds the term, in any letter case.
export type HelpItem = { id: string; texts: readonly string[] };

export function filterHelp<I extends HelpItem>(items: readonly I[], term: string): I[] {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle) return [...items];
  return items.filter((item) =>
    item.texts.some((text) => text.toLocaleLowerCase().includes(needle)),
  );
}
