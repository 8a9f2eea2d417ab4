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
    app = await buildApp({ port: 0, databaseUrl: url.toString(), nodeEnv: 'test', seedDemo: true, smtpUrl: undefined });
  });
  afterAll(async () => {
    await app?.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  });

  it('applies the migrations, seeds, and serves sign-in and the profile', async () => {
    const applied = await app.services.prisma.$queryRawUnsafe<{ migration_name: string }[]>('SELECT migration_name FROM _prisma_migrations');
    expect(applied.length).toBeGreaterThan(0);
    const token = await fetch(`${app.url}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'demo.patient', password: DEMO_PASSWORD }),
    }).then((r) => r.json());
    const info = await fetch(`${app.url}/userinfo`, { headers: { authorization: `Bearer ${token.access_token}` } }).then((r) => r.json());
    expect(info).toMatchObject({ username: 'demo.patient', full_name: 'Chan Tai Man' });
  });
});
