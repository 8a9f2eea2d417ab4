// The patient record's Overview and Alerts tabs on real data: a red finding in a check-in
// is the record's alert, acknowledged and resolved there; figures without records say so.
import { logIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { createPatient, DEMO_DOCTOR, seedPastCheckIns } from './support/patients';

test('the record shows the health card from the latest check-in, and its alert is acknowledged and resolved', async ({
  page,
  request,
}) => {
  const patient = await createPatient(request, 'Yip Ka Ho');
  const headers = { authorization: `Bearer ${patient.token}` };
  const started = await (
    await request.post('/florence/start_session', {
      headers,
      data: { language: 'en', input_mode: 'keyboard', treatment_status: 'undergoing_treatment' },
    })
  ).json();
  await request.post('/florence/send_message', {
    headers,
    data: { session_id: started.session_id, message: 'I have chest pain' },
  });

  await page.goto('/login?lng=en');
  await logIn(page, DEMO_DOCTOR);
  await expect(page).toHaveURL(/\/doctor_home$/);
  await page.goto('/doctor_patients');
  await page.getByLabel('Search patients by name').fill('Yip Ka');
  await page.getByRole('link', { name: /Yip Ka Ho/ }).click();

  // Overview: no finished check-in yet and no dose due: no made-up numbers
  const overview = page.getByRole('tabpanel');
  await expect(overview.getByText('Medication adherence')).toBeVisible();
  await expect(overview.getByText('No data').first()).toBeVisible();
  await expect(overview.getByText('No check-ins yet.')).toBeVisible();
  await expect(
    overview.getByRole('list', { name: 'Mood this week' }).getByRole('listitem'),
  ).toHaveCount(7);

  // Alerts: the red finding, acknowledged then resolved here
  await page.getByRole('tab', { name: 'Alerts' }).click();
  const item = page.locator('.follow-up').first();
  await expect(item).toContainText('Status: Open');
  await item.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(item).toContainText('Status: Acknowledged');
  await item.getByRole('button', { name: 'Resolve' }).click();
  await expect(item).toContainText('Status: Resolved');
  await page.reload();
  await page.getByRole('tab', { name: 'Alerts' }).click();
  await expect(page.locator('.follow-up').first()).toContainText('Status: Resolved');

  // keyboard: arrow keys move between the tabs
  await page.getByRole('tab', { name: 'Alerts' }).press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Medications' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('the Overview says what the latest check-in was about, in the doctor’s language (issue 24)', async ({
  page,
  request,
}) => {
  const patient = await createPatient(request, `Ngai Hoi Yan ${Date.now().toString(36)}`);
  await seedPastCheckIns(request, patient, [{ daysAgo: 0, messages: ['I have a fever of 38.3'] }]);
  await page.goto('/login?lng=zh-HK');
  await logIn(page, DEMO_DOCTOR, { username: '用戶名稱', password: '密碼', button: '登入' });
  await expect(page).toHaveURL(/\/doctor_home$/);
  await page.goto('/doctor_patients');
  await page.getByRole('searchbox').fill(patient.fullName);
  await page.getByRole('link', { name: new RegExp(patient.fullName) }).click();

  const overview = page.getByRole('tabpanel');
  // not only the level: the symptom (named in Chinese) and the reading behind the level
  await expect(overview).toContainText('最近一次症狀評估：');
  await expect(overview.locator('.latest-check-in')).toContainText('發燒');
  await expect(overview.locator('.latest-check-in')).toContainText('體溫 38.3°C');
  // one day logged: the best day's note is a plain note, not set in the figure's large type
  await expect(overview.getByText('本週有兩日或以上紀錄後顯示。').first()).toBeVisible();
  await expect(overview.locator('.figure__value', { hasText: '本週有兩日' })).toHaveCount(0);
});
