// The health dashboard from a patient's own check-ins: a week of them is recorded through
// the real interview (dated on earlier days by the development route), and the calendar
// colours and trend directions are the ones the wellness rules give.
import type { Page } from '@playwright/test';
import { clinicDay } from '#common/clinic-day';
import { test, expect } from './support/fixtures';
import { createPatient, seedPastCheckIns, signInPatient } from './support/patients';

const DAY_MS = 86_400_000;
const dayAgo = (days: number) => clinicDay(new Date(Date.now() - days * DAY_MS));

/** A green check-in on treatment with the day's ratings. */
const green = (mood: string, energy: string, sleep: string, language: 'en' | 'zh-HK' = 'en') => {
  const no = language === 'en' ? 'no' : '冇';
  return ['I feel fine', no, no, no, no, no, no, no, mood, energy, sleep, no];
};
/** "no" to each remaining screening question and to the red-flag screen. */
const noTo = (questions: number) => Array<string>(questions).fill('no');
/** A moderate cough (grade 2): the day is moderate. */
const cough = ['I have a cough', '3', 'a week', ...noTo(6)];
/** Back pain 8/10 (grade 3): the day is severe. */
const backPain = ['my back hurts', '8', 'lower back', '2 days', ...noTo(7)];

/** Pages the calendar back to the day's month and reads the day's colour. */
async function severityOf(page: Page, day: string) {
  const calendar = page.locator('.calendar');
  for (let back = 0; back < 2; back++) {
    const cell = calendar.locator(`[data-day="${day}"]`);
    if (await cell.count()) return cell.getAttribute('data-severity');
    await page.getByRole('button', { name: /Previous month|上一個月/ }).click();
    await expect(calendar.locator('.calendar__title')).not.toBeEmpty();
  }
  throw new Error(`${day} is not on the calendar`);
}

test('a week of check-ins: the calendar colours and trend directions the rules give', async ({
  page,
  request,
}) => {
  const patient = await createPatient(request, 'Dashboard Patient');
  await seedPastCheckIns(request, patient, [
    // Last week, same weekday: low mood, good energy, fair sleep, severe back pain.
    { daysAgo: 7, messages: [...backPain, '2', 'good', '3', 'no'] },
    { daysAgo: 2, messages: green('3', 'ok', 'ok') },
    // Today: a moderate cough, good mood, exhausted, fair sleep.
    { daysAgo: 0, messages: [...cough, '5', 'exhausted', '3', 'no'] },
  ]);
  await signInPatient(page, patient, 'en');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Health' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Health dashboard' })).toBeVisible();

  // Today: the cough, and today's ratings.
  const tabs = page.getByRole('tablist', { name: 'Period' });
  await expect(tabs.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Symptoms tracked' })).toContainText('Cough');
  await expect(page.getByRole('region', { name: 'Mood', exact: true })).toContainText('5 / 5');

  // This week against last: mood up (5 against 2), energy down (1 against 4), sleep stable.
  await tabs.getByRole('tab', { name: 'Today' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'This Week' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(/tab=week/);
  const trend = (name: string) =>
    page
      .locator('.trend-card', { has: page.getByRole('heading', { name }) })
      .getByTestId('trend-direction');
  await expect(trend('Mood level')).toHaveText('Up');
  await expect(trend('Energy level')).toHaveText('Down');
  await expect(trend('Sleep quality')).toHaveText('Stable');
  // one wellness scale (issue 24): the week's score reads the same, out of 100, in both panels
  const weekScore = (panel: string) =>
    page.getByRole('region', { name: panel }).locator('.stat__value').first();
  await expect(weekScore('Weekly summary')).toHaveText(/^\d+(\.\d)? \/ 100$/);
  expect(await weekScore('Weekly summary').innerText()).toBe(
    await weekScore('Summary').innerText(),
  );

  // The chart opens with a summary and a table for screen readers.
  await page.getByRole('button', { name: 'Chart of Mood level' }).click();
  const chart = page.getByRole('dialog');
  await expect(chart.getByRole('table')).toBeAttached({ timeout: 20_000 });
  await expect(chart).toContainText(/recorded; lowest \d, highest 5/);
  await chart.getByRole('button', { name: 'Close' }).click();
  await expect(chart).toBeHidden();

  // Monthly: coloured by the highest grade of each day's check-ins.
  await tabs.getByRole('tab', { name: 'Monthly' }).click();
  await expect(page.locator('.calendar__legend')).toContainText('Mild');
  expect(await severityOf(page, dayAgo(0))).toBe('moderate');
  expect(await severityOf(page, dayAgo(2))).toBe('mild');
  expect(await severityOf(page, dayAgo(7))).toBe('severe');
  await page.reload();
  await expect(tabs.getByRole('tab', { name: 'Monthly' })).toHaveAttribute('aria-selected', 'true');
});

test('a fever on treatment reads as the triage gave it: a red-level finding, not a grade', async ({
  page,
  request,
}) => {
  const patient = await createPatient(request, 'Fever Dashboard Patient');
  await seedPastCheckIns(request, patient, [{ daysAgo: 0, messages: ['I have a fever of 38.3'] }]);
  await signInPatient(page, patient, 'en');
  await page.goto('/dashboard');
  const tracked = page.getByRole('region', { name: 'Symptoms tracked' });
  await expect(tracked.getByRole('listitem')).toHaveText([/^Fever\s*1 day · red-level finding$/]);
  await expect(tracked).not.toContainText('grade 4');
});

test('a symptom the patient reported but could not rate is still tracked (issue 24)', async ({
  page,
  request,
}) => {
  const patient = await createPatient(request, 'Tired Dashboard Patient');
  // "exhausted" twice to the 1-5 question: Florence records the tiredness without a grade
  const tired = ['I am so tired', 'exhausted', 'just exhausted', 'a week', ...noTo(6)];
  await seedPastCheckIns(request, patient, [
    { daysAgo: 0, messages: [...tired, 'skip', 'skip', 'skip', 'no'] },
  ]);
  await signInPatient(page, patient, 'en');
  await page.goto('/dashboard');
  const tracked = page.getByRole('region', { name: 'Symptoms tracked' });
  await expect(tracked.getByRole('listitem')).toHaveText([/^Fatigue\s*1 day · no severity given$/]);
});

test('兩次緊急的症狀評估之後，分析不會說「情況穩定」 (issue 24)', async ({ page, request }) => {
  const patient = await createPatient(request, '陳嘉儀');
  // two check-ins in a row at the same urgent level (severe back pain, grade 3)
  await seedPastCheckIns(request, patient, [
    { daysAgo: 1, messages: backPain },
    { daysAgo: 0, messages: backPain },
  ]);
  await signInPatient(page, patient, 'zh-HK');
  await page.goto('/dashboard?tab=month');
  const insights = page.getByRole('region', { name: '智能分析' });
  await expect(insights).toContainText('仍需盡快跟進');
  await expect(insights).not.toContainText('情況穩定');
});

test('在中文介面：日曆以 zh-CN 顯示月份，症狀以中文名稱列出', async ({ page, request }) => {
  const patient = await createPatient(request, '陳大文');
  await seedPastCheckIns(request, patient, [
    {
      daysAgo: 0,
      language: 'zh-HK',
      messages: [
        '有啲咳',
        '3',
        '一個禮拜',
        '冇',
        '冇',
        '冇',
        '冇',
        '冇',
        // the red-flag screen
        '全部都冇',
        '麻麻',
        '好攰',
        '瞓得唔好',
        '冇喇',
      ],
    },
  ]);
  await signInPatient(page, patient, 'zh-HK');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: '健康概覽' })).toBeVisible();
  await expect(page.getByRole('region', { name: '追蹤的症狀' })).toContainText('咳嗽');
  await expect(page.getByRole('region', { name: '心情', exact: true })).toContainText('2 / 5');
  await page.getByRole('tab', { name: '每月' }).click();
  const month = new Intl.DateTimeFormat('zh-CN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${dayAgo(0).slice(0, 7)}-01T12:00:00Z`));
  await expect(page.locator('.calendar__title')).toHaveText(month);
  expect(await severityOf(page, dayAgo(0))).toBe('moderate');
  await expect(page.locator('.calendar__legend')).toContainText('未記錄');
});
