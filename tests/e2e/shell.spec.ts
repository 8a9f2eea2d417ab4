// The shell: a tab bar on phones and a side navigation from 1024 px with the same
// destinations, landmarks and a skip link; and the doctor's follow-ups as a sortable table
// with the chosen alert beside it on a wide screen (cards in groups on a phone).
import type { APIRequestContext } from '@playwright/test';
import { logIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { createPatient, DEMO_DOCTOR, type Patient } from './support/patients';

const PATIENT_NAV = ['Home', 'Health', 'Florence', 'Visits', 'Awards', 'Settings'];

test('phone: the tab bar at the foot marks the current page; the skip link leads to the content', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const patient = await createPatient(request, 'Lam Wing Sze');
  await page.goto('/login');
  await logIn(page, patient);
  await expect(page).toHaveURL(/\/home$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(PATIENT_NAV);
  const box = (await nav.boundingBox())!;
  expect(box.y + box.height).toBeCloseTo(740, 0);
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('main')).toHaveCount(1);

  // a fresh page: the first Tab reaches the skip link
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await nav.getByRole('link', { name: 'Health' }).click();
  await expect(nav.getByRole('link', { name: 'Health' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
});

test('desktop: the same destinations in a side column beside the page, with the app’s name', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login?lng=zh-HK');
  await logIn(page, DEMO_DOCTOR, { username: '用戶名稱', password: '密碼', button: '登入' });
  await expect(page).toHaveURL(/\/doctor_home$/);
  const nav = page.getByRole('navigation', { name: '主選單' });
  await expect(nav.getByRole('link')).toHaveText(['主頁', '病人', '跟進', '設定']);
  const navBox = (await nav.boundingBox())!;
  const mainBox = (await page.getByRole('main').boundingBox())!;
  expect(navBox.x).toBeLessThan(40);
  expect(mainBox.x).toBeGreaterThanOrEqual(navBox.x + navBox.width);
  await expect(page.getByRole('banner')).toContainText('Florence Care');
  await expect(nav.getByRole('link', { name: '主頁' })).toHaveAttribute('aria-current', 'page');
});

/** A check-in that says `message`, so demo.doctor gets an alert for this patient. */
async function checkIn(request: APIRequestContext, patient: Patient, messages: string[]) {
  const headers = { authorization: `Bearer ${patient.token}` };
  const started = await request.post('/florence/start_session', {
    headers,
    data: { language: 'en' },
  });
  const { session_id } = await started.json();
  for (const message of messages) {
    const sent = await request.post('/florence/send_message', {
      headers,
      data: { session_id, message },
    });
    expect(sent.ok()).toBe(true);
  }
}

test('desktop follow-ups: a table sorted by importance, sortable by column, the chosen alert beside it', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const red = await createPatient(request, `Yeung Chi Keung ${stamp}`);
  const amber = await createPatient(request, `Au Yuk Lan ${stamp}`);
  await checkIn(request, red, ['I have chest pain']);
  await checkIn(request, amber, ['a bit short of breath', 'not sure']);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await logIn(page, DEMO_DOCTOR);
  await expect(page).toHaveURL(/\/doctor_home$/);
  await page.goto('/doctor_notifications');
  await page.getByLabel('Search by patient or description').fill(stamp);
  const table = page.getByRole('table', { name: 'Follow-ups' });
  const rows = table.getByRole('row').filter({ hasText: stamp });
  await expect(rows).toHaveCount(2);
  await expect(page.locator('.follow-up-group')).toHaveCount(0);

  // most important first
  await expect(table.getByRole('columnheader', { name: 'Importance' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(rows.nth(0)).toContainText(red.fullName);
  await expect(rows.nth(0)).toContainText('Critical');
  await expect(rows.nth(1)).toContainText('Caution');

  // by patient name, A to Z, then Z to A
  const byPatient = table.getByRole('columnheader', { name: 'Patient' });
  await byPatient.getByRole('button').click();
  await expect(byPatient).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.nth(0)).toContainText(amber.fullName);
  await byPatient.getByRole('button').click();
  await expect(byPatient).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.nth(0)).toContainText(red.fullName);

  // choosing a row shows its alert beside the table, with its actions, and takes the focus there
  const details = page.getByRole('region', { name: 'Selected alert' });
  await rows
    .filter({ hasText: amber.fullName })
    .getByRole('button', { name: amber.fullName })
    .click();
  await expect(rows.filter({ hasText: amber.fullName })).toHaveAttribute('aria-current', 'true');
  await expect(details).toBeFocused();
  await expect(details).toContainText(amber.fullName);
  await details.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(rows.filter({ hasText: amber.fullName })).toContainText('Acknowledged');
  await expect(details).toContainText('Acknowledged');

  // the same alerts on a phone: cards in their importance groups
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(table).toHaveCount(0);
  await expect(
    page
      .locator('[data-importance="CRITICAL"]')
      .getByRole('listitem')
      .filter({ hasText: red.fullName }),
  ).toBeVisible();
});
