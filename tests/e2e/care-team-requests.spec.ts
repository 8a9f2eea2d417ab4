// Care-team requests in the browser: the patient's invite QR, decoded from the image the
// page drew, is played to a doctor's (fake) camera; the scan sends a request the patient
// accepts live, and only then the patient is on the doctor's list. A camera that cannot
// start gives the spec's alert and closes the scanner.
import { chromium, type Page } from '@playwright/test';
import { createVerifiedAccount, logIn, newPerson, type Person } from './support/accounts';
import { expect, test } from './support/fixtures';
import { createPatient, failOnPageErrors } from './support/patients';
import { decodeQr, pngFromDataUrl, y4mOf } from './support/qr-camera';

async function signInAt(page: Page, person: Person, home: RegExp) {
  await page.goto('/login?lng=en');
  await logIn(page, person);
  await expect(page).toHaveURL(home);
}

test('a patient’s invite QR, scanned by a new doctor’s camera, links them after the patient accepts', async ({
  page,
  request,
  baseURL,
}) => {
  const patient = await createPatient(request, 'Tang Ka Ming');
  const doctor = newPerson('dr');
  await createVerifiedAccount(request, doctor, 'DEMO-DOCTOR');

  // the patient's home reads the care team: the demo doctor is on it (issue 24: it said
  // "Invite your doctor" as if nobody were), and the QR invites another
  await signInAt(page, patient, /\/home$/);
  const team = page.getByRole('region', { name: 'Your care team' });
  await expect(team.getByRole('listitem')).toHaveText([/^Dr\. Mei Chan/]);
  await expect(team.getByRole('link', { name: 'Contact details' })).toHaveAttribute(
    'href',
    '/healthcare_provider',
  );
  await page.getByRole('button', { name: 'Invite another doctor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your invite QR code' });
  const image = dialog.getByRole('img', { name: 'Invite QR code for Tang Ka Ming' });
  await expect(image).toHaveAttribute('src', /^data:image\/png/);
  const png = pngFromDataUrl((await image.getAttribute('src'))!);
  const link = decodeQr(png);
  expect(link).toMatch(/\/patient_invite\/[\w-]+\.[\w-]+$/);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // the doctor's camera sees that code
  const camera = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${y4mOf(png)}`,
    ],
  });
  const doctorErrors: string[] = [];
  const context = await camera.newContext({ baseURL, permissions: ['camera'] });
  const doctorPage = await context.newPage();
  failOnPageErrors(doctorPage, doctorErrors);
  await signInAt(doctorPage, doctor, /\/doctor_home$/);
  await doctorPage.getByRole('button', { name: 'Add patient' }).click();
  const scanner = doctorPage.getByRole('dialog', { name: 'Add patient' });
  await expect(scanner.getByText(/Request sent to Tang Ka Ming/)).toBeVisible({ timeout: 20_000 });
  await expect(scanner.locator('video')).toHaveCount(0);
  await scanner.getByRole('button', { name: 'Close' }).click();
  await expect(doctorPage.getByText('Waiting for Tang Ka Ming to accept.')).toBeVisible();

  // not on the doctor's list before the patient accepts
  await doctorPage.goto('/doctor_patients');
  await expect(doctorPage.getByText('No patients on your care team yet.')).toBeVisible();

  // the patient sees the request live and accepts it
  const ask = page.getByText(/asks to add you to their patients/);
  await expect(ask).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(/is now on your care team/)).toBeVisible();
  await expect(team.getByRole('listitem')).toHaveCount(2);

  await doctorPage.reload();
  await expect(doctorPage.getByRole('link', { name: /Tang Ka Ming/ })).toBeVisible();
  await context.close();
  await camera.close();
  expect(doctorErrors).toEqual([]);
});

test('a camera that cannot start gives the alert and closes the scanner', async ({
  page,
  request,
}) => {
  const doctor = newPerson('dr');
  await createVerifiedAccount(request, doctor, 'DEMO-DOCTOR');
  await signInAt(page, doctor, /\/doctor_home$/);
  // this browser has no camera at all
  await page.evaluate(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Requested device not found', 'NotFoundError'));
  });
  // the alert blocks the page until answered, so it is answered as it opens
  const alert = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  await page.getByRole('button', { name: 'Add patient' }).click();
  expect(await alert).toBe('Could not access camera: Requested device not found');
  await expect(page.getByRole('dialog', { name: 'Add patient' })).toHaveCount(0);
});
