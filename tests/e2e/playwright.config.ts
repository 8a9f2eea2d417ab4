// End-to-end tests in Debian's Chromium (never `npx playwright install`: no downloads here)
// against the real server, built client and a fresh embedded database per run.
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4321);
const dataDir = path.join(os.tmpdir(), `florence-e2e-${process.pid}-${Date.now()}`);

/**
 * Every screen at each width, language and text size (axe, reflow): independent tests, each
 * with its own patient, that never assert a time. They take half of the suite's time alone,
 * so they run after the flows, two at a time. The flows run one at a time: several assert
 * that an alert arrives within a second, which a busy two-core machine would make flaky.
 */
const SCREEN_SWEEPS = ['accessibility.spec.ts', 'text-size.spec.ts'];

export default defineConfig({
  testDir: '.',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  projects: [
    { name: 'flows', testIgnore: SCREEN_SWEEPS, workers: 1 },
    {
      name: 'screen sweeps',
      testMatch: SCREEN_SWEEPS,
      dependencies: ['flows'],
      fullyParallel: true,
      workers: 2,
    },
  ],
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    // what `npm start` runs: the client and the server's bundle must be built first
    // (`npm run build`, which `npm test` does), so the suite tests what ships
    command: `node --enable-source-maps ../../dist/server/main.mjs`,
    cwd: import.meta.dirname,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      SMTP_URL: '',
      // the suite makes its own patients and alerts; the demo's eight weeks of history
      // (tests/api/demo-history.test.ts covers them) would crowd the demo doctor's lists
      SEED_DEMO_HISTORY: 'false',
      DATABASE_URL: '',
      // cross-origin.spec.ts: a page on the next port is a listed origin (the one after is not)
      CORS_ORIGINS: `http://localhost:${port + 1}`,
    },
  },
});
