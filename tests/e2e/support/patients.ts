// Patients for the Florence tests, made through the REST mirror with the demo access code
// (so demo.doctor is their doctor), with a finished profile so that login opens /home.
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { logIn, mailedCode, newPerson, type Person } from './accounts';

export const DEMO_DOCTOR: Person = {
  username: 'demo.doctor',
  email: 'demo.doctor@florence.local',
  password: 'demo-pass-123',
};

export type Patient = Person & { fullName: string; token: string };

async function post(
  request: APIRequestContext,
  path: string,
  data: Record<string, unknown>,
  token?: string,
) {
  const response = await request.post(path, {
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** A verified patient of demo.doctor with a full name and a finished profile. */
export async function createPatient(
  request: APIRequestContext,
  fullName: string,
): Promise<Patient> {
  const person = newPerson('fl');
  await post(request, '/otp/register', {
    username: person.username,
    email: person.email,
    password: person.password,
    access_code: 'DEMO-PATIENT',
  });
  const { code } = await mailedCode(request, person.email);
  await post(request, '/otp/verify', {
    user_id: person.username,
    email: person.email,
    otp_code: code,
    purpose: 'registration',
  });
  const { access_token: token } = await post(request, '/token', {
    username: person.username,
    password: person.password,
  });
  await post(
    request,
    '/updateinfo',
    { assessment_step: 9, full_name: fullName, treatment_status: 'undergoing_treatment' },
    token,
  );
  return { ...person, fullName, token };
}

/** Fails the test on any error the page logs, like the default page's fixture does. */
export function failOnPageErrors(page: Page, errors: string[]) {
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
}

/** A second person in the same test: their own browser context, signed in on their home page. */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  person: Person,
  errors: string[],
  home = /\/home$/,
) {
  const context: BrowserContext = await browser.newContext({ baseURL });
  const page = await context.newPage();
  failOnPageErrors(page, errors);
  await page.goto('/login');
  await logIn(page, person);
  await expect(page).toHaveURL(home);
  return { context, page };
}

/** Signs the patient in from /login in the language asked for; ends on /home. */
export async function signInPatient(page: Page, patient: Patient, lng: 'en' | 'zh-HK' = 'en') {
  await page.goto(`/login?lng=${lng}`);
  await logIn(
    page,
    patient,
    lng === 'zh-HK' ? { username: '用戶名稱', password: '密碼', button: '登入' } : undefined,
  );
  await expect(page).toHaveURL(/\/home$/);
}

/** A day's check-in recorded through the real interview, dated `daysAgo` (development route). */
export type PastCheckIn = { daysAgo: number; messages: string[]; language?: 'en' | 'zh-HK' };

/** Records finished check-ins for the patient on earlier days, as the demo seeding does. */
export async function seedPastCheckIns(
  request: APIRequestContext,
  patient: Patient,
  checkIns: PastCheckIn[],
) {
  const response = await request.post('/dev/past-check-ins', {
    data: { username: patient.username, checkIns },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
