// buildApp() assembles one server: database (migrated), mailer, GraphQL over HTTP and
// graphql-ws, the REST mirror, the development outbox, and the built client.
import crypto from 'node:crypto';
import http from 'node:http';
import { GraphQLError } from 'graphql';
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
import { logUnexpected } from './errors';
import { createAppPubSub } from './pubsub';
import { createBackground } from './background';
import { startIdleSweeper } from './domain/checkins/idle-sweeper';
import { clientAddressOf, MAX_BODY_BYTES } from './http/body';
import { compressedGraphQLAnswers } from './http/compression';
import { createRestRouter, sendJson } from './rest/router';
import { restRoutes } from './rest/routes';
import { devRoutes } from './http/dev-routes';
import { serveClient } from './http/static-client';

// Limits for any one operation: deep nesting and huge selections are refused before
// they run. The app's own queries stay under depth 6 and cost 150 (graphql-armor's
// count: objects 2, scalars 1, times 1.5 per level), so these leave ample headroom.
const GRAPHQL_LIMITS = { maxDepth: 10, maxCost: 500, maxAliases: 15 };

/** The request's path and query, or null when the path cannot be read (e.g. '//', '/%E0'). */
function parseRequestUrl(raw: string | undefined): URL | null {
  try {
    const url = new URL(raw ?? '/', 'http://localhost');
    decodeURIComponent(url.pathname);
    return url;
  } catch {
    return null;
  }
}

export type App = {
  config: AppConfig;
  services: AppServices;
  url: string;
  port: number;
  stop(): Promise<void>;
};

export async function buildApp(overrides: Partial<AppConfig> = {}): Promise<App> {
  const config = loadConfig(process.env, overrides);
  const db = await openDatabase(config);
  await applyMigrations(db.adapterFactory);
  if (config.seedDemo && (await seedDemoData(db.prisma))) console.info('Seeded demo data (see README for logins).');

  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, prisma: db.prisma, logOutbox: config.nodeEnv !== 'test' });
  const pubsub = createAppPubSub(config.redisUrl);
  const background = createBackground();
  const services: AppServices = { prisma: db.prisma, mailer, config, pubsub, background };

  const yoga = createYoga<{ req: http.IncomingMessage; requestId?: string }>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !config.isProduction,
    landingPage: false,
    // Unexpected errors reach the client as a generic message with the request id, and the
    // log gets the error without its (possibly personal) message.
    maskedErrors: {
      maskError(error, message) {
        // Expected errors are GraphQLErrors all the way down (AppError, validation, limits).
        let cause: unknown = error;
        while (cause instanceof GraphQLError && cause.originalError) cause = cause.originalError;
        if (cause instanceof GraphQLError) return error as Error;
        const requestId = crypto.randomUUID();
        logUnexpected('graphql', cause, requestId);
        return new GraphQLError(message, { extensions: { code: 'INTERNAL', requestId } });
      },
    },
    logging: 'warn',
    plugins: [
      maxDepthPlugin({ n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true }),
      costLimitPlugin({ maxCost: GRAPHQL_LIMITS.maxCost }),
      maxAliasesPlugin({ n: GRAPHQL_LIMITS.maxAliases }),
      compressedGraphQLAnswers(),
    ],
    context: ({ request, req }) =>
      createContext(services, {
        authorization: request.headers.get('authorization'),
        acceptLanguage: request.headers.get('accept-language'),
        clientAddress: req ? clientAddressOf(req, config.trustProxy) : undefined,
      }),
  });

  const handleRest = createRestRouter(services, [...restRoutes, ...(config.isProduction ? [] : devRoutes)]);

  const server = http.createServer(async (req, res) => {
    const requestId = crypto.randomUUID();
    res.setHeader('x-request-id', requestId);
    try {
      const url = parseRequestUrl(req.url);
      if (!url) return sendJson(res, 400, { detail: 'Malformed request path', code: 'MALFORMED_REQUEST' });
      if (url.pathname === '/graphql') {
        if (req.method === 'POST' && req.headers['content-length'] == null) return sendJson(res, 411, { errors: [{ message: 'Content-Length required' }] });
        if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return sendJson(res, 413, { errors: [{ message: 'Request too large' }] });
        return await yoga(req, res, { req, requestId });
      }
      if (await handleRest(req, res, url)) return;
      if (url.pathname === '/healthz') return sendJson(res, 200, { ok: true });
      serveClient(req, res, url);
    } catch (error) {
      // Nothing a client sends may take the process down.
      logUnexpected('http', error, requestId);
      if (!res.headersSent) sendJson(res, 500, { detail: 'Internal error', code: 'INTERNAL', requestId });
      else res.end();
    }
  });

  // graphql-ws on the same path; it goes through Yoga's envelop so WebSocket traffic gets
  // the same plugins, limits and context as HTTP.
  const wsServer = new WebSocketServer({ server, path: '/graphql', maxPayload: MAX_BODY_BYTES });
  const wsDisposable = useServer(
    {
      // Yoga's graphql-ws recipe: onSubscribe puts the enveloped execute/subscribe in rootValue.
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

  const stopSweeper = startIdleSweeper(services);
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  const port = (server.address() as { port: number }).port;

  return {
    config,
    services,
    port,
    url: `http://localhost:${port}`,
    async stop() {
      stopSweeper();
      await background.drain();
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
