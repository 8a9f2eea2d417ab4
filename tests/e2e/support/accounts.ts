// Helpers for the account tests: unique people, the development outbox, and a quick
// way to create a verified account through the API when sign-up itself is not the subject.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type Person = { username: string; email: string; password: string };

let counter = 0;

/** A person nobody else uses (unique per run and per call). */
export function newPerson(prefix = 'pt'): Person {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    username: `${prefix}.${id}`,
    email: `${prefix}.${id}@example.com`,
    password: `pass-${id}-ok`,
  };
}

type OutboxMail = { to: string; subject: string; text: string; createdAt: string };

export async function outbox(request: APIRequestContext, email: string): Promise<OutboxMail[]> {
  const response = await request.get(`/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

const codeIn = (mail: OutboxMail) => /\b(\d{6})\b/.exec(mail.text)?.[1];

/**
 * The 6-digit code of the code-carrying mail number `index` (0 = first) to `email`, waiting
 * until it arrives. Other mails are passed over: a new account's check-in reminder can land
 * between two codes when the suite runs at the clinic's reminder hour.
 */
export async function mailedCode(
  request: APIRequestContext,
  email: string,
  index = 0,
): Promise<{ code: string; mail: OutboxMail }> {
  let mails: OutboxMail[] = [];
  await expect
    .poll(async () => (mails = (await outbox(request, email)).filter(codeIn)).length, {
      timeout: 10_000,
      message: `${index + 1} mail(s) with a 6-digit code to ${email}`,
    })
    .toBeGreaterThan(index);
  const mail = mails[index]!;
  return { code: codeIn(mail)!, mail };
}

async function graphql(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
) {
  const response = await request.post('/graphql', { data: { query, variables } });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** Registers and verifies an account without the browser. */
export async function createVerifiedAccount(
  request: APIRequestContext,
  person: Person,
  accessCode = 'DEMO-PATIENT',
) {
  await graphql(
    request,
    'mutation($input: RegisterInput!) { register(input: $input) { username } }',
    {
      input: {
        email: person.email,
        accessCode,
        username: person.username,
        password: person.password,
      },
    },
  );
  const { code } = await mailedCode(request, person.email);
  await graphql(
    request,
    'mutation($input: VerifyRegistrationInput!) { verifyRegistration(input: $input) }',
    {
      input: { username: person.username, email: person.email, code },
    },
  );
}

/** Types a code into the six boxes the way a person does: focus the first, then type. */
export async function typeCode(
  page: Page,
  code: string,
  digitLabel = (n: number) => `Digit ${n} of 6`,
) {
  await page.getByLabel(digitLabel(1)).click();
  await page.keyboard.type(code);
}

export async function logIn(
  page: Page,
  person: Person,
  texts = { username: 'Username', password: 'Password', button: 'Log in' },
) {
  await page.getByLabel(texts.username).fill(person.username);
  await page.getByLabel(texts.password, { exact: true }).fill(person.password);
  await page.getByRole('button', { name: texts.button, exact: true }).click();
}

/** The profile the server keeps, read with the browser's own token. */
export async function serverProfile(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(token).toBeTruthy();
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query:
        '{ me { role profile { fullName birthdate gender heightValue heightUnit weightValue ' +
        'weightUnit bloodType fitnessLevel activities checkupFrequency assessmentStep } } }',
    },
  });
  return (await response.json()).data.me;
}
