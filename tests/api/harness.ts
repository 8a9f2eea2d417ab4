// A real server on a random port with a fresh embedded database, for API tests.
import { buildApp, type App } from '../../server/app';
import type { AppConfig } from '../../server/config/env';
import { DEMO_PASSWORD } from '../../server/db/seed-demo';
import { checkContract } from './contract';

export { DEMO_PASSWORD };

export type TestServer = App & {
  gql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string; language?: string; careFor?: string },
  ): Promise<{ status: number; data: T; errors?: any[] }>;
  rest(
    method: 'GET' | 'POST',
    path: string,
    options?: {
      token?: string;
      json?: unknown;
      form?: Record<string, string>;
      raw?: string;
      contentType?: string;
      language?: string;
      /** a carer's X-Care-For: the patient they act for */
      careFor?: string;
    },
  ): Promise<{ status: number; body: any }>;
  /** The newest 6-digit code e-mailed to this address (from the embedded outbox). */
  latestCode(email: string): Promise<string>;
  signIn(username: string, password?: string): Promise<string>;
  /** Registers and verifies a new account; returns its credentials and token. */
  createAccount(
    accessCode?: string,
  ): Promise<{ username: string; email: string; password: string; token: string }>;
};

let counter = 0;
export const uniqueName = (prefix = 'user') =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function startTestServer(overrides: Partial<AppConfig> = {}): Promise<TestServer> {
  const app = await buildApp({
    port: 0,
    dataDir: 'memory://',
    nodeEnv: 'test',
    seedDemo: true,
    // the demo's eight weeks of history only where a test asks for them (demo-history.test.ts)
    seedDemoHistory: false,
    smtpUrl: undefined,
    ...overrides,
  });

  const headersFor = (token?: string, language?: string, careFor?: string) => ({
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(language ? { 'accept-language': language } : {}),
    ...(careFor ? { 'x-care-for': careFor } : {}),
  });

  const server: TestServer = Object.assign(app, {
    async gql(
      query: string,
      variables?: Record<string, unknown>,
      options: { token?: string; language?: string; careFor?: string } = {},
    ) {
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...headersFor(options.token, options.language, options.careFor),
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = await response.json();
      return { status: response.status, data: body.data, errors: body.errors };
    },
    async rest(
      method: 'GET' | 'POST',
      path: string,
      options: Parameters<TestServer['rest']>[2] = {},
    ) {
      let body: string | undefined;
      let contentType = options.contentType;
      if (options.json !== undefined) {
        body = JSON.stringify(options.json);
        contentType ??= 'application/json';
      }
      if (options.form) {
        body = new URLSearchParams(options.form).toString();
        contentType ??= 'application/x-www-form-urlencoded';
      }
      if (options.raw !== undefined) body = options.raw;
      const response = await fetch(`${app.url}${path}`, {
        method,
        headers: {
          ...(contentType ? { 'content-type': contentType } : {}),
          ...headersFor(options.token, options.language, options.careFor),
        },
        body,
      });
      const text = await response.text();
      const answer = { status: response.status, body: text ? JSON.parse(text) : null };
      checkContract(method, path, answer.status, answer.body);
      return answer;
    },
    async latestCode(email: string) {
      const { body } = await server.rest('GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
      const last = body.at(-1);
      const code = /\b(\d{6})\b/.exec(last?.text ?? '')?.[1];
      if (!code) throw new Error(`no code e-mailed to ${email}`);
      return code;
    },
    async signIn(username: string, password = DEMO_PASSWORD) {
      const { body, status } = await server.rest('POST', '/token', {
        form: { username, password },
      });
      if (status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
      return body.access_token as string;
    },
    async createAccount(accessCode = 'DEMO-PATIENT') {
      const username = uniqueName();
      const email = `${username}@example.com`;
      const password = 'correct-horse-1';
      const registered = await server.rest('POST', '/otp/register', {
        json: { username, email, password, access_code: accessCode },
      });
      if (registered.status !== 200)
        throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
      const code = await server.latestCode(email);
      await server.rest('POST', '/otp/verify', {
        json: { user_id: username, email, otp_code: code, purpose: 'registration' },
      });
      return { username, email, password, token: await server.signIn(username, password) };
    },
  });
  return server;
}
