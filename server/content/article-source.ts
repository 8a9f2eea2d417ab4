// The shape of a care-library article as written here: both languages side by side, so
// a missing translation is a type error. server/db/seed-content.ts stores them.
import type { Language } from '#common/language';
import type { ArticleCategory } from '#common/library';

export type ContentBlock =
  | { type: 'h3'; text: string }
  | { type: 'p'; text: string }
  | { type: 'img'; src: string; alt: string };

export type ArticleText = {
  title: string;
  description: string;
  imageAlt: string;
  blocks: ContentBlock[];
};

export type ArticleSource = {
  id: number;
  category: ArticleCategory;
  /** A file in client/public/library/. */
  image: string;
} & Record<Language, ArticleText>;
