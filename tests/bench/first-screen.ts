// npm run bench:first-screen — what a fresh browser downloads before it shows the welcome
// and login screens, and how soon it paints them, against the server started as `npm start`
// does (its own process, the production client build). Also how long `npm start` takes to
// serve on an existing data folder. benchFirstScreen() returns the figures for `npm run bench`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Request } from '@playwright/test';
import { startServerProcess } from './server-process';

export const FIRST_SCREEN_TARGETS = { jsGzipKb: 120, lcpMs: 1000, startMs: 3000 };

const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-quic',
  ],
};

/** 'phone' is Lighthouse's mobile profile: slow 4G (150 ms, 1.6 Mbit/s) and a CPU 4× slower. */
const PROFILES = {
  local: null,
  phone: {
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
    cpuSlowdown: 4,
  },
};
export type Profile = keyof typeof PROFILES;

export type ScreenFigures = {
  path: string;
  profile: Profile;
  jsFiles: number;
  /** Every script the page loaded, each gzipped as the build's report does. */
  jsGzipBytes: number;
  /** The scripts' bodies as they crossed the network, in whatever encoding the server chose. */
  jsWireBytes: number;
  encodings: string[];
  /** Median largest contentful paint of the runs, from navigation start. */
  lcpMs: number;
};

export type FirstScreenReport = { startMs: number; screens: ScreenFigures[] };

type Script = { url: string; wireBytes: number; gzipBytes: number; encoding: string };

async function scriptFigures(request: Request): Promise<Script | null> {
  if (request.resourceType() !== 'script') return null;
  const response = await request.response();
  if (!response) return null;
  const [sizes, body] = await Promise.all([request.sizes(), response.body()]);
  return {
    url: request.url(),
    wireBytes: sizes.responseBodySize,
    gzipBytes: gzipSync(body).length,
    encoding: response.headers()['content-encoding'] ?? 'none',
  };
}

const readLcp = () =>
  new Promise<number>((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve(entries[entries.length - 1].startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve(Number.NaN), 5000);
  });

/** One visit in a fresh context: empty cache, no stored session or visit flag. */
async function visit(browser: Browser, url: string, profile: Profile) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const throttle = PROFILES[profile];
  if (throttle) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...throttle });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpuSlowdown });
  }
  const scripts: Promise<Script | null>[] = [];
  page.on('requestfinished', (request) => scripts.push(scriptFigures(request)));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor();
  const lcpMs = await page.evaluate(readLcp);
  const loaded = (await Promise.all(scripts)).filter((s): s is Script => s !== null);
  await context.close();
  return { lcpMs, scripts: loaded };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function measureScreen(
  browser: Browser,
  baseUrl: string,
  screenPath: string,
  profile: Profile,
  runs: number,
): Promise<ScreenFigures> {
  const visits = [];
  for (let i = 0; i < runs; i++) visits.push(await visit(browser, baseUrl + screenPath, profile));
  const { scripts } = visits[0];
  return {
    path: screenPath,
    profile,
    jsFiles: scripts.length,
    jsGzipBytes: sum(scripts.map((s) => s.gzipBytes)),
    jsWireBytes: sum(scripts.map((s) => s.wireBytes)),
    encodings: [...new Set(scripts.map((s) => s.encoding))],
    lcpMs: Math.round(median(visits.map((v) => v.lcpMs))),
  };
}

export async function benchFirstScreen({
  runs = 3,
  profiles = ['local', 'phone'] as Profile[],
  screens = ['/', '/login'],
} = {}): Promise<FirstScreenReport> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'florence-first-screen-'));
  try {
    // The first start creates and seeds the data folder; the second is the one timed.
    await (await startServerProcess({ dataDir })).stop();
    const server = await startServerProcess({ dataDir });
    const browser = await chromium.launch(CHROMIUM);
    try {
      const figures: ScreenFigures[] = [];
      for (const profile of profiles) {
        for (const screen of screens)
          figures.push(await measureScreen(browser, server.url, screen, profile, runs));
      }
      return { startMs: server.startMs, screens: figures };
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
const verdict = (ok: boolean) => (ok ? 'yes' : 'NO');

export function printFirstScreen({ startMs, screens }: FirstScreenReport) {
  const t = FIRST_SCREEN_TARGETS;
  console.log(
    `\nFirst screen in a fresh headless Chromium (median of runs; targets: JS ≤ ${t.jsGzipKb} KB gzipped, LCP < ${t.lcpMs} ms locally)`,
  );
  console.table(
    screens.map((s) => ({
      screen: s.path,
      profile: s.profile,
      'JS files': s.jsFiles,
      'JS KB gzipped': kb(s.jsGzipBytes),
      'JS KB on the wire': `${kb(s.jsWireBytes)} (${s.encodings.join(', ')})`,
      'LCP ms': s.lcpMs,
      'meets target':
        s.profile === 'local' ? verdict(kb(s.jsGzipBytes) <= t.jsGzipKb && s.lcpMs < t.lcpMs) : '-',
    })),
  );
  console.log(
    `npm start on an existing data folder to serving: ${startMs} ms (target ≤ ${t.startMs} ms: ${verdict(startMs <= t.startMs)})`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  printFirstScreen(await benchFirstScreen({ runs }));
}
