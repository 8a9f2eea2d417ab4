// The healthcare-provider page shows the patient's real care team and the emergency line.
import { logIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { createPatient } from './support/patients';

test('a patient finds their primary oncologist’s contacts and the 999 line from settings', async ({
  page,
  request,
}) => {
  const patient = await createPatient(request, `Leung Chi Ho ${Date.now().toString(36)}`);
  await page.goto('/login');
  await logIn(page, patient);
  await expect(page).toHaveURL(/\/home$/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page.getByRole('link', { name: 'Healthcare provider' }).click();
  const primary = page.getByRole('article', { name: 'Dr. Mei Chan' });
  await expect(primary).toContainText('Primary oncologist');
  await expect(primary).toContainText('Clinical Oncology');
  await expect(primary).toContainText('Mon–Fri, 08:00 AM – 05:00 PM');
  await expect(primary.getByRole('link', { name: '91234567' })).toHaveAttribute(
    'href',
    'tel:+85291234567',
  );
  await expect(primary.getByRole('link', { name: 'demo.doctor@florence.local' })).toHaveAttribute(
    'href',
    'mailto:demo.doctor@florence.local',
  );
  await expect(page.getByRole('link', { name: 'Call 999' })).toHaveAttribute('href', 'tel:999');
});
