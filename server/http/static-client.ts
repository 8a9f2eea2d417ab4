// Serves the built client (dist/client) with a fallback to index.html for client routes,
// for a browser opening a page only: an API client that calls a path we do not have gets
// the API's JSON 404 (from the request handler), not a page its JSON parser chokes on.
// The build leaves a .br and a .gz beside each text file (client/vite/precompress.ts):
// the one the browser accepts is sent as is. Hashed files under /assets never change, so
// browsers keep them for a year; index.html is checked every time, so a new build shows.
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pickEncoding, VARY, varyOn, type Encoding } from './compression';
import { repoPath } from '../repo-root';

export const CLIENT_DIST = repoPath('dist/client');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

const EXTENSIONS: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

const fileSize = (file: string) => {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat?.isFile() ? stat.size : null;
};

/** The precompressed copies of `file` that exist, best first. */
function copiesOf(file: string): Encoding[] {
  return (Object.keys(EXTENSIONS) as Encoding[]).filter(
    (encoding) => fileSize(file + EXTENSIONS[encoding]) !== null,
  );
}

/** A browser opening a page (its navigation asks for HTML first), not a script's call. */
const opensAPage = (req: IncomingMessage) =>
  req.headers['sec-fetch-mode'] === 'navigate' || /\btext\/html\b/.test(req.headers.accept ?? '');

/** Sends a file of the client or, for a page, index.html; false when neither applies. */
export function serveClient(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  dist = CLIENT_DIST,
): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const requested = path.normalize(path.join(dist, decodeURIComponent(url.pathname)));
  const insideDist = requested.startsWith(dist + path.sep);
  const isFile = insideDist && fileSize(requested) !== null;
  if (!isFile && !opensAPage(req)) return false;
  const file = isFile ? requested : path.join(dist, 'index.html');
  if (fileSize(file) === null) {
    res
      .writeHead(503, { 'content-type': 'text/plain' })
      .end('The client is not built yet: run `npm run build`.');
    return true;
  }
  const copies = copiesOf(file);
  const encoding = pickEncoding(req.headers['accept-encoding'], copies);
  const sent = encoding ? file + EXTENSIONS[encoding] : file;
  const hashedAsset = isFile && url.pathname.startsWith('/assets/');
  if (copies.length) varyOn(res, VARY);
  res.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'content-length': String(fileSize(sent)),
    'cache-control': hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  if (req.method === 'HEAD') res.end();
  else fs.createReadStream(sent).pipe(res);
  return true;
}
