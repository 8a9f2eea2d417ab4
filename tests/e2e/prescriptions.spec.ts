// A doctor prescribes, refills and stops a medication; the patient's own view of their
// prescriptions (the API with their session) shows each change at once.
import type { APIRequestContext } from '@playwright/test';
import { logIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { createPatient, DEMO_DOCTOR, signInPatient, type Patient } from './support/patients';

const isoInDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

async function patientsOwnPrescriptions(request: APIRequestContext, patient: Patient) {
  const headers = { authorization: `Bearer ${patient.token}` };
  const me = await (
    await request.post('/graphql', { headers, data: { query: '{ me { id } }' } })
  ).json();
  const response = await request.post('/graphql', {
    headers,
    data: {
      query:
        'query($id: ID!) { patientPrescriptions(patientId: $id) { name strength quantity status discontinueReason refilledDate } }',
      variables: { id: me.data.me.id },
    },
  });
  return (await response.json()).data.patientPrescriptions;
}

test('a doctor adds a medication (a wrong strength first), refills it and stops it with a reason', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const patient = await createPatient(request, 'Mak Wing Sze');
  await page.goto('/login?lng=en');
  await logIn(page, DEMO_DOCTOR);
  await expect(page).toHaveURL(/\/doctor_home$/);
  await page.goto('/doctor_patients');
  await page.getByLabel('Search patients by name').fill('Mak Wing');
  await page.getByRole('link', { name: /Mak Wing Sze/ }).click();
  await page.getByRole('tab', { name: 'Medications' }).click();
  await expect(page.getByText('no active medications')).toBeVisible();
  await page.getByRole('link', { name: 'Add medication' }).click();
  await expect(page.getByRole('heading', { name: 'Add medication' })).toBeVisible();

  // the catalogue name fills strength, type and use; the doctor types a wrong strength
  await page.getByLabel('Medication name').fill('tamoxifen');
  await expect(page.getByText('From the medication list: Tamoxifen / 他莫昔芬')).toBeVisible();
  await expect(page.getByLabel('Type')).toHaveValue('tablet');
  await page.getByLabel('Strength').fill('20 mgs');
  await page.getByLabel('Quantity').fill('30');
  const expiry = isoInDays(300);
  await page
    .getByLabel('Expiration date (YYYY-MM-DD)')
    .pressSequentially(expiry.replaceAll('-', ''));
  await expect(page.getByLabel('Expiration date (YYYY-MM-DD)')).toHaveValue(expiry);
  await page.getByLabel('Dosage instructions').fill('One tablet every morning');
  await page
    .getByRole('textbox', { name: 'Common side effects', exact: true })
    .pressSequentially('hot flushes, tiredness');
  await page.getByRole('textbox', { name: 'Common side effects', exact: true }).press('Enter');
  await expect(page.getByRole('button', { name: 'Remove hot flushes' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Serious side effects' }).fill('leg swelling');
  await page.getByRole('textbox', { name: 'Serious side effects' }).press('Enter');
  // Save with "When to take it" left empty: it says so, under the choice (issue 24)
  await page.getByRole('button', { name: 'Save medication' }).click();
  await expect(page.getByText(/Strength invalid/)).toBeVisible();
  const timing = page.getByRole('group', { name: 'When to take it' });
  await expect(timing.getByRole('alert')).toHaveText(
    'Please choose when it is taken: with food, on an empty stomach or before a meal.',
  );
  await expect(timing).toHaveAttribute('aria-invalid', 'true');
  expect(await patientsOwnPrescriptions(request, patient)).toEqual([]);

  await page.getByRole('radio', { name: 'With food' }).check();
  await expect(timing.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('Strength').fill('20mg');
  await page.getByRole('button', { name: 'Save medication' }).click();
  await expect(page.getByText('Medication saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/patient_details\//);
  await page.getByRole('tab', { name: 'Medications' }).click();
  const card = page.getByRole('listitem', { name: 'Tamoxifen 20mg' });
  await expect(card).toContainText('30 of 30 left');
  expect(await patientsOwnPrescriptions(request, patient)).toEqual([
    expect.objectContaining({
      name: 'Tamoxifen',
      strength: '20mg',
      quantity: 30,
      status: 'ACTIVE',
    }),
  ]);

  // refill: confirm with nothing ticked says to tick one
  await page.getByRole('button', { name: 'Refill medication' }).click();
  const refill = page.getByRole('dialog', { name: 'Refill medication' });
  await refill.getByRole('button', { name: 'Confirm' }).click();
  await expect(refill.getByRole('alert')).toHaveText('Select at least one medication to refill.');
  await refill.getByRole('checkbox', { name: 'Tamoxifen 20mg' }).check();
  await refill.getByLabel('Quantity to add').fill('0');
  const newExpiry = isoInDays(400);
  await refill
    .getByLabel('New expiry (DD/MM/YYYY)')
    .pressSequentially(newExpiry.split('-').reverse().join(''));
  await refill.getByRole('button', { name: 'Confirm' }).click();
  await expect(refill.getByText('Enter a valid quantity.')).toBeVisible();
  await refill.getByLabel('Quantity to add').fill('30');
  await refill.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Medication(s) refilled successfully!')).toBeVisible();
  await expect(card).toContainText('60 of 60 left');

  // stop it: the reason is required
  await card.getByRole('button', { name: 'Stop Tamoxifen' }).click();
  const stop = page.getByRole('alertdialog', { name: 'Stop Tamoxifen?' });
  await stop.getByRole('button', { name: 'Stop medication' }).click();
  await expect(
    stop.getByText('Please give the reason for stopping this medication.'),
  ).toBeVisible();
  await stop.getByLabel('Reason for stopping').fill('Joint pain, switching to letrozole');
  await stop.getByRole('button', { name: 'Stop medication' }).click();
  await expect(page.getByText('no active medications')).toBeVisible();
  await page.getByText('Archive (1)').click();
  await expect(page.getByText('Reason: Joint pain, switching to letrozole')).toBeVisible();

  // after a reload the patient's own record holds every change
  await page.reload();
  expect(await patientsOwnPrescriptions(request, patient)).toEqual([
    expect.objectContaining({
      quantity: 60,
      status: 'DISCONTINUED',
      discontinueReason: 'Joint pain, switching to letrozole',
      refilledDate: expect.any(String),
    }),
  ]);

  // the patient's archived card says why, as the stop dialog promised the doctor (issue 24)
  const patientContext = await browser.newContext({ baseURL });
  const patientPage = await patientContext.newPage();
  await signInPatient(patientPage, patient);
  await patientPage.goto('/medication');
  await patientPage.getByRole('tab', { name: 'Archived' }).click();
  const archived = patientPage.getByRole('listitem').filter({ hasText: 'Tamoxifen' });
  await expect(archived).toContainText(/Stopped by your care team on .+\./);
  await expect(archived).toContainText('Why: Joint pain, switching to letrozole');
  await patientContext.close();
});
