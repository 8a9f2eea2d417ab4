// Each text is written once, with both languages side by side, so a missing translation
// is a type error. A feature defines its table; the app merges every table into the
// catalogs that react-intl reads.
import type { Language } from '#common/error-codes';

export type Bilingual = Record<Language, string>;
export type Catalog = Record<string, string>;
export type Catalogs = Record<Language, Catalog>;
export type TextDescriptor = { id: string };

export type TextTable<K extends string> = {
  /** Descriptors for `intl.formatMessage` and `<FormattedMessage>`. */
  t: Record<K, TextDescriptor>;
  /**
   * Read at build time only: the client's build keeps just the keys of the table
   * (client/vite/text-tables.ts).
   */
  readonly catalogs: Catalogs;
};

export function defineTexts<const K extends string>(
  namespace: string,
  table: Record<K, Bilingual>,
): TextTable<K> {
  const keys = Object.keys(table) as K[];
  const id = (key: K) => `${namespace}.${key}`;
  const t = Object.fromEntries(keys.map((key) => [key, { id: id(key) }])) as Record<
    K,
    TextDescriptor
  >;
  return {
    t,
    get catalogs() {
      const catalogs: Catalogs = { en: {}, 'zh-HK': {} };
      for (const key of keys) {
        catalogs.en[id(key)] = table[key].en;
        catalogs['zh-HK'][id(key)] = table[key]['zh-HK'];
      }
      return catalogs;
    },
  };
}

/** A shared table's entries with their keys prefixed (`urgency` + 1 is `urgency1`). */
export function prefixedTexts<const P extends string, K extends string | number>(
  prefix: P,
  table: Readonly<Record<K, Bilingual>>,
) {
  const entries = Object.entries<Bilingual>(table).map(([key, text]) => [prefix + key, text]);
  return Object.fromEntries(entries) as Record<`${P}${K}`, Bilingual>;
}

export function mergeCatalogs(...parts: Catalogs[]): Catalogs {
  return {
    en: Object.assign({}, ...parts.map((p) => p.en)),
    'zh-HK': Object.assign({}, ...parts.map((p) => p['zh-HK'])),
  };
}
