// The app installs on a phone and opens offline: a web app manifest with icons, a service
// worker that keeps the app's own files (never an API answer), and a clear offline state.
import { logIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { createPatient } from './support/patients';

test('the manifest names the app, starts at / in its own window and has installable icons', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await request.get(href!);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Florence Care',
    short_name: 'Florence',
    start_url: '/',
    display: 'standalone',
  });
  const sizes = manifest.icons.map(
    (icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`,
  );
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.ok(), icon.src).toBe(true);
    expect(file.headers()['content-type']).toBe(icon.type);
  }
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect((await request.get(touchIcon!)).headers()['content-type']).toBe('image/png');
});

test('the service worker is served fresh from the root and lists only the app’s own files', async ({
  request,
}) => {
  const response = await request.get('/sw.js');
  expect(response.headers()['content-type']).toContain('text/javascript');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const source = await response.text();
  const precache: string[] = JSON.parse(/const PRECACHE = (\[.*?\]);/.exec(source)![1]);
  expect(precache).toContain('/index.html');
  for (const url of precache) {
    expect(url).toMatch(
      /^\/(?:assets\/|icons\/|index\.html$|manifest\.webmanifest$|favicon\.svg$)/,
    );
    expect((await request.get(url)).ok(), url).toBe(true);
  }
});

test('signed in, the app opens offline to a clear offline state, with no health information kept', async ({
  page,
  request,
  consoleErrors,
}) => {
  const patient = await createPatient(request, 'Ho Mei Ling');
  await page.goto('/login');
  await logIn(page, patient);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Health dashboard' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);

  // what the worker keeps: the app's files, never an answer of the API
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys())
        urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(kept).toContain('/index.html');
  expect(
    kept.filter(
      (url) =>
        !/^\/(?:assets|icons)\/|^\/(?:index\.html|manifest\.webmanifest|favicon\.svg)$/.test(url),
    ),
  ).toEqual([]);

  // no network at all: the page comes from the worker, and says the app is offline
  await page.context().setOffline(true);
  await page.context().route('**/*', (route) => route.abort('internetdisconnected'));
  const response = await page.goto('/dashboard');
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('Nothing is shown while you are offline')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Health dashboard' })).toHaveCount(0);
  // still signed in: the navigation is there, and nothing was forgotten
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Health' }),
  ).toHaveAttribute('aria-current', 'page');

  // back online: the screen comes back by itself, with fresh data
  await page.context().unroute('**/*');
  await page.context().setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Health dashboard' })).toBeVisible();
  // the browser reports the failed downloads while offline, as it should
  consoleErrors.splice(0);
});
