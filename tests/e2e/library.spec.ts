// The care library end to end: categories and search, an article by its URL (reload
// works, unknown ids say so), likes and comments kept by the server, XP collected once,
// the panel that expands on scrolling, and the library in Chinese.
import { expect, test } from './support/fixtures';
import { createPatient, signInPatient } from './support/patients';

test('browsing the library: categories, search, an article by URL, and an unknown one', async ({
  page,
  request,
}) => {
  const patient = await createPatient(request, `Fung Wing Sze ${Date.now().toString(36)}`);
  await signInPatient(page, patient);
  await page.getByRole('link', { name: 'Care library' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Care Library' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(8);

  await page.getByRole('tab', { name: 'Mental Health' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText('Coping with worry and low mood');

  await page.getByRole('tab', { name: 'All' }).click();
  await page.getByRole('button', { name: 'Search articles' }).click();
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('FEVER');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('acupuncture');
  await expect(page.getByText('No articles found matching "acupuncture"')).toBeVisible();
  await page.getByRole('button', { name: 'Close search' }).click();
  await expect(page.getByRole('article')).toHaveCount(8);

  await page
    .getByRole('link', { name: 'Fever during treatment: why it matters and what to do' })
    .click();
  await expect(page).toHaveURL(/\/articles_details\/5$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Fever during treatment: why it matters and what to do',
  );
  await expect(page.getByRole('img', { name: /thermometer scale/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Similar' }).click();
  await expect(page.getByText('No similar articles found')).toBeVisible();

  await page.goto('/articles_details/1');
  await page.getByRole('tab', { name: 'Similar' }).click();
  await expect(page.getByRole('article')).toContainText('When food tastes different');

  await page.goto('/articles_details/999');
  await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
});

test('likes and comments stay after a reload; a comment can be deleted; XP is collected once', async ({
  page,
  request,
}) => {
  const patient = await createPatient(request, `Tsang Hoi Yan ${Date.now().toString(36)}`);
  await signInPatient(page, patient);
  await page.goto('/articles_details/6');
  const like = page.getByRole('button', {
    name: 'Like “Gentle exercise during and after treatment”',
  });
  // the visible count comes first in the button's text, then its hidden label
  const before = parseInt(await like.innerText(), 10);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText(new RegExp(`^${before + 1}\\D`));

  await page.getByRole('tab', { name: /^Comments/ }).click();
  const post = page.getByRole('button', { name: 'Post Comment' });
  // a blank comment is refused with its reason under the box, not by a greyed-out button
  await page.getByLabel('Your comment').fill('   ');
  await post.click();
  await expect(page.getByLabel('Your comment')).toHaveAccessibleDescription(
    'Please write a comment first.',
  );
  await page.getByLabel('Your comment').fill('Short walks after lunch really help my energy.');
  await post.click();
  const comment = page.getByRole('listitem').filter({ hasText: 'Short walks after lunch' });
  await expect(comment).toContainText('Tsang');
  await expect(comment).toContainText('just now');

  await page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: /^Comments/ }).click();
  await expect(comment).toBeVisible();
  await comment.getByRole('button', { name: 'Delete your comment' }).click();
  await expect(page.getByText('No comments yet')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: /^Comments/ }).click();
  await expect(page.getByText('No comments yet')).toBeVisible();

  await page.getByRole('tab', { name: 'Article' }).click();
  await page.getByRole('button', { name: 'Done? Collect Your XP' }).click();
  // 100 XP came with the finished health profile (docs/achievements.md)
  await expect(page.getByRole('status')).toHaveText('+20 XP collected. You now have 120 XP.');
  await page.getByRole('button', { name: 'Done? Collect Your XP' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'You have already collected the XP for this article.',
  );
});

test('the panel rises over the picture on scrolling and settles back at the top', async ({
  page,
  request,
}) => {
  const patient = await createPatient(request, `Ip Chun ${Date.now().toString(36)}`);
  await page.setViewportSize({ width: 390, height: 700 });
  await signInPatient(page, patient);
  await page.goto('/articles_details/4');
  const section = page.locator('.article-details');
  await expect(section).not.toHaveClass(/expanded/);
  await page.mouse.move(200, 500);
  await page.mouse.wheel(0, 120);
  await expect(section).toHaveClass(/article-details--expanded/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(section).not.toHaveClass(/expanded/);
});

test('圖書館以中文顯示', async ({ page, request }) => {
  const patient = await createPatient(request, `黃美玲 ${Date.now().toString(36)}`);
  await signInPatient(page, patient, 'zh-HK');
  await page.getByRole('link', { name: '護理資料庫' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '你的護理資料庫' })).toBeVisible();
  await page.getByRole('tab', { name: '營養' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('link', { name: '化療期間的飲食' }).click();
  await expect(page.getByRole('heading', { level: 3, name: '少食多餐' })).toBeVisible();
  await page.getByRole('tab', { name: /^留言/ }).click();
  await expect(page.getByText('暫時未有留言')).toBeVisible();
  await page.getByLabel('你的留言').fill('多謝分享，我會試吓少食多餐。');
  await page.getByRole('button', { name: '發佈留言' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: '多謝分享' })).toContainText('剛剛');
});
