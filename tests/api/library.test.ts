// The care library through the API: bilingual articles from the content seed, similar
// articles, likes once per person, comments with their rules and owners, and XP for a
// finished article awarded once however often it is asked for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { seedContent } from '../../server/db/seed-content';
import { codeOf } from './appointment-helpers';

const ARTICLES =
  '{ articles { id category title description imageUrl imageAlt readTimeMinutes likes } }';
const ARTICLE = `query A($id: Int!) { article(id: $id) { id title category readTimeMinutes likes likedByMe finishedByMe commentCount
  content { type text src alt } comments { id text authorName mine createdAt } } }`;
const SIMILAR = 'query S($id: Int!) { similarArticles(id: $id) { id category } }';
const LIKE =
  'mutation L($id: Int!, $liked: Boolean!) { setArticleLike(articleId: $id, liked: $liked) { likes likedByMe } }';
const POST =
  'mutation P($id: Int!, $text: String) { postArticleComment(articleId: $id, text: $text) { id text authorName mine } }';
const DELETE = 'mutation D($id: ID!) { deleteArticleComment(id: $id) }';
const FINISH = 'mutation F($id: Int!) { finishArticle(articleId: $id) { xpAwarded totalXp } }';

let server: TestServer;
let patient: string;
let other: string;
beforeAll(async () => {
  server = await startTestServer();
  patient = await server.signIn('demo.patient');
  other = await server.signIn('lee.siu.ming');
});
afterAll(() => server.stop());

describe('articles', () => {
  it('come from the content seed in both languages, with local images and read times', async () => {
    const en = await server.gql(ARTICLES, {}, { token: patient });
    const zh = await server.gql(ARTICLES, {}, { token: patient, language: 'zh-HK' });
    expect(en.data.articles.length).toBeGreaterThanOrEqual(8);
    expect(en.data.articles[0]).toMatchObject({
      id: 1,
      category: 'nutrition',
      title: 'Eating well during chemotherapy',
      imageUrl: '/library/eating-well.svg',
    });
    expect(zh.data.articles[0].title).toBe('化療期間的飲食');
    for (const article of en.data.articles) {
      expect(article.readTimeMinutes).toBeGreaterThanOrEqual(1);
      expect(article.imageUrl).toMatch(/^\/library\/[\w-]+\.svg$/);
    }
  });

  it('opens by id with its blocks, and answers null for an unknown id', async () => {
    const { data } = await server.gql(ARTICLE, { id: 5 }, { token: patient });
    expect(data.article.category).toBe('health');
    expect(data.article.content.map((b: any) => b.type)).toContain('img');
    expect(data.article.content.find((b: any) => b.type === 'img').alt).toBeTruthy();
    expect((await server.gql(ARTICLE, { id: 999 }, { token: patient })).data.article).toBeNull();
    expect(codeOf(await server.gql(ARTICLE, { id: 1 }))).toBe('UNAUTHENTICATED');
  });

  it('lists up to ten others of the same category as similar', async () => {
    expect((await server.gql(SIMILAR, { id: 1 }, { token: patient })).data.similarArticles).toEqual(
      [{ id: 2, category: 'nutrition' }],
    );
    expect(
      (await server.gql(SIMILAR, { id: 999 }, { token: patient })).data.similarArticles,
    ).toEqual([]);
  });

  it('keeps the seed idempotent: a second run adds nothing and restores edited content', async () => {
    const { prisma } = server.services;
    const before = await prisma.article.count();
    await prisma.article.update({ where: { id: 3 }, data: { titleEn: 'Edited by hand' } });
    await seedContent(prisma);
    await seedContent(prisma);
    expect(await prisma.article.count()).toBe(before);
    expect((await prisma.article.findUniqueOrThrow({ where: { id: 3 } })).titleEn).toBe(
      'Sleeping better during treatment',
    );
  });
});

describe('likes', () => {
  it('count once per person, however often a like is sent', async () => {
    const like = (token: string, liked: boolean) => server.gql(LIKE, { id: 4, liked }, { token });
    await like(patient, true);
    expect((await like(patient, true)).data.setArticleLike).toEqual({ likes: 1, likedByMe: true });
    expect((await like(other, true)).data.setArticleLike).toEqual({ likes: 2, likedByMe: true });
    expect((await like(patient, false)).data.setArticleLike).toEqual({
      likes: 1,
      likedByMe: false,
    });
    expect((await like(patient, false)).data.setArticleLike.likes).toBe(1);
    expect(codeOf(await server.gql(LIKE, { id: 999, liked: true }, { token: patient }))).toBe(
      'NOT_FOUND',
    );
    expect(
      codeOf(
        await server.gql(
          LIKE,
          { id: 4, liked: true },
          { token: await server.signIn('demo.doctor') },
        ),
      ),
    ).toBe('FORBIDDEN');
  });
});

describe('comments', () => {
  it('refuse blank and oversized text and store nothing', async () => {
    for (const [text, id] of [
      ['', 'comment_required'],
      ['   \n\t ', 'comment_required'],
      [null, 'comment_required'],
      ['字'.repeat(1001), 'comment_too_long'],
    ] as const) {
      const result = await server.gql(POST, { id: 6, text }, { token: patient });
      expect(result.errors?.[0].extensions).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { text: id },
      });
    }
    expect(await server.services.prisma.articleComment.count({ where: { articleId: 6 } })).toBe(0);
  });

  it('are listed newest first with the author’s short name, and only the author may delete one', async () => {
    const first = await server.gql(
      POST,
      { id: 6, text: '  Walking every morning helped me a lot  ' },
      { token: patient },
    );
    expect(first.data.postArticleComment).toMatchObject({
      text: 'Walking every morning helped me a lot',
      authorName: 'Chan M.',
      mine: true,
    });
    const second = await server.gql(POST, { id: 6, text: '我都係每朝行半個鐘' }, { token: other });
    const { data } = await server.gql(ARTICLE, { id: 6 }, { token: patient });
    expect(data.article.commentCount).toBe(2);
    expect(data.article.comments.map((c: any) => [c.text, c.authorName, c.mine])).toEqual([
      ['我都係每朝行半個鐘', 'Lee M.', false],
      ['Walking every morning helped me a lot', 'Chan M.', true],
    ]);

    const secondId = second.data.postArticleComment.id;
    expect(codeOf(await server.gql(DELETE, { id: secondId }, { token: patient }))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await server.gql(DELETE, { id: secondId }))).toBe('UNAUTHENTICATED');
    expect(
      codeOf(
        await server.gql(DELETE, { id: secondId }, { token: await server.signIn('demo.doctor') }),
      ),
    ).toBe('FORBIDDEN');
    expect(
      (await server.gql(DELETE, { id: secondId }, { token: other })).data.deleteArticleComment,
    ).toBe(secondId);
    const after = await server.gql(ARTICLE, { id: 6 }, { token: patient });
    expect(after.data.article.comments.map((c: any) => c.text)).toEqual([
      'Walking every morning helped me a lot',
    ]);
  });

  it('show no name when the author’s account is gone', async () => {
    const account = await server.createAccount();
    await server.gql(POST, { id: 7, text: 'Bring a list of questions!' }, { token: account.token });
    await server.services.prisma.user.delete({ where: { username: account.username } });
    const { data } = await server.gql(ARTICLE, { id: 7 }, { token: patient });
    expect(data.article.comments[0]).toMatchObject({
      text: 'Bring a list of questions!',
      authorName: null,
    });
  });
});

describe('finishing an article', () => {
  it('awards 20 XP once, even for the same request sent five times at once', async () => {
    const account = await server.createAccount();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => server.gql(FINISH, { id: 8 }, { token: account.token })),
    );
    expect(results.map((r) => r.data.finishArticle.xpAwarded).sort()).toEqual([0, 0, 0, 0, 20]);
    const again = await server.gql(FINISH, { id: 8 }, { token: account.token });
    expect(again.data.finishArticle).toEqual({ xpAwarded: 0, totalXp: 20 });
    const another = await server.gql(FINISH, { id: 1 }, { token: account.token });
    expect(another.data.finishArticle).toEqual({ xpAwarded: 20, totalXp: 40 });
    const { data } = await server.gql(ARTICLE, { id: 8 }, { token: account.token });
    expect(data.article.finishedByMe).toBe(true);
    const user = await server.services.prisma.user.findUniqueOrThrow({
      where: { username: account.username },
    });
    expect(await server.services.prisma.xpEvent.count({ where: { userId: user.id } })).toBe(2);
    expect(codeOf(await server.gql(FINISH, { id: 999 }, { token: account.token }))).toBe(
      'NOT_FOUND',
    );
  });
});
