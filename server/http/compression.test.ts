import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { MIN_COMPRESSED_BYTES, pickEncoding, writeJsonAnswer } from './compression';
import { requestRaw, serveHandler } from '../../tests/support/raw-http';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.1', 'br'], // both acceptable: our preference decides
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('reads %j as %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });

  it('offers only the copies that exist', () => {
    expect(pickEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(pickEncoding('br', ['gzip'])).toBeNull();
  });
});

describe('writeJsonAnswer', async () => {
  const large = JSON.stringify({
    items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })),
  });
  const small = JSON.stringify({ ok: true });
  const server = await serveHandler((req, res) =>
    writeJsonAnswer(
      res,
      200,
      { 'content-type': 'application/json' },
      req.url === '/large' ? large : small,
    ),
  );
  afterAll(server.close);

  it('compresses a large answer in the encoding the client prefers', async () => {
    const br = await requestRaw(server.url + '/large', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(large);
    const gzip = await requestRaw(server.url + '/large', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(gzip.body).toString()).toBe(large);
  });

  it(`leaves answers under ${MIN_COMPRESSED_BYTES} bytes, and clients that accept nothing, alone`, async () => {
    const tiny = await requestRaw(server.url + '/small', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe(small);
    const plain = await requestRaw(server.url + '/large');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(large);
  });
});
