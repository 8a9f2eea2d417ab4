// The doctor home on real data, and a doctor's message that reaches the patient's /home
// live, without a reload: the card, the bell's unread count and the list.
import { expect, test } from './support/fixtures';
import { logIn } from './support/accounts';
import { createPatient, DEMO_DOCTOR, signedInContext } from './support/patients';

test('a doctor’s message appears live on the patient’s home; add prescription starts from the home', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const patient = await createPatient(request, 'Kwok Mei Yee');
  const patientErrors: string[] = [];
  const { context, page: patientPage } = await signedInContext(
    browser,
    baseURL!,
    patient,
    patientErrors,
  );
  await expect(patientPage.getByRole('button', { name: 'Notifications' })).toBeVisible();

  await page.goto('/login?lng=en');
  await logIn(page, DEMO_DOCTOR);
  await expect(page).toHaveURL(/\/doctor_home$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome, Dr. Mei Chan' }),
  ).toBeVisible();
  await expect(page.getByText('Clinical Oncology')).toBeVisible();
  const totalPatients = page.getByRole('link', { name: /Total patients/ });
  await expect(totalPatients).toContainText(/\d+/);
  // a change says its number: "3 new this week", never a bare "new this week" (issue 24)
  await expect(totalPatients).toContainText(/\d+ new this week|% vs last week/);
  await expect(page.getByRole('link', { name: /Pending requests/ })).toBeVisible();

  // send a message: pick the patient, then the form (empty fields are refused)
  await page.getByRole('button', { name: 'Send patient message' }).click();
  const picker = page.getByRole('dialog', { name: 'Send patient message' });
  await picker.getByLabel('Search by name').fill('kwok mei');
  await picker.getByRole('button', { name: /Kwok Mei Yee/ }).click();
  const form = page.getByRole('dialog', { name: 'Message to Kwok Mei Yee' });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Please give the message a title.')).toBeVisible();
  await form.getByLabel('Title').fill('Blood test on Friday');
  await form.getByLabel('Description').fill('Please come to the clinic at 9am, before breakfast.');
  await form.getByLabel('Message type').selectOption({ label: 'Appointment Reminder' });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message sent to Kwok Mei Yee.')).toBeVisible();

  // the patient's home shows it at once, without a reload
  const card = patientPage.getByRole('region', { name: 'Blood test on Friday' });
  await expect(card).toContainText('Please come to the clinic at 9am, before breakfast.');
  await expect(card).toContainText('Appointment Reminder');
  await expect(card).toContainText('From Dr. Mei Chan');
  await patientPage.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const list = patientPage.getByRole('dialog', { name: 'Notifications' });
  await expect(list.getByText('Blood test on Friday')).toBeVisible();
  await list.getByRole('button', { name: 'Close' }).click();
  await expect(patientPage.getByRole('button', { name: 'Notifications' })).toBeVisible();
  await card.getByRole('button', { name: 'Dismiss' }).click();
  await expect(card).toHaveCount(0);
  await patientPage.reload();
  await expect(patientPage.getByRole('button', { name: 'Notifications' })).toBeVisible();
  await expect(patientPage.getByRole('region', { name: 'Blood test on Friday' })).toHaveCount(0);

  // the doctor's feed and the patient's last update know about it; add prescription from home
  await page.getByRole('button', { name: 'Add prescription' }).click();
  const picker2 = page.getByRole('dialog', { name: 'Add prescription' });
  await picker2.getByLabel('Search by name').fill('Kwok');
  await picker2.getByRole('button', { name: /Kwok Mei Yee/ }).click();
  await expect(page).toHaveURL(/\/add_medication\//);
  await expect(page.getByText('For Kwok Mei Yee')).toBeVisible();

  await context.close();
  expect(patientErrors).toEqual([]);
});
