// Doctor settings: the spec's defaults, stored on the server (they survive a reload), the
// search over labels, and a logout that revokes the session on the server.
import { createVerifiedAccount, logIn, newPerson } from './support/accounts';
import { expect, test } from './support/fixtures';

test('a doctor changes settings that stay after a reload, searches them, and logs out for real', async ({
  page,
  request,
}) => {
  const doctor = newPerson('dr');
  await createVerifiedAccount(request, doctor, 'DEMO-DOCTOR');
  await page.goto('/login?lng=en');
  await logIn(page, doctor);
  await expect(page).toHaveURL(/\/doctor_home$/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page).toHaveURL(/\/doctor_settings$/);

  await expect(page.getByRole('link', { name: 'Password & security' })).toBeVisible();
  await page.getByRole('tab', { name: 'Privacy & data' }).click();
  const analytics = page.getByRole('switch', { name: 'Anonymous analytics' });
  await expect(analytics).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Marketing communications' })).not.toBeChecked();
  await analytics.uncheck();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const alerts = page.getByLabel('Patient alerts');
  await expect(alerts).toHaveValue('hourly_digest');
  await expect(page.getByLabel('Medication reminders')).toHaveValue('weekly');
  await expect(page.getByLabel('New report')).toHaveValue('immediately');
  await alerts.selectOption({ label: 'Daily digest' });
  await expect(alerts).toHaveValue('daily_digest');

  await page.reload();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByLabel('Patient alerts')).toHaveValue('daily_digest');
  await page.getByRole('tab', { name: 'Privacy & data' }).click();
  await expect(page.getByRole('switch', { name: 'Anonymous analytics' })).not.toBeChecked();

  // search over the labels
  await page.getByRole('button', { name: 'Search settings' }).click();
  await page.getByLabel('Search settings').fill('REMIND');
  await expect(page.getByLabel('Medication reminders')).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);
  await page.getByLabel('Search settings').fill('dark mode');
  await expect(page.getByText('no results found for “dark mode”')).toBeVisible();
  await page.getByRole('button', { name: 'Close search' }).click();

  // logout revokes the session on the server, not only here
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const answer = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: '{ mySettings { key } }' },
  });
  expect((await answer.json()).errors[0].extensions.code).toBe('UNAUTHENTICATED');
});

test('醫生以中文查看設定：預設通知選項、搜尋及找不到結果', async ({ page, request }) => {
  const doctor = newPerson('dr');
  await createVerifiedAccount(request, doctor, 'DEMO-DOCTOR');
  await page.goto('/login?lng=zh-HK');
  await logIn(page, doctor, { username: '用戶名稱', password: '密碼', button: '登入' });
  await expect(page).toHaveURL(/\/doctor_home$/);
  await page.goto('/doctor_settings');
  await expect(page.getByRole('heading', { name: '設定' })).toBeVisible();
  await page.getByRole('tab', { name: '通知' }).click();
  const alerts = page.getByLabel('病人警示');
  await expect(alerts.locator('option:checked')).toHaveText('每小時摘要');
  await alerts.selectOption({ label: '即時' });
  await expect(page.getByRole('status').filter({ hasText: '病人警示：已儲存' })).toBeAttached();

  await page.getByRole('button', { name: '搜尋設定' }).click();
  await page.getByLabel('搜尋設定').fill('提示');
  await expect(page.getByLabel('藥物提示')).toBeVisible();
  await page.getByLabel('搜尋設定').fill('深色模式');
  await expect(page.getByText('找不到「深色模式」的結果')).toBeVisible();
});
