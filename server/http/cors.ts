// Cross-origin calls (CORS) for every path, /graphql and its WebSocket included: a page
// from another origin may call the API only if CORS_ORIGINS lists that origin exactly.
// The Origin header is never echoed back unchecked, and no credentials are allowed
// (the API reads a bearer token, never a cookie). A call from an unlisted origin is
// refused outright rather than run with the answer hidden from the page. Which origins
// are allowed is decided here; the headers themselves are written by the `cors` package.
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from 'cors';
import type { AppConfig } from '../config/env';

export type OriginVerdict = 'go-on' | 'preflight-answered' | 'refused';

/**
 * For an origin already found on the list: its own origin echoed (never '*'), no
 * credentials, the methods and headers the API reads, preflights cached ten minutes.
 */
const corsForListedOrigin = cors({
  origin: true,
  credentials: false,
  methods: ['GET', 'POST'],
  allowedHeaders: ['authorization', 'content-type', 'accept-language', 'x-care-for'],
  exposedHeaders: ['x-request-id'],
  maxAge: 600,
  optionsSuccessStatus: 204,
});

/**
 * The app's own page: the Origin is APP_URL's, or it names the host the request was
 * sent to (another port or name of the same server, or the Vite dev server, which
 * forwards the browser's Host). Scheme aside: TLS may end at a proxy.
 */
function isSameOrigin(origin: string, host: string | undefined, appOrigin: string) {
  if (origin === appOrigin) return true;
  if (!host || !URL.canParse(origin)) return false;
  const originUrl = new URL(origin);
  const target = `${originUrl.protocol}//${host}`;
  return URL.canParse(target) && new URL(target).host === originUrl.host;
}

export type OriginPolicy = ReturnType<typeof createOriginPolicy>;

export function createOriginPolicy(config: Pick<AppConfig, 'appUrl' | 'corsOrigins'>) {
  const appOrigin = new URL(config.appUrl).origin;
  const listed = new Set(config.corsOrigins);

  /** No Origin header: not a browser's cross-origin call (same-origin GETs, curl, apps). */
  function classify(req: IncomingMessage): 'same' | 'listed' | 'unlisted' {
    const origin = req.headers.origin;
    if (origin === undefined || isSameOrigin(origin, req.headers.host, appOrigin)) return 'same';
    return listed.has(origin) ? 'listed' : 'unlisted';
  }

  return {
    /** For the graphql-ws handshake, which browsers send with an Origin too. */
    allowsSocket: (req: IncomingMessage) => classify(req) !== 'unlisted',

    /** Sets the CORS headers for a listed origin and answers its preflight. */
    check(req: IncomingMessage, res: ServerResponse): OriginVerdict {
      // Answers differ by Origin, so shared caches must not mix them.
      res.setHeader('vary', 'Origin');
      const kind = classify(req);
      if (kind === 'unlisted') return 'refused';
      if (kind === 'same') return 'go-on';
      // The package answers a preflight itself; for any other request it calls next (at
      // once: its options are fixed), and the request goes on.
      let goesOn = false;
      corsForListedOrigin(req as cors.CorsRequest, res, () => (goesOn = true));
      return goesOn ? 'go-on' : 'preflight-answered';
    },
  };
}
