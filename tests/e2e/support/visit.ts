// Signing in each kind of person for the tests that visit every route, and waiting until
// a route has drawn its page (its heading, its data and, in Chinese, its font).
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { logIn } from './accounts';
import { createPatient, DEMO_DOCTOR, failOnPageErrors, type Patient } from './patients';
import type { Audience } from './routes';

export type Visitor = { page: Page; patientId: string; close(): Promise<void> };

async function userId(request: APIRequestContext, patient: Patient): Promise<string> {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${patient.token}` },
    data: { query: '{ me { id } }' },
  });
  return (await response.json()).data.me.id;
}

/** A browser context of the given size and language, signed in as `audience`. */
export async function openAs(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  audience: Audience,
  viewport: { width: number; height: number },
  language: string,
  errors: string[],
): Promise<Visitor> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  failOnPageErrors(page, errors);
  const patient = await createPatient(request, `Chan Siu Ling ${Date.now().toString(36)}`);
  await page.goto(`/login?lng=${language}`);
  if (audience !== 'visitor') {
    const person = audience === 'doctor' ? DEMO_DOCTOR : patient;
    await page.getByRole('button', { name: language === 'en' ? 'Log in' : '登入' }).waitFor();
    await logIn(
      page,
      person,
      language === 'en' ? undefined : { username: '用戶名稱', password: '密碼', button: '登入' },
    );
    await expect(page).toHaveURL(/home$/);
  }
  return { page, patientId: await userId(request, patient), close: () => context.close() };
}

/** Opens `path` and waits for its heading, its data and its fonts. */
export async function showRoute(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}
