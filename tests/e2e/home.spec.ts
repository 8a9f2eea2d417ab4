// The patient's home from their own records: the streaks and this week's row, the
// wellness score by period, 'log today' to Florence, and the care library row.
import { test, expect } from './support/fixtures';
import { createPatient, seedPastCheckIns, signInPatient } from './support/patients';
import { greenCheckIn } from '../support/check-in-scripts';

test('streaks, the week row and the wellness score come from the check-ins', async ({
  page,
  request,
}) => {
  const patient = await createPatient(request, 'Home Patient');
  // Two days in a row ending today; before a gap, a run of three.
  await seedPastCheckIns(
    request,
    patient,
    [0, 1, 4, 5, 6].map((daysAgo) => ({ daysAgo, messages: greenCheckIn('5') })),
  );
  await signInPatient(page, patient);

  const card = page.getByRole('region', { name: 'Daily check-in' });
  await expect(card.getByTestId('current-streak')).toHaveText('2 days');
  await expect(card.getByTestId('longest-streak')).toHaveText('3 days');
  const today = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    timeZone: 'Asia/Hong_Kong',
  }).format(new Date());
  await expect(card.getByRole('list', { name: 'This week' })).toBeVisible();
  await expect(card.getByLabel(`${today}: checked in`)).toBeVisible();

  const wellness = page.getByRole('region', { name: 'Wellness score' });
  await expect(wellness.getByTestId('wellness-score')).toHaveText('100 / 100');
  await wellness.getByLabel('Period').selectOption('year');
  await expect(wellness.getByTestId('wellness-score')).toHaveText('100 / 100');

  await expect(
    page.getByRole('region', { name: 'Care library' }).getByRole('listitem'),
  ).toHaveCount(8);

  await card.getByRole('link', { name: 'Log today' }).click();
  await expect(page).toHaveURL(/\/chatbot$/);
});

test('一位新病人：沒有連續症狀評估，也沒有分數', async ({ page, request }) => {
  const patient = await createPatient(request, '新病人');
  await signInPatient(page, patient, 'zh-HK');
  const card = page.getByRole('region', { name: '每日症狀評估' });
  await expect(card.getByTestId('current-streak')).toHaveText('0 天');
  await expect(card.getByTestId('longest-streak')).toHaveText('0 天');
  await expect(
    page.getByRole('region', { name: '健康分數' }).getByTestId('wellness-score'),
  ).toHaveText('這段期間未有症狀評估，所以沒有分數。');
});
