// A test server whose SQL statements are counted, for the tests that show how many a
// request costs (N+1, the account cache): Prisma's, and the one statement of a check-in turn
// sent to the driver beneath it. Prisma's query events come from the client without the
// app's extensions (App.database); the audit trail's batched writes run on a timer, off the
// request's path, and are left out.
import { startTestServer, type TestServer } from './harness';

type QueryEvents = { $on(event: 'query', listener: (event: { query: string }) => void): void };

export async function startCountedServer(): Promise<{
  server: TestServer;
  statements: () => number;
}> {
  process.env.PRISMA_QUERY_EVENTS = 'true';
  const server = await startTestServer();
  delete process.env.PRISMA_QUERY_EVENTS;
  let statements = 0;
  (server.database as unknown as QueryEvents).$on('query', (event) => {
    if (!event.query.includes('"AuditEvent"')) statements += 1;
  });
  // A check-in turn's statement goes to the driver beneath Prisma (db/client.ts ExecuteSql);
  // each request's context reads it from the services.
  const { executeSql } = server.services;
  server.services.executeSql = (sql, params) => {
    statements += 1;
    return executeSql(sql, params);
  };
  return { server, statements: () => statements };
}
