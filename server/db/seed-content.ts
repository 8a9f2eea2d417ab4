// The care library's articles, written in server/content/articles, stored in every mode
// (they are content, not demo data). Safe to run on every start and on several instances
// at once: new articles are inserted once, and every article is brought up to date.
import type { PrismaClient } from '../generated/prisma/client.ts';
import { ARTICLES } from '../content/articles/index';
import type { ArticleSource } from '../content/article-source';
import { readTimeMinutes } from '../domain/library/read-time';

export const articleRow = (article: ArticleSource) => ({
  id: article.id,
  category: article.category,
  titleEn: article.en.title,
  titleZh: article['zh-HK'].title,
  descriptionEn: article.en.description,
  descriptionZh: article['zh-HK'].description,
  imageUrl: article.image,
  imageAltEn: article.en.imageAlt,
  imageAltZh: article['zh-HK'].imageAlt,
  readTimeMinutes: readTimeMinutes(article.en.blocks),
  contentEn: article.en.blocks,
  contentZh: article['zh-HK'].blocks,
});

type Row = ReturnType<typeof articleRow>;
const FIELDS = Object.keys(articleRow(ARTICLES[0])) as (keyof Row)[];
/** JSON with object keys sorted: PostgreSQL's jsonb hands keys back in its own order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
const same = (stored: Record<string, unknown>, row: Row) =>
  FIELDS.every((field) => canonical(stored[field]) === canonical(row[field]));

/** Inserts new articles once and updates changed ones; a start with nothing new writes nothing. */
export async function seedContent(prisma: PrismaClient) {
  const rows = ARTICLES.map(articleRow);
  const stored = new Map((await prisma.article.findMany()).map((article) => [article.id, article]));
  const missing = rows.filter((row) => !stored.has(row.id));
  const changed = rows.filter((row) => stored.has(row.id) && !same(stored.get(row.id)!, row));
  if (missing.length) await prisma.article.createMany({ data: missing, skipDuplicates: true });
  if (changed.length)
    await prisma.$transaction(
      changed.map(({ id, ...row }) => prisma.article.update({ where: { id }, data: row })),
    );
}
