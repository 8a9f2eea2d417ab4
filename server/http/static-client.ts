// Serves the built client (dist/client) with a fallback to index.html for client routes.
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const CLIENT_DIST = path.resolve(import.meta.dirname, '../../dist/client');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

export function serveClient(req: IncomingMessage, res: ServerResponse, url: URL) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(404).end();
    return;
  }
  const requested = path.normalize(path.join(CLIENT_DIST, decodeURIComponent(url.pathname)));
  const insideDist = requested.startsWith(CLIENT_DIST + path.sep);
  const isFile = insideDist && fs.existsSync(requested) && fs.statSync(requested).isFile();
  const file = isFile ? requested : path.join(CLIENT_DIST, 'index.html');
  if (!fs.existsSync(file)) {
    res.writeHead(503, { 'content-type': 'text/plain' }).end('The client is not built yet: run `npm run build`.');
    return;
  }
  const hashedAsset = isFile && url.pathname.startsWith('/assets/');
  res.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (req.method === 'HEAD') res.end();
  else fs.createReadStream(file).pipe(res);
}
