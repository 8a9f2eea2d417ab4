// Replaces each `graphql(`…`)` call with an import of that one document (what codegen's
// Babel plugin does; our build has no Babel). Otherwise any chunk with one operation
// carries the map of every operation of the app (gql.ts), and since a module is never
// split, every document would share one chunk (graphql.ts).
// Each document is a module of its own, made at build time from codegen's output, and
// carries its printed text like graphql-tag's documents do (`loc.source.body`): the
// first screens send it with a plain fetch (shared/api/graphql-request.ts), no printer.
// Line breaks are kept so the source maps stay right line for line.
import path from 'node:path';
import { print, stripIgnoredCharacters, type DocumentNode } from 'graphql';
import type { Plugin } from 'vite';
import { buildTimeModule } from './build-time-module.ts';

const GENERATED = path.resolve(import.meta.dirname, '../src/generated');
const PREFIX = 'virtual:graphql-document/';
const RESOLVED = `\0${PREFIX}`;
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const GRAPHQL_IMPORT =
  /^import\s*\{\s*graphql\s*\}\s*from\s*['"][./]*[^'"]*generated(?:\/index)?['"];?[ \t]*$/m;
const DEFINITION = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/;

/** The name codegen's client preset exports for a document's text. */
export function documentExportName(text: string): string {
  const match = DEFINITION.exec(text);
  if (!match) throw new Error(`graphql() without a named operation or fragment:\n${text}`);
  return match[1] === 'fragment' ? `${match[2]}FragmentDoc` : `${match[2]}Document`;
}

/** The module's code with its documents imported, or null when it calls no graphql(). */
export function importDocuments(code: string): string | null {
  const names = new Set<string>();
  const replaced = code.replace(CALL, (call: string, text: string) => {
    const name = documentExportName(text);
    names.add(name);
    return name + '\n'.repeat(call.split('\n').length - 1);
  });
  if (!names.size) return null;
  const imports = [...names]
    .map((name) => `import ${name} from ${JSON.stringify(PREFIX + name)};`)
    .join(' ');
  return imports + replaced.replace(GRAPHQL_IMPORT, '');
}

/** One document as a module, with its compact text where graphql-tag would keep it. */
export function documentModule(document: DocumentNode): string {
  const body = stripIgnoredCharacters(print(document));
  const loc = {
    start: 0,
    end: body.length,
    source: { body, name: 'GraphQL request', locationOffset: { line: 1, column: 1 } },
  };
  return `export default JSON.parse(${JSON.stringify(JSON.stringify({ ...document, loc }))});`;
}

export function graphqlDocuments(): Plugin {
  const generated = buildTimeModule<Record<string, DocumentNode>>(
    path.join(GENERATED, 'graphql.ts'),
    RESOLVED,
  );
  return {
    name: 'florence:graphql-documents',
    enforce: 'pre',
    ...generated.hooks,
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(GENERATED) || !code.includes('graphql('))
        return null;
      const result = importDocuments(code);
      return result === null ? null : { code: result, map: null };
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    async load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      const { module, files } = await generated.read();
      files.forEach((file) => this.addWatchFile(file));
      if (!module[name])
        this.error(`${name} is not in client/src/generated/graphql.ts: run \`npm run codegen\``);
      return documentModule(module[name]);
    },
  };
}
