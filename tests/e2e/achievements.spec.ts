// Achievements from the patient's own records: a week of check-ins (recorded through the
// real interview, dated on earlier days) and the finished profile give the rank, the
// badges and the milestones; a locked badge's dialog leads to the help centre; an
// unlocked badge is shared as a PNG (downloaded where the browser cannot share files).
import fs from 'node:fs';
import { test, expect } from './support/fixtures';
import { createPatient, seedPastCheckIns, signInPatient } from './support/patients';
import { greenCheckIn } from '../support/check-in-scripts';

/** A badge in a grid, read out as its name then its state ("7-day streak, Locked"). */
const badgeName = (name: string, state: string) => new RegExp(`^${name}\\s*, ${state}$`);

/** Width and height of a PNG from its header (IHDR), after checking its signature. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('a week of check-ins: rank, badges, milestones, the locked dialog and sharing a badge', async ({
  page,
  request,
}) => {
  const patient = await createPatient(request, 'Badge Patient');
  await seedPastCheckIns(
    request,
    patient,
    [6, 5, 4, 3, 2, 1, 0].map((daysAgo) => ({ daysAgo, messages: greenCheckIn('4') })),
  );
  await signInPatient(page, patient);
  await page.goto('/achievements');

  // 7 × 50 for the days, 100 for the 7-day streak, 100 for the finished profile.
  const rank = page.getByRole('region', { name: 'Your rank' });
  await expect(rank.getByTestId('rank-name')).toHaveText('Explorer');
  await expect(rank.getByTestId('rank-xp')).toHaveText('550 / 1,000 XP');
  await expect(rank.getByRole('progressbar', { name: 'Progress to Achiever' })).toHaveAttribute(
    'aria-valuenow',
    '10',
  );
  await expect(page.getByTestId('recent-achievements').getByRole('listitem')).toHaveCount(3);

  const collection = page.getByRole('region', { name: 'Badge collection' });
  await expect(collection.getByRole('listitem')).toHaveCount(8);
  await expect(
    collection.getByRole('link', { name: badgeName('7-day streak', 'Unlocked') }),
  ).toBeVisible();
  const milestones = page.getByRole('region', { name: 'Milestones' });
  await expect(milestones.getByRole('progressbar', { name: '14-day streak' })).toHaveAttribute(
    'aria-valuetext',
    '7 of 14 days',
  );

  await collection.getByRole('button', { name: badgeName('25-day club', 'Locked') }).click();
  const dialog = page.getByRole('dialog', { name: '25-day club is locked' });
  await expect(dialog.getByTestId('locked-progress')).toHaveText('7 / 25');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await collection.getByRole('button', { name: badgeName('14-day streak', 'Locked') }).click();
  await page.getByRole('link', { name: 'How to rank up' }).click();
  await expect(page).toHaveURL(/\/help_center$/);

  await page.goto('/achievements');
  await page.getByRole('link', { name: 'See all' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Build Better Habits' })).toBeVisible();
  await page.getByRole('link', { name: badgeName('7-day streak', 'Unlocked') }).click();
  await expect(page).toHaveURL(/\/badge_details\/streak-7$/);
  await expect(page.getByText('Congratulations! You earned this badge.')).toBeVisible();
  await expect(page.getByTestId('unlocked-on')).toContainText('Unlocked on');

  const card = await page.getByTestId('badge-card').boundingBox();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Share' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('badge-achievement.png');
  await expect(page.getByRole('status')).toHaveText('Badge image downloaded!');
  const size = pngSize(fs.readFileSync((await download.path())!));
  expect(Math.abs(size.width - card!.width * 2)).toBeLessThanOrEqual(2);
  expect(Math.abs(size.height - card!.height * 2)).toBeLessThanOrEqual(2);
});

test('a new patient in Chinese: old links, sharing a badge, and a badge that does not exist', async ({
  page,
  request,
}) => {
  const patient = await createPatient(request, '陳小明');
  await signInPatient(page, patient, 'zh-HK');
  await page.goto('/achievements');
  await expect(page.getByTestId('rank-name')).toHaveText('新手');
  await expect(page.getByTestId('rank-xp')).toHaveText('100 / 500 XP');
  await expect(page.getByTestId('recent-achievements')).toContainText('完成健康檔案');

  await page.goto('/badge_details/locked');
  await expect(page.getByRole('heading', { level: 2, name: '連續 14 天' })).toBeVisible();
  await expect(page.getByTestId('locked-progress')).toHaveText('0 / 14');
  await expect(
    page.getByText('如果有一天沒有做症狀評估，連續紀錄便會重新計算', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '分享' })).toHaveCount(0);

  // The finished profile's badge, shared in Chinese: the same PNG and the message in Chinese.
  await page.goto('/badge_details/profile-complete');
  await expect(page.getByText('恭喜你！你獲得了這個徽章。')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '分享' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('badge-achievement.png');
  await expect(page.getByRole('status')).toHaveText('徽章圖片已下載！');
  expect(pngSize(fs.readFileSync((await download.path())!)).width).toBeGreaterThan(0);

  await page.goto('/badge_details/seven-day-streak');
  await expect(page.getByText('找不到此徽章')).toBeVisible();
  await page.getByRole('link', { name: '所有徽章' }).click();
  await expect(page).toHaveURL(/\/achievements_library$/);
});
