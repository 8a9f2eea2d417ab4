// The help centre end to end: the status banner from the server's checks, search over
// every section, the FAQ accordion, contact links, and a bug report that reaches the
// support address; once in Chinese.
import { logIn, outbox } from './support/accounts';
import { expect, test } from './support/fixtures';
import { createPatient } from './support/patients';

test('anyone sees the live status, searches every section and opens the FAQ', async ({ page }) => {
  await page.goto('/help_center');
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'All systems operational' }),
  ).toBeVisible();

  const question = page.getByRole('button', { name: 'What should I do in an emergency?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(page.getByText(/call 999 or go to the nearest emergency department/)).toBeVisible();
  await question.click();
  await expect(page.getByText(/call 999 or go to the nearest emergency department/)).toBeHidden();

  await expect(page.getByRole('link', { name: 'Email us' })).toHaveAttribute(
    'href',
    'mailto:support@florence.local',
  );
  await expect(page.getByRole('link', { name: 'Call support' })).toHaveAttribute(
    'href',
    /^tel:\+852/,
  );

  await page.getByRole('button', { name: 'Search help' }).click();
  const search = page.getByRole('searchbox', { name: 'Search help' });
  await search.fill('RESCHEDULE');
  await expect(
    page.getByRole('button', { name: 'How do I book or change an appointment?' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Who can see my information?' })).toBeHidden();
  await search.fill('v1.9');
  await expect(page.getByRole('heading', { level: 3, name: 'V1.9.5' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'V2.1.0' })).toBeHidden();
  await search.fill('insurance claim');
  await expect(page.getByText('No results found for “insurance claim”')).toBeVisible();
  await page.getByRole('button', { name: 'Close search' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'V2.1.0' })).toBeVisible();
});

test('a signed-in patient reports a bug; it is stored and e-mailed to support', async ({
  page,
  request,
}) => {
  const patient = await createPatient(request, `Kwok Siu Fan ${Date.now().toString(36)}`);
  await page.goto('/login');
  await logIn(page, patient);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('link', { name: 'Help centre' }).click();
  await page.getByRole('button', { name: 'Report a bug' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a bug' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Please tell us what happened or what you think.',
  );
  // … said of the box itself, for a screen reader too
  await expect(dialog.getByLabel('What happened?')).toHaveAccessibleDescription(
    /Please tell us what happened or what you think\.$/,
  );
  const report = `The like button did not change colour (${patient.username})`;
  await dialog.getByLabel('What happened?').fill(report);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Report submitted! Thank you.')).toBeVisible();
  await expect
    .poll(async () =>
      (await outbox(request, 'support@florence.local')).some((m) => m.text.includes(report)),
    )
    .toBe(true);
});

test('幫助中心以中文顯示', async ({ page }) => {
  await page.goto('/help_center?lng=zh-HK');
  await expect(page.getByRole('heading', { level: 1, name: '幫助中心' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '所有系統運作正常' })).toBeVisible();
  await page.getByRole('button', { name: '緊急情況應該怎樣做？' }).click();
  await expect(page.getByText(/請致電999/)).toBeVisible();
  await page.getByRole('button', { name: '報告問題' }).click();
  await expect(page.getByRole('dialog', { name: '報告問題' })).toContainText('請先登入再提交報告');
});
