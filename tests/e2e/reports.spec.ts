// Generate report from a patient's record: the period's rules in the dialog (Generate is
// disabled while they fail), then the PDF downloads; in Chinese from the doctor home's
// quick action with its patient picker. A patient saves their own report from the
// dashboard (in Chinese), shares it, and their doctor downloads it from the record.
import fs from 'node:fs';
import { logIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { createPatient, DEMO_DOCTOR, signedInContext, signInPatient } from './support/patients';

const day = (daysAgo: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(
    new Date(Date.now() - daysAgo * 86_400_000),
  );

test('a doctor makes a patient’s report: the range rules, then the PDF downloads', async ({
  page,
  request,
}) => {
  // a name of its own: other tests make patients called Kwok Siu Fan too
  const stamp = Date.now().toString(36);
  await createPatient(request, `Kwok Siu Fan ${stamp}`);
  await page.goto('/login?lng=en');
  await logIn(page, DEMO_DOCTOR);
  await expect(page).toHaveURL(/\/doctor_home$/);
  await page.goto('/doctor_patients');
  await page.getByLabel('Search patients by name').fill(stamp);
  await page.getByRole('link', { name: new RegExp(`Kwok Siu Fan ${stamp}`) }).click();

  await page.getByRole('button', { name: 'Generate report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate report' });
  await expect(dialog.getByText('7 days selected')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Custom Range' }).click();
  await expect(dialog.getByLabel('From', { exact: true })).toHaveValue(day(6));
  await expect(dialog.getByLabel('To', { exact: true })).toHaveValue(day(0));
  await dialog.getByLabel('From', { exact: true }).fill(day(4));
  await expect(dialog.getByText('select at least 7 days')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Generate' })).toBeDisabled();

  await dialog.getByRole('tab', { name: 'By Month' }).click();
  await dialog.getByRole('button', { name: 'One more' }).click();
  await expect(dialog.getByLabel('Number of months')).toHaveValue('2');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Kwok Siu Fan .*\.pdf$/);
  expect(
    fs
      .readFileSync((await file.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expect(dialog.getByText('The report was downloaded.')).toBeVisible();
});

test('醫生在主頁以快速操作製作病人報告', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  await createPatient(request, `郭小芬 ${stamp}`);
  await page.goto('/login?lng=zh-HK');
  await logIn(page, DEMO_DOCTOR, { username: '用戶名稱', password: '密碼', button: '登入' });
  await expect(page).toHaveURL(/\/doctor_home$/);
  await page.getByRole('button', { name: '製作報告' }).click();
  // the picker shows a screenful of patients: find this one by name
  await page.getByRole('dialog').getByLabel('按姓名搜尋').fill(stamp);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(stamp) })
    .click();
  const dialog = page.getByRole('dialog', { name: '製作報告' });
  await expect(dialog.getByText(`郭小芬 ${stamp}的報告`)).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '製作', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/^郭小芬 .*\.pdf$/);
});

test('病人在健康概覽儲存及分享報告; the doctor downloads the shared report', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const patient = await createPatient(request, `Yip Ka Yan ${stamp}`);
  await signInPatient(page, patient, 'zh-HK');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: '儲存報告' }).click();
  const dialog = page.getByRole('dialog', { name: '製作報告' });
  await expect(dialog.getByText('已選 7 日')).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '製作', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^Yip Ka Yan ${stamp} .*\\.pdf$`));
  expect(
    fs
      .readFileSync((await file.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  // the real steps, ending saved; the bar is announced as a progress bar
  await expect(dialog.getByText('第 3 步，共 3 步 · 已儲存到下載資料夾。')).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: '報告進度' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );

  await dialog.getByRole('tab', { name: '按月' }).click();
  await dialog.getByRole('button', { name: '與醫護團隊分享' }).click();
  await expect(
    dialog.getByText(new RegExp(`^已與醫護團隊分享 \\S+ 至 ${day(0)} 的報告`)),
  ).toBeVisible();

  const errors: string[] = [];
  const doctor = await signedInContext(browser, baseURL!, DEMO_DOCTOR, errors, /\/doctor_home$/);
  await doctor.page.goto('/doctor_patients');
  await doctor.page.getByLabel('Search patients by name').fill(stamp);
  await doctor.page.getByRole('link', { name: new RegExp(`Yip Ka Yan ${stamp}`) }).click();
  const shared = doctor.page.getByRole('region', { name: 'Shared reports' });
  const item = shared.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item.getByText('New')).toBeVisible();
  const sharedFile = doctor.page.waitForEvent('download');
  await item.getByRole('button', { name: /^Download the report of / }).click();
  expect((await sharedFile).suggestedFilename()).toMatch(new RegExp(`^Yip Ka Yan ${stamp} `));
  await expect(item.getByText('New')).toHaveCount(0);
  expect(errors).toEqual([]);
  await doctor.context.close();
});
