// `virtual:catalog/<language>/<part>`: the app's messages already parsed into react-intl's
// AST, one module per language and part (src/app/i18n-catalogs.ts), so the browser
// downloads only what it shows, and no ICU parser (vite.config.ts aliases it to
// formatjs' no-parser build). The texts come from the tables the app itself uses.
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import type { Catalog, Catalogs } from '../src/i18n/define-texts';
import type { CatalogPart } from '../src/i18n/messages';
import { buildTimeModule } from './build-time-module.ts';

const PREFIX = 'virtual:catalog/';
const RESOLVED = `\0${PREFIX}`;
const SOURCE = path.resolve(import.meta.dirname, '../src/app/i18n-catalogs.ts');

/**
 * The catalog as a module; JSON.parse of a string is quicker for a browser than an object literal.
 */
export function compiledCatalogModule(catalog: Catalog): string {
  const compiled = Object.fromEntries(
    Object.entries(catalog).map(([id, text]) => [id, parse(text)]),
  );
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
}

export function messageCatalogs(): Plugin {
  const source = buildTimeModule<{ catalogParts: Record<CatalogPart, Catalogs> }>(SOURCE, RESOLVED);
  return {
    name: 'florence:message-catalogs',
    ...source.hooks,
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    async load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const [language, part] = id.slice(RESOLVED.length).split('/');
      const { module, files } = await source.read();
      files.forEach((file) => this.addWatchFile(file));
      const catalog = module.catalogParts[part as CatalogPart]?.[language as keyof Catalogs];
      if (!catalog) this.error(`No message catalog "${part}" in "${language}"`);
      return compiledCatalogModule(catalog);
    },
  };
}
