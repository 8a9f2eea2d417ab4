// Appointments end to end: book, reschedule and cancel through the scheduler; a second
// patient finds the booked slot closed; the leave guard; the doctor sees a cancellation
// live; and the whole flow once in Chinese.
import type { Page } from '@playwright/test';
import { BOOKABLE_DAYS } from '#common/appointments';
import { logIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { createPatient, DEMO_DOCTOR, signedInContext, type Patient } from './support/patients';

async function openAppointments(page: Page, patient: Patient, lng: 'en' | 'zh-HK' = 'en') {
  const zh = lng === 'zh-HK';
  await page.goto(`/login?lng=${lng}`);
  await logIn(
    page,
    patient,
    zh ? { username: '用戶名稱', password: '密碼', button: '登入' } : undefined,
  );
  await expect(page).toHaveURL(/\/home$/);
  await page
    .getByRole('navigation', { name: zh ? '主選單' : 'Main' })
    .getByRole('link', { name: zh ? '預約' : 'Visits' })
    .click();
  await expect(page).toHaveURL(/\/appointments$/);
}

/** The first date and time the scheduler offers, chosen; returns their labels. */
async function chooseFirstFreeSlot(
  page: Page,
  texts = { date: 'Choose a date', time: 'Choose a time' },
) {
  const date = page
    .getByRole('group', { name: texts.date })
    .getByRole('radio', { disabled: false })
    .first();
  const dateLabel = (await date.locator('xpath=..').innerText()).trim();
  await date.check();
  const time = page
    .getByRole('group', { name: texts.time })
    .getByRole('radio', { disabled: false })
    .first();
  const timeLabel = (await time.locator('xpath=..').innerText()).trim();
  await time.check();
  return { dateLabel, timeLabel };
}

test('a patient books, reschedules and cancels; the doctor sees the cancellation live', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const patient = await createPatient(request, `Lam Ka Wai ${Date.now().toString(36)}`);
  await openAppointments(page, patient);
  await expect(page.getByText('No upcoming appointments found')).toBeVisible();

  // book
  await page.getByRole('link', { name: 'Book an appointment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book an appointment' })).toBeVisible();
  await page.getByRole('radio', { name: /Dr\. Mei Chan/ }).check();
  // the clinic is open Monday to Friday: no Saturday or Sunday can be chosen (issue 24)
  // the dates load once a doctor is chosen: wait for them before reading them all at once
  const dateChoices = page.getByRole('group', { name: 'Choose a date' }).getByRole('radio');
  await expect(dateChoices).toHaveCount(BOOKABLE_DAYS);
  const dates = await dateChoices.evaluateAll((inputs) =>
    inputs.map((input) => [
      (input as HTMLInputElement).value,
      (input as HTMLInputElement).disabled,
    ]),
  );
  const weekend = dates.filter(([date]) =>
    [0, 6].includes(new Date(`${String(date)}T12:00:00Z`).getUTCDay()),
  );
  expect(weekend.length).toBeGreaterThanOrEqual(2);
  expect(weekend.every(([, disabled]) => disabled)).toBe(true);
  const { dateLabel, timeLabel } = await chooseFirstFreeSlot(page);
  await page.getByRole('button', { name: 'Confirm appointment' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please provide a reason for your visit.');
  await page.getByLabel('Reason for your visit').fill('Follow-up after my second chemo cycle');
  await page.getByRole('button', { name: 'Confirm appointment' }).click();
  await expect(page.getByRole('status')).toContainText(
    `Appointment confirmed with Dr. Mei Chan on ${dateLabel} at ${timeLabel}.`,
  );
  await expect(page).toHaveURL(/\/appointments$/, { timeout: 5000 });
  const card = page.getByRole('article', { name: 'Dr. Mei Chan' });
  await expect(card).toContainText(`${dateLabel} at ${timeLabel}`);
  await expect(card).toContainText('Follow-up after my second chemo cycle');

  // reschedule: the scheduler opens with the appointment's choices
  await card.getByRole('link', { name: 'Reschedule' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reschedule appointment' }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: timeLabel })).toBeChecked();
  const otherTime = page
    .getByRole('group', { name: 'Choose a time' })
    .getByRole('radio', { checked: false, disabled: false })
    .last();
  const newTimeLabel = (await otherTime.locator('xpath=..').innerText()).trim();
  await otherTime.check();
  await page.getByRole('button', { name: 'Confirm new time' }).click();
  await expect(page.getByRole('status')).toContainText(
    `Appointment rescheduled with Dr. Mei Chan on ${dateLabel} at ${newTimeLabel}.`,
  );
  await expect(page).toHaveURL(/\/appointments$/, { timeout: 5000 });
  await expect(card).toContainText(`${dateLabel} at ${newTimeLabel}`);

  // the doctor has their schedule open when the patient cancels
  const doctorErrors: string[] = [];
  const doctor = await signedInContext(
    browser,
    baseURL!,
    DEMO_DOCTOR,
    doctorErrors,
    /\/doctor_home$/,
  );
  await doctor.page.getByRole('link', { name: 'My appointments' }).click();
  await expect(doctor.page.getByRole('article', { name: patient.fullName })).toBeVisible();

  await card.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this appointment?' });
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(page.getByText('No upcoming appointments found')).toBeVisible();
  await page.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(page.getByRole('article', { name: 'Dr. Mei Chan' })).toContainText(
    'Cancelled by the patient',
  );

  await expect(
    doctor.page.getByRole('status').filter({ hasText: 'cancelled the appointment' }),
  ).toContainText(
    `${patient.fullName} cancelled the appointment on ${dateLabel} at ${newTimeLabel}.`,
  );
  await doctor.page.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(doctor.page.getByRole('article', { name: patient.fullName })).toBeVisible();
  await doctor.context.close();
  expect(doctorErrors).toEqual([]);
});

test('a second patient cannot take a booked slot, and leaving asks first', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const first = await createPatient(request, `Yip Sau Lan ${Date.now().toString(36)}`);
  const second = await createPatient(request, `Mak Chi Keung ${Date.now().toString(36)}`);
  await openAppointments(page, first);
  await page.getByRole('link', { name: 'Book an appointment' }).click();
  await page.getByRole('radio', { name: /Dr\. Mei Chan/ }).check();
  const { dateLabel, timeLabel } = await chooseFirstFreeSlot(page);
  await page.getByLabel('Reason for your visit').fill('New pain in my lower back');
  await page.getByRole('button', { name: 'Confirm appointment' }).click();
  await expect(page).toHaveURL(/\/appointments$/, { timeout: 5000 });

  const errors: string[] = [];
  const other = await signedInContext(browser, baseURL!, second, errors);
  await other.page.goto('/appointment_scheduler');
  await other.page.getByRole('radio', { name: /Dr\. Mei Chan/ }).check();
  await other.page.getByRole('radio', { name: dateLabel }).check();
  await expect(other.page.getByRole('radio', { name: timeLabel })).toBeDisabled();

  // leaving with a choice made asks first: Stay keeps the page, Leave goes
  await other.page.getByRole('button', { name: 'Back' }).click();
  const ask = other.page.getByRole('alertdialog', { name: 'Leave Without Booking?' });
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(other.page.getByRole('radio', { name: dateLabel })).toBeChecked();
  await other.page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Home' })
    .click();
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect(other.page).toHaveURL(/\/home$/);
  await other.context.close();
  expect(errors).toEqual([]);
});

test('在中文介面預約及取消', async ({ page, request }) => {
  const patient = await createPatient(request, `陳小明 ${Date.now().toString(36)}`);
  await openAppointments(page, patient, 'zh-HK');
  await expect(page.getByText('沒有即將到來的預約')).toBeVisible();
  await page.getByRole('link', { name: '預約診症' }).click();
  await page.getByRole('radio', { name: /Dr\. Mei Chan/ }).check();
  await chooseFirstFreeSlot(page, { date: '選擇日期', time: '選擇時間' });
  await page.getByLabel('求診原因').fill('化療後覆診，最近有啲頭暈');
  await page.getByRole('button', { name: '確認預約' }).click();
  await expect(page.getByRole('status')).toContainText('已確認與Dr. Mei Chan於');
  await expect(page).toHaveURL(/\/appointments$/, { timeout: 5000 });
  const card = page.getByRole('article', { name: 'Dr. Mei Chan' });
  await expect(card).toContainText('臨床腫瘤科');
  await card.getByRole('button', { name: '取消' }).click();
  await page
    .getByRole('alertdialog', { name: '取消此預約？' })
    .getByRole('button', { name: '取消預約' })
    .click();
  await page.getByRole('tab', { name: '已取消' }).click();
  await expect(page.getByRole('article', { name: 'Dr. Mei Chan' })).toContainText('由病人取消');
});
