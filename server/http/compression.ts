// Every compression decision of the HTTP layer: which encoding a client accepts, and
// compressing API answers (GraphQL and REST JSON) above a small size. The client's files
// are compressed once at build time instead (client/vite/precompress.ts, served by
// static-client.ts with the same choice of encoding).
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { ServerResponse } from 'node:http';
import type { Plugin } from 'graphql-yoga';

export type Encoding = 'br' | 'gzip';

/**
 * Below this an answer fits in a packet or two anyway, and compressing costs more than it saves.
 */
export const MIN_COMPRESSED_BYTES = 1024;

/** Caches must keep one copy per encoding. */
export const VARY = 'Accept-Encoding';

/** A Vary value with `field` added to those already in `current`. */
function withVary(current: unknown, field: string) {
  const fields = String(current ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  const has = fields.some((f) => f.toLowerCase() === field.toLowerCase());
  return (has ? fields : [...fields, field]).join(', ');
}

/** Adds `field` to the answer's Vary, keeping what is there (the origin policy's Origin). */
export function varyOn(res: ServerResponse, field: string) {
  res.setHeader('vary', withVary(res.getHeader('vary'), field));
}

/** The best of `offered` (in our order of preference) that the Accept-Encoding header allows. */
export function pickEncoding(
  acceptEncoding: string | null | undefined,
  offered: readonly Encoding[] = ['br', 'gzip'],
): Encoding | null {
  if (!acceptEncoding) return null;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params
      .map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1])
      .find((value) => value !== undefined);
    quality.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepted = (encoding: Encoding) => (quality.get(encoding) ?? quality.get('*') ?? 0) > 0;
  return offered.find(accepted) ?? null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Quick settings: answers are compressed per request (brotli 4 is about gzip 6's size, faster). */
function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: 6 });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** The answer's body as it should be sent, and its Content-Encoding if compressed. */
async function encodeAnswer(
  body: Buffer,
  acceptEncoding: string | null | undefined,
): Promise<{ body: Buffer; encoding?: Encoding }> {
  const encoding = body.length >= MIN_COMPRESSED_BYTES ? pickEncoding(acceptEncoding) : null;
  return encoding ? { body: await compress(body, encoding), encoding } : { body };
}

/** Writes a JSON answer (REST, errors), compressed when it is large and the client accepts it. */
export function writeJsonAnswer(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  json: string,
) {
  const send = ({ body, encoding }: { body: Buffer; encoding?: Encoding }) => {
    if (res.destroyed) return;
    varyOn(res, VARY);
    res.writeHead(status, {
      ...headers,
      'content-length': String(body.length),
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(body);
  };
  const body = Buffer.from(json);
  if (body.length < MIN_COMPRESSED_BYTES) return send({ body });
  encodeAnswer(body, res.req?.headers['accept-encoding']).then(send, () => send({ body }));
}

const JSON_TYPE = /^application\/(?:graphql-response\+)?json\b/;

/**
 * Yoga's part: its JSON answers compressed likewise (event streams and multipart are left as they
 * are).
 */
export function compressedGraphQLAnswers(): Plugin {
  return {
    // Synchronous unless it compresses: a promise on every answer costs Yoga a slower path.
    onResponse({ request, response, setResponse, fetchAPI, serverContext }) {
      if (
        !JSON_TYPE.test(response.headers.get('content-type') ?? '') ||
        response.headers.has('content-encoding')
      )
        return;
      // Yoga's headers replace those set on the Node answer before it, so the Vary the origin
      // policy set there (Origin) is carried over here.
      const nodeAnswer = (serverContext as { res?: ServerResponse } | undefined)?.res;
      const vary = withVary(response.headers.get('vary'), VARY);
      response.headers.set('vary', withVary(nodeAnswer?.getHeader('vary'), vary));
      const size = Number(response.headers.get('content-length') ?? Number.NaN);
      const acceptEncoding = request.headers.get('accept-encoding');
      if (size < MIN_COMPRESSED_BYTES || !pickEncoding(acceptEncoding)) return;
      return (async () => {
        const { body, encoding } = await encodeAnswer(
          Buffer.from(await response.arrayBuffer()),
          acceptEncoding,
        );
        const headers = new fetchAPI.Headers(response.headers);
        headers.set('content-length', String(body.length));
        if (encoding) headers.set('content-encoding', encoding);
        const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length);
        setResponse(
          new fetchAPI.Response(bytes, {
            status: response.status,
            statusText: response.statusText,
            headers,
          }),
        );
      })();
    },
  };
}
