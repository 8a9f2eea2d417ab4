// A PostgreSQL database of its own for each bench run, created on DATABASE_URL's server and
// dropped after it. The accounts a run seeds used to stay in DATABASE_URL's database, so
// every run measured a server with all earlier runs' patients (28,000 after a few weeks).
// DATABASE_URL's role needs CREATEDB, and PostgreSQL 13 or later (DROP … WITH (FORCE)); a
// run killed before its end leaves its `florence_bench_…` database behind.
import pg from 'pg';

/** Runs `measure` on a new database (none for the embedded database: no URL). */
export async function withBenchDatabase<T>(
  serverUrl: string | undefined,
  measure: (databaseUrl: string | undefined) => Promise<T>,
): Promise<T> {
  if (!serverUrl) return measure(undefined);
  const name = `florence_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      return await measure(url.toString());
    } finally {
      // a failed drop is reported, without hiding the measurement's own result or error
      await admin
        .query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        .catch((error: Error) =>
          console.error(`[bench] ${name} was not dropped: ${error.message}`),
        );
    }
  } finally {
    await admin.end();
  }
}
