// graphql-ws on the same path as GraphQL over HTTP; it goes through Yoga's envelop so
// WebSocket traffic gets the same plugins, limits and context as HTTP.
import type http from 'node:http';
import { GraphQLError } from 'graphql';
import type { Context, ServerOptions } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { MAX_BODY_BYTES } from '../http/body';
import type { OriginPolicy } from '../http/cors';
import { withErrorCode } from './coded-errors';
import type { GraphQLServer } from './yoga';

/** What onSubscribe below puts in rootValue: Yoga's enveloped execute and subscribe. */
type EnvelopedRoot = Record<'execute' | 'subscribe', NonNullable<ServerOptions['execute']>>;

/**
 * The request Yoga and our context read for every operation on a connection: its headers
 * come from the connection's parameters, which are fixed once the connection is
 * acknowledged, so it is built once per connection (graphql-ws keeps one `ctx` per socket)
 * rather than for every chat message (0.09 ms each, perf in issue 27).
 */
const connectionRequests = new WeakMap<Context, Request>();
function requestOfConnection(ctx: Context) {
  let request = connectionRequests.get(ctx);
  if (!request) {
    request = new Request('http://localhost/graphql', {
      // a mutation over the socket (the web app's chat messages) is a POST to Yoga,
      // whose guard against mutations over GET would otherwise refuse it
      method: 'POST',
      headers: {
        authorization: String(ctx.connectionParams?.authorization ?? ''),
        'accept-language': String(ctx.connectionParams?.language ?? ''),
        'x-care-for': String(ctx.connectionParams?.careFor ?? ''),
      },
    });
    connectionRequests.set(ctx, request);
  }
  return request;
}

/** Serves graphql-ws on `server`; returns the function that closes it. */
export function serveGraphQLOverWebSocket(
  server: http.Server,
  yoga: GraphQLServer,
  originPolicy: OriginPolicy,
) {
  const wsServer = new WebSocketServer({
    server,
    path: '/graphql',
    maxPayload: MAX_BODY_BYTES,
    // an unlisted origin gets 403, as over HTTP (ws answers a plain `false` with 401, which
    // would tell a browser to sign in)
    verifyClient: (
      { req }: { req: http.IncomingMessage },
      done: (allowed: boolean, status?: number) => void,
    ) => (originPolicy.allowsSocket(req) ? done(true) : done(false, 403)),
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
          request: requestOfConnection(ctx),
        });
        let document;
        try {
          document = parse(params.query);
        } catch (error) {
          // a syntax error or a parse limit: answered on the socket, as over HTTP
          if (error instanceof GraphQLError) return [withErrorCode(error)];
          throw error;
        }
        const args = {
          schema: envelopedSchema,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        return errors.length ? errors.map(withErrorCode) : args;
      },
    },
    wsServer,
  );
  return async () => {
    await wsDisposable.dispose();
    wsServer.close();
  };
}
