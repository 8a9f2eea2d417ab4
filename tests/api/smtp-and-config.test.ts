import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { buildApp, type App } from '../../server/app';
import { loadConfig } from '../../server/config/env';
import { DEMO_PASSWORD, uniqueName } from './harness';
import { freeSlots } from './appointment-helpers';

describe('e-mail over real SMTP', () => {
  const received: { to: string; raw: string }[] = [];
  let smtp: SMTPServer;
  let app: App;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk) => (raw += chunk));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as { port: number };
    app = await buildApp({
      port: 0,
      dataDir: 'memory://',
      nodeEnv: 'test',
      seedDemo: true,
      smtpUrl: `smtp://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    await app.stop();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('sends the registration code through the SMTP server, not the outbox', async () => {
    const username = uniqueName();
    const email = `${username}@example.com`;
    const response = await fetch(`${app.url}/otp/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'zh-HK' },
      body: JSON.stringify({
        username,
        email,
        password: 'long-enough-1',
        access_code: 'DEMO-PATIENT',
      }),
    });
    expect(response.status).toBe(200);
    const message = received.find((m) => m.to === email);
    expect(message?.raw).toMatch(/Subject: =\?UTF-8\?/); // the Chinese subject, encoded
    expect(await app.services.prisma.outboxMessage.count()).toBe(0);
  });

  it('sends an appointment confirmation with its .ics calendar file as a real attachment', async () => {
    const call = async (query: string, variables: Record<string, unknown>, token: string) => {
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()).data;
    };
    const signIn = await fetch(`${app.url}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'lee.siu.ming', password: DEMO_PASSWORD }),
    }).then((r) => r.json());
    const token = signIn.access_token as string;
    const { careTeamDoctors } = await call('{ careTeamDoctors { id } }', {}, token);
    const doctorId = careTeamDoctors[0].id;
    const [slot] = await freeSlots(
      async (query, variables, options) => ({
        data: await call(query, variables ?? {}, options!.token!),
      }),
      token,
      doctorId,
    );
    await call(
      'mutation($input: AppointmentInput!) { bookAppointment(input: $input) { id } }',
      { input: { doctorId, ...slot, reason: 'Port flush' } },
      token,
    );
    await app.services.background.idle();
    const message = received.find((m) => m.to === 'lee.siu.ming@florence.local');
    expect(message?.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/);
    expect(message?.raw).toMatch(/filename=appointment\.ics/);
    expect(received.some((m) => m.to === 'demo.doctor@florence.local')).toBe(true);
  });
});

describe('configuration', () => {
  it('refuses to start in production mode with default secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) })).toThrow(
      /SMTP_URL/,
    );
    const ok = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail',
    });
    expect(ok).toMatchObject({ isProduction: true, seedDemo: false });
  });

  it('treats a missing or unknown NODE_ENV as production (fails closed)', () => {
    expect(() => loadConfig({})).toThrow(/Refusing to start in production mode/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(
      /Refusing to start in production mode/,
    );
  });

  it('reads PORT, DATA_DIR and DATABASE_URL with sensible development defaults', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({
      port: 4000,
      nodeEnv: 'development',
      seedDemo: true,
      databaseUrl: undefined,
    });
    expect(loadConfig({ NODE_ENV: 'development', PORT: '5000', DATA_DIR: '/tmp/x' })).toMatchObject(
      { port: 5000, dataDir: '/tmp/x' },
    );
  });

  it('has no development outbox route and no demo data in production mode', async () => {
    const app = await buildApp({
      port: 0,
      dataDir: 'memory://',
      nodeEnv: 'production',
      isProduction: true,
      seedDemo: false,
      smtpUrl: 'smtp://127.0.0.1:1',
      secret: 'x'.repeat(40),
    });
    try {
      // no outbox JSON: the path falls through to the client's pages (or nothing)
      const outbox = await fetch(`${app.url}/dev/outbox?to=a@b.co`);
      expect(outbox.headers.get('content-type') ?? '').not.toContain('application/json');
      expect(await app.services.prisma.user.count()).toBe(0);
    } finally {
      await app.stop();
    }
  });
});
