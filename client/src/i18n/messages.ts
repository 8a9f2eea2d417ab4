// The app's messages, compiled at build time (client/vite/message-catalogs.ts) and loaded
// per language in two parts (app/i18n-catalogs.ts): the first screens' part before the
// first render, the rest with the first page beyond them. A first visit downloads one
// language's first part, and no message parser.
import type { MessageFormatElement } from 'react-intl';
import type { Language } from '#common/error-codes';

export type Messages = Record<string, MessageFormatElement[]>;
export type CatalogPart = 'start' | 'rest';

type Loader = () => Promise<{ default: Messages }>;
const LOADERS: Record<Language, Record<CatalogPart, Loader>> = {
  en: {
    start: () => import('virtual:catalog/en/start'),
    rest: () => import('virtual:catalog/en/rest'),
  },
  'zh-HK': {
    start: () => import('virtual:catalog/zh-HK/start'),
    rest: () => import('virtual:catalog/zh-HK/rest'),
  },
};

const needed = new Set<CatalogPart>(['start']);
const loaded = new Map<string, Messages>();
const listeners = new Set<() => void>();
export type Shown = { language: Language; messages: Messages };
let shown: Shown | undefined;
let shownKey = '';

async function load(language: Language, part: CatalogPart) {
  const key = `${language}/${part}`;
  if (!loaded.has(key)) loaded.set(key, (await LOADERS[language][part]()).default);
}

const notify = () => listeners.forEach((listener) => listener());

/** Loads every part the app needs in this language; the app then re-renders in it. */
export async function loadMessages(language: Language) {
  await Promise.all([...needed].map((part) => load(language, part)));
  notify();
}

/** Adds a part and loads it in the language shown; the app then re-renders with it. */
export async function needMessages(part: CatalogPart, language: Language) {
  needed.add(part);
  await load(language, part);
  notify();
}

/**
 * The messages to show: every needed part of the language in one object (the same object
 * until that changes). Until they are all here, what was shown stays, so neither a
 * language switch nor a page beyond the first screens ever shows message ids.
 */
export function shownMessages(language: Language): Shown {
  const parts = [...needed];
  const key = `${language}:${parts.join()}`;
  if (shown && shownKey === key) return shown;
  if (!parts.every((part) => loaded.has(`${language}/${part}`))) return shown!;
  shown = {
    language,
    messages: Object.assign({}, ...parts.map((part) => loaded.get(`${language}/${part}`))),
  };
  shownKey = key;
  return shown;
}

export function subscribeMessages(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
