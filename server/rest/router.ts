// The REST mirror's plumbing: route matching, the shared context, and one mapping from
// AppError codes to HTTP statuses with a `{detail, code}` body the spec's client reads.
import crypto from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { ERROR_HTTP_STATUS } from '#common/error-codes';
import { createContext, type AppServices, type Context } from '../context';
import { AppError, logUnexpected } from '../errors';
import { accessOf } from '../domain/access/access-policy';
import { auditScope } from '../domain/audit/audit-scope';
import { checkKeyRequest } from '../domain/accounts/api-key-guard';
import { readBody, readRawBody } from '../http/body';
import { clientAddressOf } from '../http/client-address';
import { writeJsonAnswer } from '../http/compression';
import { assertStorable, unstorablePaths } from '../http/storable-text';

export type RestRequest = {
  ctx: Context;
  params: Record<string, string>;
  body: Record<string, unknown>;
  /** The body's bytes, for a route with `rawBody` (an uploaded picture). */
  raw?: Buffer;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
};
export type RestRoute = {
  method: 'GET' | 'POST';
  /** e.g. '/florence/session/:id' */
  path: string;
  /** Routes with auth: 'required' answer 401 before running when nobody is signed in. */
  auth?: 'required';
  /** Takes the body as bytes (not JSON), up to `limit`, refused beyond it with `tooLarge`. */
  rawBody?: { limit: number; tooLarge: () => AppError };
  handle(request: RestRequest): Promise<unknown>;
};

type CompiledRoute = RestRoute & { pattern: RegExp; keys: string[] };

/** A route's answer that is a file to download (a report's PDF), not JSON. */
export class FileAnswer {
  constructor(
    readonly contentType: string,
    readonly filename: string,
    readonly body: Buffer,
  ) {}
}

function sendFile(res: ServerResponse, file: FileAnswer) {
  res.writeHead(200, {
    'content-type': file.contentType,
    'content-length': file.body.length,
    // the file name may be Chinese: RFC 6266's UTF-8 form, with a plain fallback
    'content-disposition': `attachment; filename="report.pdf"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    'cache-control': 'no-store',
  });
  res.end(file.body);
}

export function createRestRouter(services: AppServices, routes: RestRoute[]) {
  const compiled: CompiledRoute[] = routes.map((route) => {
    const keys: string[] = [];
    // literal parts as they are ('$everything' included), then each :param as one segment
    const literal = route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const source = literal.replace(/:(\w+)/g, (_, key: string) => (keys.push(key), '([^/]+)'));
    return { ...route, keys, pattern: new RegExp(`^${source}/?$`) };
  });

  /** Answers the request if a route matches; false otherwise. */
  return async function handleRest(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
  ): Promise<boolean> {
    const samePath = compiled.filter((route) => route.pattern.test(url.pathname));
    if (!samePath.length) return false;
    const route = samePath.find((r) => r.method === req.method);
    let ctx: Context | undefined;
    try {
      if (!route) {
        sendJson(res, 405, { detail: 'Method not allowed', code: 'METHOD_NOT_ALLOWED' });
        return true;
      }
      ctx = await createContext(services, {
        authorization: req.headers.authorization,
        acceptLanguage: req.headers['accept-language'],
        careFor: [req.headers['x-care-for']].flat()[0],
        clientAddress: clientAddressOf(req, services.config.trustProxy),
        audit: auditScope(
          String(res.getHeader('x-request-id') ?? crypto.randomUUID()),
          route.path.startsWith('/fhir/') ? 'fhir' : 'rest',
          `${route.method} ${route.path}`,
          route.method === 'POST',
        ),
      });
      if (route.auth === 'required') accessOf(ctx).viewer();
      // every REST POST changes something (or signs in or out): an API key only reads
      checkKeyRequest(ctx.viewer, { writes: route.method === 'POST' });
      const match = route.pattern.exec(url.pathname)!;
      const params = Object.fromEntries(
        route.keys.map((key, i) => [key, decodeURIComponent(match[i + 1])]),
      );
      const raw = route.rawBody
        ? await readRawBody(req, route.rawBody.limit, route.rawBody.tooLarge)
        : undefined;
      const body = req.method === 'POST' && !raw ? await readBody(req) : {};
      assertStorable([
        ...unstorablePaths(params),
        ...unstorablePaths(queryValues(url.searchParams)),
        ...unstorablePaths(body),
      ]);
      const answer = await route.handle({
        ctx,
        params,
        body,
        raw,
        query: url.searchParams,
        headers: req.headers,
      });
      if (answer instanceof FileAnswer) sendFile(res, answer);
      else sendJson(res, 200, answer);
    } catch (error) {
      sendError(res, error, ctx?.language ?? 'en');
    }
    return true;
  };
}

/** Each query parameter once, its repeated values joined: enough to check what they hold. */
const queryValues = (query: URLSearchParams) =>
  Object.fromEntries([...new Set(query.keys())].map((key) => [key, query.getAll(key).join('\n')]));

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  writeJsonAnswer(
    res,
    status,
    { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    JSON.stringify(body),
  );
}

export function sendError(res: ServerResponse, error: unknown, language: Context['language']) {
  if (error instanceof AppError) {
    const { fields } = error.details;
    sendJson(res, ERROR_HTTP_STATUS[error.code], {
      detail: error.describe(language),
      code: error.code,
      ...(fields ? { fields } : {}),
    });
    return;
  }
  logUnexpected('rest', error, res.getHeader('x-request-id') as string | undefined);
  const internal = new AppError('INTERNAL');
  sendJson(res, 500, { detail: internal.describe(language), code: internal.code });
}
