// Care-library constants shared by the server (content, rules) and the client (tabs).
import type { Language } from './language';

/** The spec's six categories, in its tab order (after All). */
export const ARTICLE_CATEGORIES = [
  'nutrition',
  'wellness',
  'health',
  'exercise',
  'support',
  'mental_health',
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const CATEGORY_NAMES: Record<ArticleCategory, Record<Language, string>> = {
  nutrition: { en: 'Nutrition', 'zh-HK': '營養' },
  wellness: { en: 'Wellness', 'zh-HK': '身心健康' },
  health: { en: 'Health', 'zh-HK': '健康' },
  exercise: { en: 'Exercise', 'zh-HK': '運動' },
  support: { en: 'Support', 'zh-HK': '支援' },
  mental_health: { en: 'Mental Health', 'zh-HK': '心理健康' },
};

/** Similar articles: at most this many of the same category. */
export const SIMILAR_LIMIT = 10;
