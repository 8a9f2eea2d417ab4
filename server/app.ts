// buildApp() assembles one server: database (migrated), mailer, GraphQL over HTTP and
// graphql-ws, the REST mirror, the development outbox, and the built client.
import type { PrismaClient } from './generated/prisma/client.ts';
import http from 'node:http';
import { loadConfig, type AppConfig } from './config/env';
import { openDatabase, type Database } from './db/client';
import { prepareDatabase } from './db/prepare';
import { createStatusReader } from './domain/health/system-status';
import { createMailer } from './mail/mailer';
import type { AppServices } from './context';
import { CheckInCache } from './domain/checkins/check-in-cache';
import { createAppPubSub } from './pubsub';
import { SessionCache } from './domain/accounts/session-cache';
import { forgetRevokedSessions } from './domain/accounts/sessions';
import {
  AccountCache,
  forgetWrittenAccounts,
  watchAccountWrites,
} from './domain/accounts/account-cache';
import { createBackground } from './background';
import { AuditLog } from './domain/audit/audit-log';
import { startIdleSweeper } from './domain/checkins/idle-sweeper';
import { createMailPlanner, notificationHandlers } from './domain/notifications/notification-jobs';
import { keepDemoDays } from './db/demo-days';
import { createJobRunner } from './jobs/job-runner';
import { createOriginPolicy } from './http/cors';
import { createRequestHandler } from './http/request-handler';
import { createGraphQLServer } from './graphql/yoga';
import { serveGraphQLOverWebSocket } from './graphql/websocket';

export type App = {
  config: AppConfig;
  services: AppServices;
  /** The Prisma client without the app's extensions: query events for the statement counts. */
  database: PrismaClient;
  url: string;
  port: number;
  stop(): Promise<void>;
};

/** `opening`: the database, when the caller started opening it already (main.ts). */
export async function buildApp(
  overrides: Partial<AppConfig> = {},
  opening?: Promise<Database>,
): Promise<App> {
  const config = loadConfig(process.env, overrides);
  const db = await (opening ?? openDatabase(config));
  const { migrated, seeded } = await prepareDatabase(db, config);
  if (migrated.length > 0 || seeded) await db.releaseStartMemory();

  const pubsub = createAppPubSub(config.redisUrl);
  const accountCache = new AccountCache();
  // From here on, account writes make every instance's account cache forget.
  const prisma = watchAccountWrites(db.prisma, () => {
    accountCache.forgetAll();
    void pubsub.publish('accounts', { at: Date.now() });
  });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    prisma,
    logOutbox: config.nodeEnv !== 'test',
  });
  const background = createBackground();
  const sessionCache = new SessionCache();
  const jobs = createJobRunner({
    prisma,
    background,
    handlers: notificationHandlers({ prisma, mailer, appUrl: config.appUrl }),
    plan: createMailPlanner(prisma),
    // the test harness passes nodeEnv 'test' without NODE_ENV: no timer there either
    intervalMs: config.nodeEnv === 'test' ? 0 : config.jobIntervalMs,
  });
  const services: AppServices = {
    prisma,
    mailer,
    config,
    pubsub,
    background,
    sessionCache,
    accountCache,
    checkIns: new CheckInCache(),
    executeSql: db.executeSql,
    jobs,
    auditLog: new AuditLog(prisma),
    systemStatus: createStatusReader({
      database: () => prisma.$queryRaw`SELECT 1`.then(() => true),
      mail: () => mailer.check(),
      liveUpdates: () => pubsub.check(),
    }),
  };
  const stopForgettingRevoked = forgetRevokedSessions(pubsub, sessionCache);
  const stopForgettingAccounts = forgetWrittenAccounts(pubsub, accountCache);

  const yoga = createGraphQLServer(config, services);
  const originPolicy = createOriginPolicy(config);
  const server = http.createServer(createRequestHandler(config, services, yoga, originPolicy));
  const closeWebSockets = serveGraphQLOverWebSocket(server, yoga, originPolicy);

  const stopSweeper = startIdleSweeper(services);
  // the test harness makes its own days (nodeEnv 'test'), as it does for the job runner
  const stopDemoDays =
    config.seedDemoHistory && config.nodeEnv !== 'test'
      ? keepDemoDays(prisma, background)
      : () => {};
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  const port = (server.address() as { port: number }).port;

  return {
    config,
    services,
    database: db.prisma,
    port,
    url: `http://localhost:${port}`,
    async stop() {
      stopSweeper();
      stopDemoDays();
      jobs.stop();
      await background.drain();
      await closeWebSockets();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // the last audit entries, before the database closes
      await services.auditLog.stop();
      mailer.close();
      await Promise.all([stopForgettingRevoked(), stopForgettingAccounts()]);
      await pubsub.close();
      await db.close();
    },
  };
}
