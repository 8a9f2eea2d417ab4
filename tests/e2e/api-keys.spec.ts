// A doctor makes a key for the clinic's system in the browser, copies it while it is shown
// (once), the system reads with it, and the doctor revokes it: the next call is refused.
import { logIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { DEMO_DOCTOR } from './support/patients';

test('a doctor makes an API key, it reads, and it stops the moment it is revoked', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await logIn(page, DEMO_DOCTOR);
  await expect(page).toHaveURL(/\/doctor_home$/);
  await page.goto('/doctor_settings');
  await page.getByRole('link', { name: 'API keys for integrations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();

  const name = `Records system ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText('Please name the integration this key is for.')).toBeVisible();
  await page.getByLabel('What is it for?').fill(name);
  await page.getByLabel('Expires on (optional)').fill('2020-01-01');
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(
    page.getByText('The expiry must be a real date after today, within two years.'),
  ).toBeVisible();
  await page.getByLabel('Expires on (optional)').fill('');
  await page.getByRole('button', { name: 'Create key' }).click();

  await expect(page.getByText('Copy this key now: it is shown only once.')).toBeVisible();
  const secret = (await page.getByTestId('api-key-secret').innerText()).trim();
  expect(secret).toMatch(/^fck_/);
  const asSystem = { headers: { authorization: `Bearer ${secret}` } };
  const info = await request.get('/userinfo', asSystem);
  expect(await info.json()).toMatchObject({ username: DEMO_DOCTOR.username, isDoctor: true });

  await page.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByTestId('api-key-secret')).toHaveCount(0);
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Does not expire');

  await row.getByRole('button', { name: `Revoke “${name}”` }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Systems using it stop at once.');
  await question.getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('Revoked');
  expect((await request.get('/userinfo', asSystem)).status()).toBe(401);

  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('Revoked');
});
