// Replaces each `graphql(`…`)` call with an import of the document codegen generated for
// it (what codegen's Babel plugin does; our build has no Babel). Without this, any
// chunk with one operation carries the map of every operation in the app (gql.ts).
// Line breaks are kept so the source maps stay right line for line.
import path from 'node:path';
import type { Plugin } from 'vite';

const GENERATED = path.resolve(import.meta.dirname, '../src/generated');
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const GRAPHQL_IMPORT = /^import\s*\{\s*graphql\s*\}\s*from\s*['"][./]*[^'"]*generated(?:\/index)?['"];?[ \t]*$/m;
const DEFINITION = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/;

/** The name codegen's client preset exports for a document's text. */
export function documentExportName(text: string): string {
  const match = DEFINITION.exec(text);
  if (!match) throw new Error(`graphql() without a named operation or fragment:\n${text}`);
  return match[1] === 'fragment' ? `${match[2]}FragmentDoc` : `${match[2]}Document`;
}

/** The module's code with documents imported, or null when it calls no graphql(). */
export function importDocuments(code: string, generatedModule: string): string | null {
  const names = new Set<string>();
  const replaced = code.replace(CALL, (call: string, text: string) => {
    const name = documentExportName(text);
    names.add(name);
    return name + '\n'.repeat(call.split('\n').length - 1);
  });
  if (!names.size) return null;
  const withoutHelper = replaced.replace(GRAPHQL_IMPORT, '');
  return `import { ${[...names].join(', ')} } from ${JSON.stringify(generatedModule)};${withoutHelper}`;
}

export function graphqlDocuments(): Plugin {
  return {
    name: 'florence:graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(GENERATED) || !code.includes('graphql(')) return null;
      const result = importDocuments(code, path.join(GENERATED, 'graphql.ts'));
      return result === null ? null : { code: result, map: null };
    },
  };
}
