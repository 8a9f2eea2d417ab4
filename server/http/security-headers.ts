// Security headers on every answer (the client's files, REST and GraphQL alike), set by
// helmet before anything else runs. The bearer token lives in localStorage, so the
// Content-Security-Policy is what keeps an injected script from reading it: only the
// app's own files may run, nothing inline, and no other site may frame the app.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { AppConfig } from '../config/env';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The built client needs only its own origin: Vite emits external module scripts,
 * modulepreload links and CSS files (no inline script or style; React's style props go
 * through the CSSOM, which style-src does not govern). The WebSocket origin is listed
 * too, for browsers whose 'self' does not yet cover ws(s) of the same host.
 */
function clientDirectives(appUrl: URL) {
  const socketOrigin = `${appUrl.protocol === 'https:' ? 'wss' : 'ws'}://${appUrl.host}`;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", socketOrigin],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(appUrl.protocol === 'https:' ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * GraphiQL (development only) is Yoga's page: inline scripts, files and workers from
 * unpkg.com. It gets its own policy; production serves no GraphiQL. (The Vite dev server
 * on its own port sets no CSP at all: hot reload injects inline scripts.)
 */
const GRAPHIQL_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-inline'", 'https://unpkg.com'],
  'style-src': ["'self'", "'unsafe-inline'", 'https://unpkg.com'],
  'connect-src': ["'self'", 'https://unpkg.com'],
  'worker-src': ["'self'", 'blob:'],
  'img-src': ["'self'", 'data:', 'https://raw.githubusercontent.com'],
  'font-src': ["'self'", 'data:', 'https://unpkg.com'],
  'frame-ancestors': ["'none'"],
};

export function createSecurityHeaders(config: Pick<AppConfig, 'appUrl' | 'isProduction'>) {
  const appUrl = new URL(config.appUrl);
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: clientDirectives(appUrl) },
    // Only when the app is served over HTTPS: on plain HTTP the browser ignores it, and
    // sending it from a development machine could pin localhost to HTTPS.
    strictTransportSecurity:
      appUrl.protocol === 'https:' ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  const everyAnswer = headersSetBy(setHeaders);
  const graphiqlPolicy = config.isProduction
    ? []
    : headersSetBy(
        helmet.contentSecurityPolicy({ useDefaults: false, directives: GRAPHIQL_DIRECTIVES }),
      );

  return function applySecurityHeaders(req: IncomingMessage, res: ServerResponse, url: URL | null) {
    for (const [name, value] of everyAnswer) res.setHeader(name, value);
    if (graphiqlPolicy.length && req.method === 'GET' && url?.pathname === '/graphql')
      for (const [name, value] of graphiqlPolicy) res.setHeader(name, value);
  };
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The headers a helmet middleware sets, worked out once: they depend only on the settings
 * (no nonces), and running helmet's middleware chain for every request showed in profiles.
 */
function headersSetBy(middleware: Middleware): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: string | number | string[]) =>
      headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  middleware({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}
