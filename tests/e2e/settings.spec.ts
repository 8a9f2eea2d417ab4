// The patient's settings as a new user meets them: the three tabs with the server's
// toggles (data sharing says what turning it off does), and language and text size that
// follow the account to another device and survive signing out and in again.
import { expect, test } from './support/fixtures';
import { logIn } from './support/accounts';
import { seriousViolations } from './support/axe';
import { createPatient, DEMO_DOCTOR } from './support/patients';
import { openAs, showRoute } from './support/visit';

test('settings tabs: data sharing is stored and says that safety alerts still reach the care team', async ({
  page,
  request,
}) => {
  const patient = await createPatient(request, `Lee Wing Yan ${Date.now().toString(36)}`);
  await page.goto('/login');
  await logIn(page, patient);
  await expect(page).toHaveURL(/home$/);
  await page.goto('/settings');
  // the card: real name, the status chip from the profile's treatment status
  await expect(page.locator('.settings__name')).toHaveText(patient.fullName);
  await expect(page.getByText('Active treatment', { exact: true })).toBeVisible();
  // the invite QR: 180 px, a copy button that says so for 2 s
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Show my invite QR code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your invite QR code' });
  const qr = dialog.getByRole('img', { name: `Invite QR code for ${patient.fullName}` });
  await expect(qr).toBeVisible();
  expect((await qr.boundingBox())?.width).toBe(180);
  await dialog.getByRole('button', { name: 'Copy invite link' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /\/patient_invite\/[^/]+$/,
  );
  await expect(dialog.getByRole('button', { name: 'Copy invite link' })).toBeVisible({
    timeout: 3000,
  });
  await dialog.getByRole('button', { name: 'Close' }).click();

  const tabs = page.getByRole('tablist', { name: 'Settings sections' });
  await expect(tabs.getByRole('tab')).toHaveText(['Account', 'Privacy & data', 'Notifications']);
  await tabs.getByRole('tab', { name: 'Account' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Privacy & data' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const sharing = page.getByRole('switch', { name: 'Data sharing with provider' });
  await expect(sharing).toBeChecked();
  await expect(sharing).toHaveAccessibleDescription(
    /Safety alerts about serious symptoms still reach them/,
  );
  await sharing.uncheck();
  await expect(page.getByRole('status').filter({ hasText: 'saved' })).toHaveCount(1);
  await page.reload();
  await page.getByRole('tab', { name: 'Privacy & data' }).click();
  await expect(page.getByRole('switch', { name: 'Data sharing with provider' })).not.toBeChecked();

  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByLabel('Doctor messages')).toHaveValue('immediately');
  await page.getByLabel('Doctor messages').selectOption({ label: 'Daily digest' });
  await page.reload();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByLabel('Doctor messages')).toHaveValue('daily_digest');
});

test('language and text size are kept after signing out and in, and on another device', async ({
  page,
  request,
  browser,
}) => {
  const patient = await createPatient(request, `Wong Ka Yan ${Date.now().toString(36)}`);
  await page.goto('/login');
  await logIn(page, patient);
  await expect(page).toHaveURL(/home$/);
  await page.goto('/display_language');
  await page.getByRole('radio', { name: 'Large' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-font-size', 'large');
  await page.getByRole('radio', { name: '繁體中文' }).check();
  await expect(page.getByRole('heading', { name: '顯示與語言' })).toBeVisible();
  await expect(page.getByText('語言及字體大小會儲存在你的帳戶')).toBeVisible();

  // sign out and in again on this device, after the device forgot its own choice
  await page.goto('/settings');
  await page.getByRole('button', { name: '登出' }).click();
  await expect(page).toHaveURL(/login$/);
  await page.evaluate(() => {
    localStorage.removeItem('fontSize');
    localStorage.setItem('lng', 'en');
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await logIn(page, patient);
  await expect(page).toHaveURL(/home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  await expect(page.locator('html')).toHaveAttribute('data-font-size', 'large');
  await page.goto('/display_language');
  await expect(page.getByRole('radio', { name: '大' })).toBeChecked();
  await page.getByRole('radio', { name: '細' }).check();

  // another device, in English at first: the account's choice applies at sign-in
  const other = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const phone = await other.newPage();
  await phone.goto('/login?lng=en');
  await logIn(phone, patient);
  await expect(phone).toHaveURL(/home$/);
  await expect(phone.locator('html')).toHaveAttribute('lang', 'zh-HK');
  await expect(phone.locator('html')).toHaveAttribute('data-font-size', 'small');
  await phone.goto('/settings');
  await expect(phone.getByRole('heading', { name: '設定', level: 1 })).toBeVisible();
  await other.close();
});

test('在手機上以中文使用設定：分頁、私隱說明及無障礙檢查', async ({
  browser,
  request,
  baseURL,
  consoleErrors,
}) => {
  const visitor = await openAs(
    browser,
    request,
    baseURL!,
    'patient',
    { width: 360, height: 740 },
    'zh-HK',
    consoleErrors,
  );
  const { page } = visitor;
  // the doctor records the diagnosis: the card names it in Chinese (issue 24)
  const { access_token: doctorToken } = await (
    await request.post('/token', {
      data: { username: DEMO_DOCTOR.username, password: DEMO_DOCTOR.password },
    })
  ).json();
  const recorded = await request.post('/graphql', {
    headers: { authorization: `Bearer ${doctorToken}` },
    data: {
      query: `mutation D($p: ID!) { setPatientDiagnosis(patientId: $p, input: { cancerType: "colorectal", stage: "stage_iii" }) { id } }`,
      variables: { p: visitor.patientId },
    },
  });
  expect(await recorded.text()).not.toContain('errors');
  await showRoute(page, '/settings');
  await expect(page.getByText('治療中', { exact: true })).toBeVisible();
  await expect(page.getByText('大腸癌 · 第三期')).toBeVisible();
  await page.getByRole('tab', { name: '私隱與數據' }).click();
  await expect(
    page.getByRole('switch', { name: '與醫護人員分享數據' }),
  ).toHaveAccessibleDescription(/跟進警示仍會送達他們/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: '通知' }).click();
  await expect(page.getByLabel('醫生訊息')).toHaveValue('immediately');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
  await showRoute(page, '/display_language');
  expect(await seriousViolations(page)).toEqual([]);
  await visitor.close();
});

test('with data sharing off the doctor sees why the overview is hidden, and still the alert', async ({
  page,
  request,
}) => {
  const name = `Siu Wai Man ${Date.now().toString(36)}`;
  const patient = await createPatient(request, name);
  const headers = { authorization: `Bearer ${patient.token}` };
  const off = await request.post('/graphql', {
    headers,
    data: { query: 'mutation { updateSetting(key: "dataSharing", enabled: false) { value } }' },
  });
  expect((await off.json()).data.updateSetting.value).toBe('false');
  const started = await (
    await request.post('/florence/start_session', { headers, data: { language: 'en' } })
  ).json();
  await request.post('/florence/send_message', {
    headers,
    data: { session_id: started.session_id, message: 'chest pain and i cant breathe' },
  });

  await page.goto('/login?lng=en');
  await logIn(page, DEMO_DOCTOR);
  await expect(page).toHaveURL(/\/doctor_home$/);
  await page.goto('/doctor_patients');
  await page.getByLabel('Search patients by name').fill(name);
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page.getByRole('tabpanel')).toContainText(
    'This patient has turned off data sharing',
  );
  await page.getByRole('tab', { name: 'Alerts' }).click();
  await expect(page.locator('.follow-up').first()).toContainText('Status: Open');

  // the doctor sets the status chip the patient's settings card shows
  await page.getByLabel('Status shown to the patient').selectOption({ label: 'Monitoring' });
  await expect(page.getByRole('status').filter({ hasText: 'Status saved.' })).toHaveCount(1);
  const chip = await request.post('/graphql', { headers, data: { query: '{ myCareStatus }' } });
  expect((await chip.json()).data.myCareStatus).toBe('monitoring');
});
