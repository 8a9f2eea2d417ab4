// Likes, comments and finished articles. Each write checks who asks and that the article
// exists; likes and the finished mark are idempotent (a repeat changes nothing), and the
// XP for finishing goes through the one ledger (domain/achievements).
import { commentSchema } from '#common/validation/library';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { AppError, validateInput } from '../../errors';
import type { SessionUser } from '../accounts/sessions';
import { awardXp, totalXp } from '../achievements/award-service';
import { articleAward } from '../achievements/xp-rules';

function assertPatient(viewer: SessionUser | null): asserts viewer is SessionUser {
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  if (viewer.role !== 'PATIENT') throw new AppError('FORBIDDEN');
}

async function assertArticle(prisma: PrismaClient, articleId: number) {
  const found = Number.isSafeInteger(articleId)
    ? await prisma.article.findUnique({ where: { id: articleId }, select: { id: true } })
    : null;
  if (!found) throw new AppError('NOT_FOUND');
}

/** Likes or unlikes: one like per person, however often it is sent. */
export async function setArticleLike(
  prisma: PrismaClient,
  viewer: SessionUser | null,
  articleId: number,
  liked: boolean,
) {
  assertPatient(viewer);
  await assertArticle(prisma, articleId);
  const key = { userId: viewer.userId, articleId };
  if (liked) await prisma.articleLike.createMany({ data: [key], skipDuplicates: true });
  else await prisma.articleLike.deleteMany({ where: key });
}

export async function postArticleComment(
  prisma: PrismaClient,
  viewer: SessionUser | null,
  articleId: number,
  rawText: unknown,
) {
  assertPatient(viewer);
  const { text } = validateInput(commentSchema, { text: rawText });
  await assertArticle(prisma, articleId);
  return prisma.articleComment.create({
    data: { articleId, authorId: viewer.userId, text },
    select: { id: true },
  });
}

/** Deletes the viewer's own comment; anyone else's (or none) answers NOT_FOUND. */
export async function deleteArticleComment(
  prisma: PrismaClient,
  viewer: SessionUser | null,
  commentId: string,
) {
  assertPatient(viewer);
  const { count } = await prisma.articleComment.deleteMany({
    where: { id: commentId, authorId: viewer.userId },
  });
  if (!count) throw new AppError('NOT_FOUND');
}

/** 'Done? Collect Your XP': marks the article finished and awards its XP, both once. */
export async function finishArticle(
  prisma: PrismaClient,
  viewer: SessionUser | null,
  articleId: number,
) {
  assertPatient(viewer);
  await assertArticle(prisma, articleId);
  await prisma.articleCompletion.createMany({
    data: [{ userId: viewer.userId, articleId }],
    skipDuplicates: true,
  });
  const xpAwarded = await awardXp(prisma, viewer.userId, articleAward(articleId));
  return { xpAwarded, totalXp: await totalXp(prisma, viewer.userId) };
}
