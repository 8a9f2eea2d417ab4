// GET /api-docs: a small page listing the REST mirror from /openapi.json, served by us (no
// CDN). Its script is a file of its own (/api-docs.js): the CSP allows no inline script.
import type http from 'node:http';

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Florence Care REST API</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
code,pre{background:#f3f4f6;border-radius:4px;padding:0 .25rem}pre{padding:.5rem;overflow:auto}
section{border-top:1px solid #ddd;padding:.5rem 0}</style></head>
<body><main><h1>Florence Care REST API</h1>
<p>The machine-readable document: <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1).</p>
<div id="paths">Loading…</div></main><script src="/api-docs.js"></script></body></html>`;

const SCRIPT = `fetch('/openapi.json').then((r) => r.json()).then((doc) => {
  const root = document.getElementById('paths');
  root.textContent = '';
  for (const [path, ops] of Object.entries(doc.paths)) for (const [method, op] of Object.entries(ops)) {
    const section = document.createElement('section');
    const h = document.createElement('h2');
    h.textContent = method.toUpperCase() + ' ' + path;
    const p = document.createElement('p');
    p.textContent = op.summary + (op.security && op.security.length ? ' (bearer token)' : '');
    section.append(h, p);
    const body = op.requestBody && Object.values(op.requestBody.content)[0];
    const answer = op.responses['200'].content;
    for (const [label, schema] of [['Body', body && body.schema], ['Answer', answer && Object.values(answer)[0].schema]]) {
      if (!schema) continue;
      const pre = document.createElement('pre');
      pre.textContent = label + ': ' + JSON.stringify(schema, null, 2);
      section.append(pre);
    }
    root.append(section);
  }
});
`;

/** Answers /api-docs and its script; false for any other path. */
export function serveApiDocs(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const [type, body] =
    url.pathname === '/api-docs'
      ? ['text/html; charset=utf-8', PAGE]
      : url.pathname === '/api-docs.js'
        ? ['text/javascript; charset=utf-8', SCRIPT]
        : [];
  if (!type) return false;
  res.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
