// Every HTTP request, in order: security headers, a readable path, the origin policy,
// then GraphQL, the REST mirror, profile pictures, the health check, or the built client.
// Nothing a client sends may take the process down.
import { serveApiDocs } from './api-docs';
import crypto from 'node:crypto';
import type http from 'node:http';
import { languageFromHeader } from '#common/language';
import type { AppConfig } from '../config/env';
import type { AppServices } from '../context';
import { AppError, logUnexpected } from '../errors';
import type { GraphQLServer } from '../graphql/yoga';
import { createRestRouter, sendError, sendJson } from '../rest/router';
import { restRoutes } from '../rest/routes';
import { serveAvatar } from './avatars';
import { MAX_BODY_BYTES } from './body';
import type { OriginPolicy } from './cors';
import { devRoutes } from './dev-routes';
import { createSecurityHeaders } from './security-headers';
import { serveClient } from './static-client';

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

export function createRequestHandler(
  config: AppConfig,
  services: AppServices,
  yoga: GraphQLServer,
  originPolicy: OriginPolicy,
) {
  const handleRest = createRestRouter(services, [
    ...restRoutes,
    ...(config.isProduction ? [] : devRoutes),
  ]);
  const applySecurityHeaders = createSecurityHeaders(config);

  return async (req: http.IncomingMessage, res: http.ServerResponse) => {
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
      if (await serveAvatar(services.prisma, req, res, url)) return;
      if (url.pathname === '/healthz') return sendJson(res, 200, { ok: true });
      if (serveApiDocs(req, res, url)) return;
      if (serveClient(req, res, url)) return;
      // Any other path, whatever the method: the API's one error shape, {detail, code}.
      sendError(res, new AppError('NOT_FOUND'), languageFromHeader(req.headers['accept-language']));
    } catch (error) {
      // Nothing a client sends may take the process down.
      logUnexpected('http', error, requestId);
      if (!res.headersSent)
        sendJson(res, 500, { detail: 'Internal error', code: 'INTERNAL', requestId });
      else res.end();
    }
  };
}
