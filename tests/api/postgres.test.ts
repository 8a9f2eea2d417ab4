// The same migrations and services on a real PostgreSQL server. Runs when
// TEST_DATABASE_URL points at a server where it may create databases (CI sets it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { buildApp, type App } from '../../server/app';
import { DEMO_PASSWORD } from '../../server/db/seed-demo';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('on PostgreSQL (TEST_DATABASE_URL)', () => {
  const databaseName = `florence_test_${Date.now()}`;
  let app: App;
  const admin = new pg.Client({ connectionString: adminUrl });

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${databaseName}`;
    app = await buildApp({
      port: 0,
      databaseUrl: url.toString(),
      nodeEnv: 'test',
      seedDemo: true,
      smtpUrl: undefined,
    });
  });
  afterAll(async () => {
    await app?.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  });

  async function patientToken() {
    const response = await fetch(`${app.url}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'demo.patient', password: DEMO_PASSWORD }),
    });
    return (await response.json()).access_token as string;
  }

  async function post(path: string, token: string, json: unknown) {
    const response = await fetch(`${app.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(json),
    });
    return { status: response.status, body: await response.json() };
  }

  it('takes messages sent at the same moment in turn: neither is lost, and one check-in raises one alert', async () => {
    const token = await patientToken();
    const { body: started } = await post('/florence/start_session', token, {
      language: 'en',
      treatment_status: 'undergoing_treatment',
    });
    const messages = [
      'I have nausea, 3 out of 5',
      'I have chest pain',
      'my temperature is 39.2',
      'I am bleeding heavily',
    ];
    await Promise.all(
      messages.map((message) =>
        post('/florence/send_message', token, { session_id: started.session_id, message }),
      ),
    );
    const session = await app.services.prisma.chatSession.findUniqueOrThrow({
      where: { id: started.session_id },
    });
    const state = session.engineState as { turn: number; findings: { symptom: string }[] };
    expect(state.turn).toBe(messages.length);
    expect(state.findings.map((f) => f.symptom)).toEqual(
      expect.arrayContaining(['nausea', 'chest_pain', 'fever']),
    );
    expect(
      await app.services.prisma.alert.count({
        where: { sessionId: started.session_id, importance: 'CRITICAL' },
      }),
    ).toBe(1);
  });

  it('lets a message racing the end either count in the assessment or be refused, never lost', async () => {
    const token = await patientToken();
    const { body: started } = await post('/florence/start_session', token, {
      language: 'en',
      treatment_status: 'undergoing_treatment',
    });
    const [sent, finished] = await Promise.all([
      post('/florence/send_message', token, {
        session_id: started.session_id,
        message: 'my temperature is 39.5',
      }),
      post(`/florence/finish_session/${started.session_id}`, token, {}),
    ]);
    expect(finished.status).toBe(200);
    if (sent.status === 200) {
      const final = await app.services.prisma.triageAssessment.findFirstOrThrow({
        where: { sessionId: started.session_id, final: true },
      });
      expect(final.alertLevel).toBe('RED');
    } else {
      expect(sent.body.code).toBe('SESSION_FINISHED');
    }
  });

  it('refuses a NUL or a lone surrogate with a 422 here too (PostgreSQL would fail with 22021)', async () => {
    const token = await patientToken();
    const { body: started } = await post('/florence/start_session', token, { language: 'en' });
    for (const message of ['\u0000', 'a\ud800']) {
      const sent = await post('/florence/send_message', token, {
        session_id: started.session_id,
        message,
      });
      expect(sent).toMatchObject({
        status: 422,
        body: { code: 'VALIDATION_FAILED', fields: { message: 'unsupported_characters' } },
      });
    }
    expect(
      await app.services.prisma.chatMessage.count({ where: { sessionId: started.session_id } }),
    ).toBe(1);
  });

  it('prepares the check-in statements once per connection: PostgreSQL does not plan each turn', async () => {
    const { executeSql, prisma } = app.services;
    const sql = 'SELECT $1::int AS turn';
    // one after another, so the pool hands out the same connection each time (and to the
    // read): it takes the most recently released one, and nothing else uses it meanwhile (the
    // test server's job timer is off)
    for (const turn of [1, 2, 3]) expect(await executeSql(sql, [turn])).toBe(1);
    const prepared = await prisma.$queryRawUnsafe<{ name: string }[]>(
      'SELECT name FROM pg_prepared_statements WHERE statement = $1',
      sql,
    );
    expect(prepared).toEqual([{ name: expect.stringMatching(/^execute-sql-[0-9a-f]{16}$/) }]);
  });

  it('applies the migrations, seeds, and serves sign-in and the profile', async () => {
    const applied = await app.services.prisma.$queryRawUnsafe<{ migration_name: string }[]>(
      'SELECT migration_name FROM _prisma_migrations',
    );
    expect(applied.length).toBeGreaterThan(0);
    const token = await fetch(`${app.url}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'demo.patient', password: DEMO_PASSWORD }),
    }).then((r) => r.json());
    const info = await fetch(`${app.url}/userinfo`, {
      headers: { authorization: `Bearer ${token.access_token}` },
    }).then((r) => r.json());
    expect(info).toMatchObject({ username: 'demo.patient', full_name: 'Chan Tai Man' });
  });
});
