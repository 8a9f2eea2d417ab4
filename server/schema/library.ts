// The care library: articles in the request's language, likes, comments, similar
// articles, and 'Done? Collect Your XP'.
import { SIMILAR_LIMIT } from '#common/library';
import { builder } from './builder';
import {
  deleteArticleComment,
  finishArticle,
  postArticleComment,
  setArticleLike,
} from '../domain/library/library-service';
import { shortName } from '#common/person-name';
import type { ContentBlock } from '../content/article-source';

const ArticleBlock = builder.simpleObject('ArticleBlock', {
  description: 'A heading (h3), a paragraph (p) or an image (img with src and alt).',
  fields: (t) => ({
    type: t.string({ description: 'h3, p or img' }),
    text: t.string({
      nullable: true,
      description: 'a heading’s or paragraph’s text; null for img',
    }),
    src: t.string({ nullable: true, description: 'an image’s URL path; null otherwise' }),
    alt: t.string({ nullable: true, description: 'an image’s text alternative; null otherwise' }),
  }),
});

// A comment list is read on one screen; older comments beyond this are not shown.
const COMMENT_LIMIT = 200;

builder.prismaObject('Article', {
  description: 'An article of the care library, written for the app in both languages.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'stable number, 1 up' }),
    category: t.exposeString('category', {
      description: 'nutrition, wellness, health, exercise, support or mental_health',
    }),
    title: t.string({
      description: 'in the request’s language',
      resolve: (a, _args, ctx) => (ctx.language === 'zh-HK' ? a.titleZh : a.titleEn),
    }),
    description: t.string({
      description: 'one-line summary, in the request’s language',
      resolve: (a, _args, ctx) => (ctx.language === 'zh-HK' ? a.descriptionZh : a.descriptionEn),
    }),
    imageUrl: t.exposeString('imageUrl', { description: 'the cover image’s URL path' }),
    imageAlt: t.string({
      description: 'the cover image’s text alternative, in the request’s language',
      resolve: (a, _args, ctx) => (ctx.language === 'zh-HK' ? a.imageAltZh : a.imageAltEn),
    }),
    readTimeMinutes: t.exposeInt('readTimeMinutes', { description: 'reading time, minutes' }),
    content: t.field({
      type: [ArticleBlock],
      description: 'the body, block by block, in the request’s language',
      resolve: (a, _args, ctx) =>
        ((ctx.language === 'zh-HK' ? a.contentZh : a.contentEn) as ContentBlock[]).map((block) => ({
          text: null,
          src: null,
          alt: null,
          ...block,
        })),
    }),
    likes: t.relationCount('likes', { description: 'how many people liked it' }),
    likedByMe: t.boolean({
      description: 'the signed-in person liked it',
      select: (_args, ctx) => ({
        likes: { where: { userId: ctx.viewer?.userId ?? '' }, select: { userId: true } },
      }),
      resolve: (a) => a.likes.length > 0,
    }),
    finishedByMe: t.boolean({
      description: 'the signed-in person collected its XP',
      select: (_args, ctx) => ({
        completions: { where: { userId: ctx.viewer?.userId ?? '' }, select: { userId: true } },
      }),
      resolve: (a) => a.completions.length > 0,
    }),
    commentCount: t.relationCount('comments', { description: 'all comments' }),
    comments: t.relation('comments', {
      description: 'Newest first, the latest 200.',
      query: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: COMMENT_LIMIT },
    }),
  }),
});

builder.prismaObject('ArticleComment', {
  description: 'A reader’s comment on an article (shown to every reader, with a short name).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'opaque and stable' }),
    text: t.exposeString('text', { description: 'as written, up to 1000 characters' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'when it was posted' }),
    authorName: t.string({
      nullable: true,
      description: 'first name and last initial; null when the author is not found',
      select: { author: { select: { username: true, profile: { select: { fullName: true } } } } },
      resolve: (c) =>
        c.author ? shortName(c.author.profile?.fullName || c.author.username) : null,
    }),
    mine: t.boolean({
      description: 'written by the signed-in person (who may delete it)',
      resolve: (c, _args, ctx) => c.authorId === ctx.viewer?.userId,
    }),
  }),
});

const ArticleFinish = builder.simpleObject('ArticleFinish', {
  description: 'An article marked finished.',
  fields: (t) => ({
    xpAwarded: t.int({ description: 'XP added now: 0 when this article was already finished' }),
    totalXp: t.int({ description: 'the patient’s experience points after it' }),
  }),
});

builder.queryFields((t) => ({
  articles: t.prismaField({
    type: ['Article'],
    description: 'Every article of the care library, by id.',
    authScopes: { loggedIn: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.article.findMany({ ...query, orderBy: { id: 'asc' } }),
  }),
  article: t.prismaField({
    type: 'Article',
    nullable: true,
    description: 'One article by id; null for an unknown id (the screen says “Article not found”).',
    authScopes: { loggedIn: true },
    args: { id: t.arg.int({ description: 'the article' }) },
    resolve: (query, _root, { id }, ctx) =>
      ctx.prisma.article.findUnique({ ...query, where: { id } }),
  }),
  similarArticles: t.prismaField({
    type: ['Article'],
    description: `Up to ${SIMILAR_LIMIT} other articles of the same category.`,
    authScopes: { loggedIn: true },
    args: { id: t.arg.int({ description: 'the article read now' }) },
    resolve: async (query, _root, { id }, ctx) => {
      const article = await ctx.prisma.article.findUnique({
        where: { id },
        select: { category: true },
      });
      if (!article) return [];
      return ctx.prisma.article.findMany({
        ...query,
        where: { category: article.category, id: { not: id } },
        orderBy: { id: 'asc' },
        take: SIMILAR_LIMIT,
      });
    },
  }),
}));

builder.mutationFields((t) => ({
  setArticleLike: t.prismaField({
    type: 'Article',
    description: 'The signed-in patient likes an article, or takes the like back.',
    authScopes: { patient: true },
    args: {
      articleId: t.arg.int({ description: 'the article' }),
      liked: t.arg.boolean({ description: 'true to like, false to unlike' }),
    },
    resolve: async (query, _root, { articleId, liked }, ctx) => {
      await setArticleLike(ctx.prisma, ctx.viewer, articleId, liked);
      return ctx.prisma.article.findUniqueOrThrow({ ...query, where: { id: articleId } });
    },
  }),
  postArticleComment: t.prismaField({
    type: 'ArticleComment',
    description: 'The signed-in patient comments on an article.',
    authScopes: { patient: true },
    args: {
      articleId: t.arg.int({ description: 'the article' }),
      text: t.arg.string({ required: false, description: 'up to 1000 characters; required' }),
    },
    resolve: async (query, _root, { articleId, text }, ctx) => {
      const { id } = await postArticleComment(ctx.prisma, ctx.viewer, articleId, text ?? undefined);
      return ctx.prisma.articleComment.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  deleteArticleComment: t.id({
    description: 'Deletes the signed-in patient’s own comment; answers its id.',
    authScopes: { patient: true },
    args: { id: t.arg.id({ description: 'the patient’s own comment' }) },
    resolve: async (_root, { id }, ctx) => {
      await deleteArticleComment(ctx.prisma, ctx.viewer, String(id));
      return id;
    },
  }),
  finishArticle: t.field({
    type: ArticleFinish,
    description: '“Done? Collect Your XP”: records the article finished and awards its XP once.',
    authScopes: { patient: true },
    args: { articleId: t.arg.int({ description: 'the article read' }) },
    resolve: (_root, { articleId }, ctx) => finishArticle(ctx.prisma, ctx.viewer, articleId),
  }),
}));
