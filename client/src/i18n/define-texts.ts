// Each text is written once, with both languages side by side, so a missing translation
// is a type error. A feature defines its table; the app merges every table into the
// catalogs that react-intl reads.
import type { Language } from '../../../common/error-codes';

export type Bilingual = Record<Language, string>;
export type Catalog = Record<string, string>;
export type Catalogs = Record<Language, Catalog>;
export type TextDescriptor = { id: string };

export type TextTable<K extends string> = {
  /** Descriptors for `intl.formatMessage` and `<FormattedMessage>`. */
  t: Record<K, TextDescriptor>;
  catalogs: Catalogs;
};

export function defineTexts<const K extends string>(namespace: string, table: Record<K, Bilingual>): TextTable<K> {
  const t = {} as Record<K, TextDescriptor>;
  const catalogs: Catalogs = { en: {}, 'zh-HK': {} };
  for (const key of Object.keys(table) as K[]) {
    const id = `${namespace}.${key}`;
    t[key] = { id };
    catalogs.en[id] = table[key].en;
    catalogs['zh-HK'][id] = table[key]['zh-HK'];
  }
  return { t, catalogs };
}

export function mergeCatalogs(...parts: Catalogs[]): Catalogs {
  return {
    en: Object.assign({}, ...parts.map((p) => p.en)),
    'zh-HK': Object.assign({}, ...parts.map((p) => p['zh-HK'])),
  };
}
