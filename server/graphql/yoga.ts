// GraphQL over HTTP: Yoga with our schema, plugins and error masking; each request's
// context is the one every domain service takes (server/context.ts).
import crypto from 'node:crypto';
import type http from 'node:http';
import { GraphQLError } from 'graphql';
import { createYoga } from 'graphql-yoga';
import type { AppConfig } from '../config/env';
import { createContext, type AppServices } from '../context';
import { logUnexpected } from '../errors';
import { auditScope } from '../domain/audit/audit-scope';
import { clientAddressOf } from '../http/client-address';
import { compressedGraphQLAnswers } from '../http/compression';
import { schema } from '../schema/index';
import { withErrorCode } from './coded-errors';
import { graphqlPlugins } from './plugins';

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;

export function createGraphQLServer(config: AppConfig, services: AppServices) {
  return createYoga<{ req: http.IncomingMessage; requestId?: string }>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !config.isProduction,
    landingPage: false,
    // Unexpected errors reach the client as a generic message with the request id, and the
    // log gets the error without its (possibly personal) message.
    maskedErrors: {
      maskError(error, message) {
        // Expected errors are GraphQLErrors all the way down (AppError, validation, limits);
        // each leaves with a code of ours (coded-errors.ts).
        let cause: unknown = error;
        while (cause instanceof GraphQLError && cause.originalError) cause = cause.originalError;
        if (cause instanceof GraphQLError)
          return error instanceof GraphQLError ? withErrorCode(error) : (error as Error);
        const requestId = crypto.randomUUID();
        logUnexpected('graphql', cause, requestId);
        return new GraphQLError(message, { extensions: { code: 'INTERNAL', requestId } });
      },
    },
    logging: 'warn',
    // Yoga's default CORS reflects any Origin; the origin policy (http/cors.ts) decides instead.
    cors: false,
    // The edge (http/request-handler.ts) already refuses a POST without Content-Length or above
    // MAX_BODY_BYTES, and Node's parser never reads past Content-Length, so Yoga's own limit
    // (which pipes every body through a TransformStream and a second Request) only costs time.
    maxRequestBodySize: false,
    plugins: [...graphqlPlugins(config), compressedGraphQLAnswers()],
    context: ({ request, req, requestId }) =>
      createContext(services, {
        authorization: request.headers.get('authorization'),
        acceptLanguage: request.headers.get('accept-language'),
        careFor: request.headers.get('x-care-for'),
        clientAddress: req ? clientAddressOf(req, config.trustProxy) : undefined,
        // the operation is named by the audit plugin once parsed
        audit: auditScope(requestId ?? crypto.randomUUID(), 'graphql'),
      }),
  });
}
