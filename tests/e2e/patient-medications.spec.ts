// The patient's medications from their doctor's prescriptions: the list with its tabs and
// search, details by id that survive a reload, 'not found' for another patient's, and
// home's card where a dose marked taken moves adherence, also after a reload.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createPatient, DEMO_DOCTOR, signInPatient, type Patient } from './support/patients';

const hkDay = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

async function gql(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

async function doctorToken(request: APIRequestContext) {
  const response = await request.post('/token', {
    data: { username: DEMO_DOCTOR.username, password: DEMO_DOCTOR.password },
  });
  return (await response.json()).access_token as string;
}

/** The demo doctor prescribes: tamoxifen at 00:00 and 23:59, and an ondansetron stopped. */
async function prescribe(request: APIRequestContext, patient: Patient) {
  const doctor = await doctorToken(request);
  const { me } = await gql(request, patient.token, '{ me { id } }');
  const add = (input: Record<string, unknown>) =>
    gql(
      request,
      doctor,
      `mutation A($patientId: ID!, $input: PrescriptionInput!) {
        addPrescription(patientId: $patientId, input: $input) { id } }`,
      {
        patientId: me.id,
        input: {
          quantity: '30',
          medicationType: 'tablet',
          intakeTiming: 'with_food',
          startDate: hkDay(),
          ...input,
        },
      },
    ).then((data) => data.addPrescription.id as string);
  const tamoxifen = await add({
    catalogKey: 'tamoxifen',
    name: 'Tamoxifen',
    strength: '20mg',
    expirationDate: hkDay(20),
    dosageInstructions: 'One tablet every morning',
    usedFor: 'Hormone therapy for breast cancer',
    sideEffectsCommon: ['hot flushes', 'tiredness'],
    sideEffectsSerious: ['leg swelling or pain'],
    scheduleTimes: ['00:00', '23:59'],
  });
  const ondansetron = await add({
    catalogKey: 'ondansetron',
    name: 'Ondansetron',
    strength: '8mg',
    expirationDate: hkDay(200),
    dosageInstructions: 'One tablet before chemotherapy',
    usedFor: 'Nausea',
    scheduleTimes: ['08:00'],
    // stopped before its first day: no dose of it counts
    startDate: hkDay(1),
  });
  await gql(
    request,
    doctor,
    `mutation D($id: ID!) { discontinuePrescription(id: $id, reason: "Nausea settled") { id } }`,
    { id: ondansetron },
  );
  return { tamoxifen, ondansetron };
}

test('a patient finds their medications, opens one by its address after a reload, and marks a dose taken', async ({
  page,
  request,
}) => {
  const patient = await createPatient(request, 'Yip Wai Man');
  const stranger = await createPatient(request, 'Tsang Lok Yi');
  const { tamoxifen } = await prescribe(request, patient);
  const theirs = await prescribe(request, stranger);
  await signInPatient(page, patient);

  // home: the dose at 00:00 had passed when the doctor prescribed it, so it is not
  // missed and not due (issue 24: no "0%" for a drug prescribed after its dose time); the
  // patient may still mark it, and then it counts
  const today = page.getByRole('region', { name: 'Today’s medication' });
  await expect(today.getByTestId('dose-adherence')).toHaveText(
    'Last 7 days: no doses were due yet.',
  );
  await today
    .getByRole('button', { name: /^Mark Tamoxifen 20mg at .* as taken$/ })
    .first()
    .click();
  await expect(today.getByTestId('dose-adherence')).toHaveText(
    'Last 7 days: 100% of doses taken (1 of 1)',
  );
  await page.reload();
  await expect(today.getByTestId('dose-adherence')).toHaveText(
    'Last 7 days: 100% of doses taken (1 of 1)',
  );
  await expect(
    today.getByRole('button', { name: /^Undo the mark on Tamoxifen 20mg/ }),
  ).toBeVisible();

  // the list: active, search, archived
  await today.getByRole('link', { name: 'All medications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All medications' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'Tamoxifen 20mg' });
  await expect(card).toContainText('29 of 30 left');
  await expect(card).toContainText('expiring');
  await page.getByRole('button', { name: 'Search medications' }).click();
  await page.getByRole('searchbox', { name: 'Search medications' }).fill('TAMOXIFEM');
  await expect(page.getByText('no medications found for “TAMOXIFEM”')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search medications' }).fill('  tamox');
  await expect(card).toBeVisible();
  await page.getByRole('button', { name: 'Close search' }).click();
  await page.getByRole('tab', { name: 'Archived' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Ondansetron 8mg' })).toContainText(
    'Why: Nausea settled',
  );
  await expect(page.getByRole('link', { name: /Ondansetron/ })).toHaveCount(0);

  // details by id, after a reload
  await page.getByRole('tab', { name: 'Active' }).click();
  await page.getByRole('link', { name: 'Tamoxifen 20mg' }).click();
  await expect(page).toHaveURL(new RegExp(`/medication_details/${tamoxifen}$`));
  await page.reload();
  const details = page.locator('main');
  await expect(details.getByRole('heading', { level: 2, name: /Tamoxifen/ })).toBeVisible();
  await expect(details).toContainText('Chinese name: 他莫昔芬');
  await expect(details).toContainText('Tablet / 藥片');
  await expect(details).toContainText('Total quantity30');
  await expect(details).toContainText('Remaining29');
  await expect(details).toContainText('One tablet every morning');
  await expect(details).toContainText('Hormone therapy for breast cancer');
  await expect(details.getByRole('region', { name: 'Side effects' })).toContainText('hot flushes');
  await expect(details.getByRole('heading', { name: 'Serious' })).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Less common' })).toHaveCount(0);

  // someone else's medication, and an old link without an id
  await page.goto(`/medication_details/${theirs.tamoxifen}`);
  await expect(page.getByText('Medication not found')).toBeVisible();
  await page.goto('/medication_details');
  await expect(page).toHaveURL(/\/medication$/);
});

test('病人以中文查看藥物及詳細資料', async ({ page, request }) => {
  const patient = await createPatient(request, '葉慧敏');
  const { tamoxifen } = await prescribe(request, patient);
  await signInPatient(page, patient, 'zh-HK');
  const today = page.getByRole('region', { name: '今日藥物' });
  await expect(today.getByTestId('dose-adherence')).toHaveText('過去 7 天：未有到期的劑量。');
  await today
    .getByRole('button', { name: /的他莫昔芬 20mg標記為略過$/ })
    .first()
    .click();
  await expect(today).toContainText('已略過');
  await page.goto('/medication');
  await expect(page.getByRole('heading', { level: 1, name: '所有藥物' })).toBeVisible();
  await page.getByRole('button', { name: '搜尋藥物' }).click();
  await page.getByRole('searchbox', { name: '搜尋藥物' }).fill('莫昔');
  await expect(page.getByRole('link', { name: '他莫昔芬 20mg' })).toBeVisible();
  await page.getByRole('searchbox', { name: '搜尋藥物' }).fill('止痛藥');
  await expect(page.getByText('找不到與「止痛藥」相符的藥物')).toBeVisible();
  await page.goto(`/medication_details/${tamoxifen}`);
  await expect(page.locator('main')).toContainText('英文名稱：Tamoxifen');
  await expect(page.locator('main')).toContainText('藥片 / Tablet');
  await expect(page.getByRole('heading', { name: '副作用' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '嚴重' })).toBeVisible();
  await page.goto('/medication_details/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('找不到此藥物')).toBeVisible();
});
