// buildApp() assembles one server: database (migrated), mailer, GraphQL over HTTP and
// graphql-ws, the REST mirror, the development outbox, and the built client.
import http from 'node:http';
import { createYoga } from 'graphql-yoga';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { loadConfig, type AppConfig } from './config/env';
import { openDatabase } from './db/client';
import { applyMigrations } from './db/migrate';
import { seedDemoData } from './db/seed-demo';
import { createMailer } from './mail/mailer';
import { schema } from './schema/index';
import { createContext, type AppServices } from './context';
import { createAppPubSub } from './pubsub';
import { clientAddressOf, MAX_BODY_BYTES } from './http/body';
import { createRestRouter, sendJson } from './rest/router';
import { restRoutes } from './rest/routes';
import { devRoutes } from './http/dev-routes';
import { serveClient } from './http/static-client';

// Limits for any one operation: deep nesting and huge selections are refused before
// they run. The app's own queries stay under depth 6 and cost 150 (graphql-armor's
// count: objects 2, scalars 1, times 1.5 per level), so these leave ample headroom.
const GRAPHQL_LIMITS = { maxDepth: 10, maxCost: 500, maxAliases: 15 };

export type App = {
  config: AppConfig;
  services: AppServices;
  url: string;
  port: number;
  stop(): Promise<void>;
};

export async function buildApp(overrides: Partial<AppConfig> = {}): Promise<App> {
  const config = { ...loadConfig(), ...overrides };
  const db = await openDatabase(config);
  await applyMigrations(db.adapterFactory);
  if (config.seedDemo && (await seedDemoData(db.prisma))) console.info('Seeded demo data (see README for logins).');

  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, prisma: db.prisma, logOutbox: config.nodeEnv !== 'test' });
  const pubsub = createAppPubSub(config.redisUrl);
  const services: AppServices = { prisma: db.prisma, mailer, config, pubsub };

  const yoga = createYoga<{ req: http.IncomingMessage }>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !config.isProduction,
    landingPage: false,
    maskedErrors: true,
    plugins: [
      maxDepthPlugin({ n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true }),
      costLimitPlugin({ maxCost: GRAPHQL_LIMITS.maxCost }),
      maxAliasesPlugin({ n: GRAPHQL_LIMITS.maxAliases }),
    ],
    context: ({ request, req }) =>
      createContext(services, {
        authorization: request.headers.get('authorization'),
        acceptLanguage: request.headers.get('accept-language'),
        clientAddress: req ? clientAddressOf(req) : undefined,
      }),
  });

  const handleRest = createRestRouter(services, [...restRoutes, ...(config.isProduction ? [] : devRoutes)]);

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/graphql') {
      if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return sendJson(res, 413, { errors: [{ message: 'Request too large' }] });
      return yoga(req, res, { req });
    }
    if (await handleRest(req, res, url)) return;
    if (url.pathname === '/healthz') return sendJson(res, 200, { ok: true });
    serveClient(req, res, url);
  });

  // graphql-ws on the same path; it goes through Yoga's envelop so WebSocket traffic gets
  // the same plugins, limits and context as HTTP.
  const wsServer = new WebSocketServer({ server, path: '/graphql', maxPayload: MAX_BODY_BYTES });
  const wsDisposable = useServer(
    {
      execute: (args: any) => args.rootValue.execute(args),
      subscribe: (args: any) => args.rootValue.subscribe(args),
      onSubscribe: async (ctx, _id, params) => {
        const { schema: envelopedSchema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
          request: new Request('http://localhost/graphql', {
            headers: {
              authorization: String(ctx.connectionParams?.authorization ?? ''),
              'accept-language': String(ctx.connectionParams?.language ?? ''),
            },
          }),
        });
        const args = {
          schema: envelopedSchema,
          operationName: params.operationName,
          document: parse(params.query),
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        return errors.length ? errors : args;
      },
    },
    wsServer,
  );

  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  const port = (server.address() as { port: number }).port;

  return {
    config,
    services,
    port,
    url: `http://localhost:${port}`,
    async stop() {
      await wsDisposable.dispose();
      wsServer.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      mailer.close();
      await pubsub.close();
      await db.close();
    },
  };
}
