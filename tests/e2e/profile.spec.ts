// Profile management end to end: the 4+4 mobile input and its message, a picture that is
// too large and one that is kept, a name that is saved and shown on settings after the
// spec's 1.5 s, and a new e-mail confirmed by the code sent to it.
import sharp from 'sharp';
import { logIn, mailedCode } from './support/accounts';
import { expect, test } from './support/fixtures';
import { createPatient } from './support/patients';

test('a patient edits their profile: mobile, picture, name and a confirmed new e-mail', async ({
  page,
  request,
}) => {
  const patient = await createPatient(request, `Sit Wai Kuen ${Date.now().toString(36)}`);
  await page.goto('/login');
  await logIn(page, patient);
  await expect(page).toHaveURL(/\/home$/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue(patient.email);

  const phone = page.getByLabel('Mobile number (Hong Kong)');
  await phone.fill('');
  await phone.pressSequentially('2123-45678');
  await expect(phone).toHaveValue('2123 4567');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/Please enter a valid Hong Kong mobile number/)).toBeVisible();
  await phone.fill('6123 4567');

  const picker = page.getByLabel('Choose a picture');
  await picker.setInputFiles({
    name: 'holiday.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(6 * 1024 * 1024, 7),
  });
  await expect(page.getByText('Image size should be less than 5MB')).toBeVisible();
  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#2a8' },
  })
    .png()
    .toBuffer();
  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByText('Profile picture updated.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Profile picture' })).toHaveAttribute(
    'src',
    /\/avatars\/.+\.webp$/,
  );

  await page.getByLabel('Full name').fill('Sit Wai Kuen');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/, { timeout: 5000 });
  await expect(page.getByText('Sit Wai Kuen', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Edit profile' }).click();
  const newEmail = `moved.${patient.email}`;
  await page.getByLabel('E-mail').fill(newEmail);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${newEmail}`)).toBeVisible();
  const { code } = await mailedCode(request, newEmail);
  await page.getByLabel('Code from the e-mail').fill(code);
  await page.getByRole('button', { name: 'Confirm new e-mail' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/, { timeout: 5000 });
});
