// Two server instances on one PostgreSQL with Redis between them: a doctor connected to
// one instance sees the alert raised by a patient on the other. Runs when
// TEST_DATABASE_URL and TEST_REDIS_URL are set (CI sets both).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { buildApp, type App } from '../../server/app';
import { DEMO_PASSWORD } from '../../server/db/seed-demo';
import { subscribe } from './subscriptions';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

async function signIn(app: App, username: string) {
  const response = await fetch(`${app.url}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: DEMO_PASSWORD }),
  });
  return (await response.json()).access_token as string;
}

describe.runIf(adminUrl && redisUrl)('several instances (PostgreSQL + Redis)', () => {
  const databaseName = `florence_multi_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  let first: App;
  let second: App;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${databaseName}`;
    const options = {
      port: 0,
      databaseUrl: url.toString(),
      redisUrl,
      nodeEnv: 'test' as const,
      seedDemo: true,
      smtpUrl: undefined,
    };
    // one after the other: the first applies the migrations and seeds, the second finds them done
    first = await buildApp(options);
    second = await buildApp(options);
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  });

  it('delivers an alert raised on one instance to a doctor subscribed on the other', async () => {
    const doctorFeed = await subscribe(
      second.url,
      `subscription { followUpAlerts { importance patient { username } } }`,
      {},
      await signIn(second, 'demo.doctor'),
    );
    const patientToken = await signIn(first, 'demo.patient');
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${patientToken}` };
    const started = await fetch(`${first.url}/florence/start_session`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ language: 'en' }),
    }).then((r) => r.json());
    await fetch(`${first.url}/florence/send_message`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ session_id: started.session_id, message: 'I have chest pain' }),
    });
    const alert = await doctorFeed.waitFor((a) => a.patient.username === 'demo.patient');
    expect(alert.importance).toBe('CRITICAL');
    await doctorFeed.close();
  });

  it('a profile changed on one instance shows on the other, whose account cache had it', async () => {
    const token = await signIn(first, 'demo.patient');
    const name = async (app: App) => {
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '{ me { profile { fullName } } }' }),
      });
      return (await response.json()).data.me.profile.fullName as string | null;
    };
    const before = await name(second);
    await name(second);
    const renamed = `${before ?? 'Demo'} ${Date.now()}`;
    await fetch(`${first.url}/updateinfo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ full_name: renamed }),
    });
    // Redis carries the write to the other instance within moments
    const deadline = Date.now() + 2000;
    while ((await name(second)) !== renamed && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await name(second)).toBe(renamed);
  });

  it('a sign-out on one instance ends the session on the other, whose cache had it', async () => {
    const token = await signIn(first, 'demo.patient');
    const userinfo = (app: App) =>
      fetch(`${app.url}/userinfo`, { headers: { authorization: `Bearer ${token}` } });
    expect((await userinfo(second)).status).toBe(200);
    await fetch(`${first.url}/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    // The revocation reaches the other instance through Redis within milliseconds.
    let status = 200;
    for (let i = 0; i < 20 && status === 200; i++) {
      status = (await userinfo(second)).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(status).toBe(401);
  });
});
