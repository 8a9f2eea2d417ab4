// A living demo clinic (issue 24): what `npm start` on a new data folder shows a newcomer.
// The suite's own server runs without the demo's history (its tests make their own), so
// this spec starts a second one, as `npm start` does, on a fresh data folder, and signs in
// as the demo doctor and the demo patient: every screen shows real figures at first sight.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { logIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { DEMO_DOCTOR } from './support/patients';

const port = Number(process.env.E2E_PORT ?? 4321) + 10;
const demoURL = `http://localhost:${port}`;
const DEMO_PATIENT = { ...DEMO_DOCTOR, username: 'demo.patient', email: '' };
const ZH_LOGIN = { username: '用戶名稱', password: '密碼', button: '登入' };

let server: ChildProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'florence-demo-'));
  server = spawn('node', [path.resolve(import.meta.dirname, '../../dist/server/main.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      SMTP_URL: '',
      DATABASE_URL: '',
      SEED_DEMO_HISTORY: 'true',
    },
    stdio: 'ignore',
  });
  // the history is seeded before the server listens
  await expect
    .poll(
      () =>
        fetch(`${demoURL}/healthz`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 170_000 },
    )
    .toBe(true);
});

test.afterAll(() => {
  server?.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test.use({ baseURL: demoURL });

test('the demo doctor sees follow-ups at every stage and a patient record with figures', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await logIn(page, DEMO_DOCTOR);
  await expect(page).toHaveURL(/\/doctor_home$/);
  // the overview cards count the history: a red finding of the last days is open
  await expect(page.getByRole('link', { name: /^Critical alerts [1-9]/ })).toBeVisible();

  await page.goto('/doctor_notifications');
  const rows = page.getByRole('row');
  for (const status of ['Open', 'Acknowledged', 'Resolved'])
    await expect(rows.filter({ hasText: status }).first()).toBeVisible();

  await page.goto('/doctor_patients');
  await page.getByRole('link', { name: /Chan Tai Man/ }).click();
  const overview = page.getByRole('tabpanel');
  await expect(overview.getByText(/Latest check-in, /)).toBeVisible();
  await expect(overview.getByText('Medication adherence')).toBeVisible();
  await expect(overview.getByText('No data')).toHaveCount(0);
  await expect(overview.getByText('No check-ins yet.')).toHaveCount(0);
});

test('the demo patient, in Chinese on a phone, sees today, the week and the month filled in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login?lng=zh-HK');
  await logIn(page, DEMO_PATIENT, ZH_LOGIN);
  await expect(page).toHaveURL(/\/home$/);
  // the doctor's messages of the last weeks, and the streak of the history
  await expect(page.getByText('來自：Dr. Mei Chan').first()).toBeVisible();

  await page.goto('/dashboard');
  const main = page.getByRole('main');
  // Today (a check-in an hour before the first start), the week and the month: figures
  // everywhere, pain too ("no" to the pain question is 0 / 10, not "no data")
  for (const [tab, figure] of [
    ['今日', /\d+(\.\d)? \/ 100/],
    ['本週', /\d+(\.\d)? \/ 100/],
    ['每月', /\d(\.\d)?，之前為 \d/],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(main.getByText(figure).first()).toBeVisible();
    await expect(main.getByText('沒有數據')).toHaveCount(0);
    await expect(main.getByText('數據不足')).toHaveCount(0);
  }
});
