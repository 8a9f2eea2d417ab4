// The audit trail as the patient sees it: their doctor's read of their record (here through
// the REST mirror, as an integration would) is listed in settings, in English and Chinese.
import { logIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { createPatient } from './support/patients';

test('a patient sees in settings that their doctor viewed their record', async ({
  page,
  request,
}) => {
  const patient = await createPatient(request, `Wong Ka Yan ${Date.now().toString(36)}`);
  const signedIn = await request.post('/token', {
    form: { username: 'demo.doctor', password: 'demo-pass-123' },
  });
  const { access_token } = await signedIn.json();
  const read = await request.get(`/triage/latest/${patient.username}`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(read.status()).toBe(200);

  await page.goto('/login');
  await logIn(page, patient);
  await expect(page).toHaveURL(/\/home$/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page.getByRole('link', { name: 'Who viewed my record' }).click();
  const entry = page.getByRole('listitem').filter({ hasText: 'Dr. Mei Chan' });
  await expect(entry).toContainText('Doctor');
  await expect(entry).toContainText('Viewed through the older app');

  await page.goto('/display_language');
  await page.getByRole('radio', { name: '繁體中文' }).check();
  await page.goto('/settings');
  await page.getByRole('link', { name: '誰查看過我的紀錄' }).click();
  const chinese = page.getByRole('listitem').filter({ hasText: 'Dr. Mei Chan' });
  await expect(chinese).toContainText('醫生');
  await expect(chinese).toContainText(/查看\s*經舊版應用程式/);
});
