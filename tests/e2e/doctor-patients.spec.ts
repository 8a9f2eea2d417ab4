// The doctor's patient list and the stage edit, in Traditional Chinese: search and filters
// run on the server, an empty stage is refused, a saved stage survives a reload.
import { logIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { createPatient, DEMO_DOCTOR } from './support/patients';

const ZH_LOGIN = { username: '用戶名稱', password: '密碼', button: '登入' };

test.describe('on a phone: the patients as cards', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('一位醫生在病人列表搜尋、篩選，並修改病人的病情階段', async ({ page, request }) => {
    const patient = await createPatient(request, '區美玲');
    await page.goto('/login?lng=zh-HK');
    await logIn(page, DEMO_DOCTOR, ZH_LOGIN);
    await expect(page).toHaveURL(/\/doctor_home$/);
    await page
      .getByRole('navigation', { name: '主選單' })
      .getByRole('link', { name: '病人' })
      .click();
    await expect(page).toHaveURL(/\/doctor_patients$/);

    // the demo patients carry their diagnosis in Chinese, with the stage group's dot
    const chan = page.getByRole('link', { name: /Chan Tai Man/ });
    await expect(chan).toContainText('大腸癌 · 第三期');
    await expect(chan).toContainText('狀況：高風險');

    // filter by a stage, then clear
    await page.getByRole('button', { name: '篩選' }).click();
    await page.getByRole('checkbox', { name: '第四期' }).check();
    await expect(page.getByRole('link', { name: /Wong Ka Yan/ })).toBeVisible();
    await expect(chan).toHaveCount(0);
    await page.getByRole('button', { name: '清除篩選' }).click();
    await expect(chan).toBeVisible();

    // search by part of a Chinese name; a name nobody has finds nothing
    await page.getByLabel('按姓名搜尋病人').fill('李大文');
    await expect(page.getByText('找不到「李大文」的結果')).toBeVisible();
    await page.getByLabel('按姓名搜尋病人').fill('美玲');
    const row = page.getByRole('link', { name: /區美玲/ });
    await expect(row).toContainText('未記錄診斷');
    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: '區美玲' })).toBeVisible();

    // an empty stage is refused; a chosen one is saved on the server
    await page.getByRole('button', { name: '修改病情階段' }).click();
    const dialog = page.getByRole('dialog', { name: '修改區美玲的病情階段' });
    await dialog.getByRole('button', { name: '儲存' }).click();
    await expect(dialog.getByText('病情階段不能留空。')).toBeVisible();
    await dialog.getByLabel('病情階段').selectOption({ label: '第四期' });
    await dialog.getByLabel('癌症類型').selectOption({ label: '鼻咽癌' });
    await dialog.getByRole('button', { name: '儲存' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('鼻咽癌 · 第四期')).toBeVisible();
    await page.reload();
    await expect(page.getByText('鼻咽癌 · 第四期')).toBeVisible();
    await expect(page.getByText('危急', { exact: true })).toBeVisible();

    // another doctor's view of this patient is 'Patient not found'
    await page.goto('/patient_details/00000000-0000-0000-0000-000000000000');
    await expect(page.getByText('找不到病人')).toBeVisible();
    expect(patient.fullName).toBe('區美玲');
  });
});

test('at a desk: the patients as a table, sortable by name and stage', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const first = await createPatient(request, `Au Ka Lok ${stamp}`);
  const second = await createPatient(request, `Yip Wing Sze ${stamp}`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await logIn(page, DEMO_DOCTOR);
  await expect(page).toHaveURL(/\/doctor_home$/);
  await page.goto('/doctor_patients');
  await page.getByLabel('Search patients by name').fill(stamp);
  const table = page.getByRole('table', { name: 'Patients' });
  const rows = table.getByRole('row').filter({ hasText: stamp });
  await expect(rows).toHaveCount(2);

  const byName = table.getByRole('columnheader', { name: 'Name' });
  await byName.getByRole('button').click();
  await expect(byName).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.nth(0)).toContainText(first.fullName);
  await byName.getByRole('button').click();
  await expect(byName).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.nth(0)).toContainText(second.fullName);
  await expect(table.getByRole('columnheader', { name: 'Stage' })).toBeVisible();
  await expect(rows.nth(0)).toContainText('No updates yet');

  await rows.nth(0).getByRole('link', { name: second.fullName }).click();
  await expect(page.getByRole('heading', { level: 1, name: second.fullName })).toBeVisible();
});
