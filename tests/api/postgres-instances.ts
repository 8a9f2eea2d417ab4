// Two server instances on one fresh database of the PostgreSQL server TEST_DATABASE_URL
// names: the first migrates and seeds, the second starts on the same database. For the
// tests that show something holds across instances; call in a describe.runIf(adminUrl).
import { afterAll, beforeAll } from 'vitest';
import pg from 'pg';
import { buildApp, type App } from '../../server/app';

export const adminUrl = process.env.TEST_DATABASE_URL;

export function twoInstancesOnPostgres(prefix: string): App[] {
  const databaseName = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  const instances: App[] = [];
  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${databaseName}`;
    const settings = {
      port: 0,
      databaseUrl: url.toString(),
      nodeEnv: 'test',
      smtpUrl: undefined,
    } as const;
    instances.push(await buildApp({ ...settings, seedDemo: true }));
    instances.push(await buildApp({ ...settings, seedDemo: false }));
  });
  afterAll(async () => {
    await Promise.all(instances.map((app) => app.stop()));
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  });
  return instances;
}
