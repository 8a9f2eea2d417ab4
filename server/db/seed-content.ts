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

export async function seedContent(prisma: PrismaClient) {
  const rows = ARTICLES.map(articleRow);
  await prisma.article.createMany({ data: rows, skipDuplicates: true });
  await prisma.$transaction(
    rows.map(({ id, ...row }) => prisma.article.update({ where: { id }, data: row })),
  );
}
