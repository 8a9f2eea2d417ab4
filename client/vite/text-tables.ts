// The client's build keeps only the keys of each `defineTexts(namespace, table)` table:
// the texts themselves reach the browser once, in the compiled catalog of the language
// it shows (message-catalogs.ts), instead of twice and in both languages inside every
// feature's chunk. The catalogs are read from the untouched sources.
import { parseSync, Visitor, type Plugin } from 'vite';

type Edit = { start: number; end: number };

/** The code with every text of its defineTexts() tables replaced by 0, lines kept. */
export function keepTextKeys(code: string, filename: string): string | null {
  const edits: Edit[] = [];
  new Visitor({
    CallExpression(node) {
      if (node.callee.type !== 'Identifier' || node.callee.name !== 'defineTexts') return;
      const table = node.arguments[1];
      if (table?.type !== 'ObjectExpression') return;
      for (const property of table.properties) {
        if (property.type === 'Property' && property.value.type === 'ObjectExpression')
          edits.push(property.value);
      }
    },
  }).visit(parseSync(filename, code).program);
  if (!edits.length) return null;
  let result = code;
  for (const { start, end } of edits.sort((a, b) => b.start - a.start)) {
    const lineBreaks = code.slice(start, end).split('\n').length - 1;
    result = result.slice(0, start) + '0' + '\n'.repeat(lineBreaks) + result.slice(end);
  }
  return result;
}

export function textTables(): Plugin {
  return {
    name: 'florence:text-tables',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || !code.includes('defineTexts(')) return null;
      const result = keepTextKeys(code, id);
      return result === null ? null : { code: result, map: null };
    },
  };
}
