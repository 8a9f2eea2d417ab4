// buildApp() assembles one server: database (migrated), mailer, GraphQL over HTTP and
// graphql-ws, the REST mirror, the development outbox, and the built client.
import crypto from 'node:crypto';
import http from 'node:http';
import { GraphQLError } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { ServerOptions } from 'graphql-ws';
import { loadConfig, type AppConfig } from './config/env';
import { openDatabase } from './db/client';
import { applyMigrations } from './db/migrate';
import { seedDemoData } from './db/seed-demo';
import { seedDemoWorkspace } from './db/seed-demo-workspace';
import { createMailer } from './mail/mailer';
import { schema } from './schema/index';
import { createContext, type AppServices } from './context';
import { logUnexpected } from './errors';
import { createAppPubSub } from './pubsub';
import { SessionCache } from './domain/accounts/session-cache';
import { forgetRevokedSessions } from './domain/accounts/sessions';
import { createBackground } from './background';
import { startIdleSweeper } from './domain/checkins/idle-sweeper';
import { MAX_BODY_BYTES } from './http/body';
import { clientAddressOf } from './http/client-address';
import { compressedGraphQLAnswers } from './http/compression';
import { createRestRouter, sendError, sendJson } from './rest/router';
import { restRoutes } from './rest/routes';
import { devRoutes } from './http/dev-routes';
import { serveClient } from './http/static-client';
import { createSecurityHeaders } from './http/security-headers';
import { createOriginPolicy } from './http/cors';
import { graphqlPlugins } from './graphql/plugins';
import { AppError } from './errors';
import { languageFromHeader } from '#common/language';

/** Most requests are GraphQL POSTs to exactly this path: parsed once (callers only read it). */
const GRAPHQL_URL = new URL('/graphql', 'http://localhost');

/** The request's path and query, or null when the path cannot be read (e.g. '//', '/%E0'). */
function parseRequestUrl(raw: string | undefined): URL | null {
  if (raw === '/graphql') return GRAPHQL_URL;
  try {
    const url = new URL(raw ?? '/', 'http://localhost');
    decodeURIComponent(url.pathname);
    return url;
  } catch {
    return null;
  }
}

/** What onSubscribe below puts in rootValue: Yoga's enveloped execute and subscribe. */
type EnvelopedRoot = Record<'execute' | 'subscribe', NonNullable<ServerOptions['execute']>>;

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
  if (config.seedDemo && (await seedDemoData(db.prisma)))
    console.info('Seeded demo data (see README for logins).');
  if (config.seedDemo) await seedDemoWorkspace(db.prisma);

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    prisma: db.prisma,
    logOutbox: config.nodeEnv !== 'test',
  });
  const pubsub = createAppPubSub(config.redisUrl);
  const background = createBackground();
  const sessionCache = new SessionCache();
  const services: AppServices = {
    prisma: db.prisma,
    mailer,
    config,
    pubsub,
    background,
    sessionCache,
  };
  const stopForgettingRevoked = forgetRevokedSessions(pubsub, sessionCache);

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
    // Yoga's default CORS reflects any Origin; the origin policy below decides instead.
    cors: false,
    plugins: [...graphqlPlugins(config), compressedGraphQLAnswers()],
    context: ({ request, req }) =>
      createContext(services, {
        authorization: request.headers.get('authorization'),
        acceptLanguage: request.headers.get('accept-language'),
        clientAddress: req ? clientAddressOf(req, config.trustProxy) : undefined,
      }),
  });

  const handleRest = createRestRouter(services, [
    ...restRoutes,
    ...(config.isProduction ? [] : devRoutes),
  ]);

  const applySecurityHeaders = createSecurityHeaders(config);
  const originPolicy = createOriginPolicy(config);

  const server = http.createServer(async (req, res) => {
    const requestId = crypto.randomUUID();
    res.setHeader('x-request-id', requestId);
    try {
      const url = parseRequestUrl(req.url);
      applySecurityHeaders(req, res, url);
      if (!url)
        return sendJson(res, 400, { detail: 'Malformed request path', code: 'MALFORMED_REQUEST' });
      const verdict = originPolicy.check(req, res);
      if (verdict === 'preflight-answered') return;
      if (verdict === 'refused')
        return sendError(
          res,
          new AppError('FORBIDDEN'),
          languageFromHeader(req.headers['accept-language']),
        );
      if (url.pathname === '/graphql') {
        if (req.method === 'POST' && req.headers['content-length'] == null)
          return sendJson(res, 411, { errors: [{ message: 'Content-Length required' }] });
        if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES)
          return sendJson(res, 413, { errors: [{ message: 'Request too large' }] });
        return await yoga(req, res, { req, requestId });
      }
      if (await handleRest(req, res, url)) return;
      if (url.pathname === '/healthz') return sendJson(res, 200, { ok: true });
      serveClient(req, res, url);
    } catch (error) {
      // Nothing a client sends may take the process down.
      logUnexpected('http', error, requestId);
      if (!res.headersSent)
        sendJson(res, 500, { detail: 'Internal error', code: 'INTERNAL', requestId });
      else res.end();
    }
  });

  // graphql-ws on the same path; it goes through Yoga's envelop so WebSocket traffic gets
  // the same plugins, limits and context as HTTP.
  const wsServer = new WebSocketServer({
    server,
    path: '/graphql',
    maxPayload: MAX_BODY_BYTES,
    verifyClient: ({ req }: { req: http.IncomingMessage }) => originPolicy.allowsSocket(req),
  });
  const wsDisposable = useServer(
    {
      // Yoga's graphql-ws recipe: onSubscribe puts the enveloped execute/subscribe in rootValue.
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args),
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args),
      onSubscribe: async (ctx, _id, params) => {
        const {
          schema: envelopedSchema,
          execute,
          subscribe,
          contextFactory,
          parse,
          validate,
        } = yoga.getEnveloped({
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
      stopForgettingRevoked();
      await pubsub.close();
      await db.close();
    },
  };
}
