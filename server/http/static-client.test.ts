import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { requestRaw, serveHandler } from '../../tests/support/raw-http';
import { serveClient } from './static-client';

describe('serveClient', async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'florence-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const write = (file: string, text: string) => fs.writeFileSync(path.join(dist, file), text);
  write('index.html', '<!doctype html>');
  write('index.html.gz', 'gz of index');
  write('assets/app-1a2b.js', 'console.log(1)');
  write('assets/app-1a2b.js.br', 'br of app');
  write('assets/app-1a2b.js.gz', 'gz of app');
  write('favicon.svg', '<svg/>');
  const server = await serveHandler((req, res) => {
    if (!serveClient(req, res, new URL(req.url!, 'http://localhost'), dist))
      res.writeHead(404).end('not the client');
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends the precompressed copy the browser accepts, for a year', async () => {
    const br = await requestRaw(server.url + '/assets/app-1a2b.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.body.toString()).toBe('br of app');
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/javascript; charset=utf-8',
      'content-length': String('br of app'.length),
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
    });
    const gzip = await requestRaw(server.url + '/assets/app-1a2b.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect([gzip.headers['content-encoding'], gzip.body.toString()]).toEqual(['gzip', 'gz of app']);
    const plain = await requestRaw(server.url + '/assets/app-1a2b.js');
    expect([plain.headers['content-encoding'], plain.body.toString()]).toEqual([
      undefined,
      'console.log(1)',
    ]);
  });

  it('answers client routes with index.html, checked again on every visit', async () => {
    const page = await requestRaw(server.url + '/doctor_home', {
      headers: { 'accept-encoding': 'br, gzip', accept: 'text/html,application/xhtml+xml' },
    });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect([page.headers['content-encoding'], page.body.toString()]).toEqual([
      'gzip',
      'gz of index',
    ]);
  });

  it('leaves a path that is no file to the API when a script, not a page, asks for it', async () => {
    for (const [method, target, accept] of [
      ['GET', '/doctor/patients', 'application/json'],
      ['GET', '/getstreak', '*/*'],
      ['POST', '/doctor_home', 'text/html'],
      ['DELETE', '/assets/app-1a2b.js', '*/*'],
    ]) {
      const answer = await requestRaw(server.url + target, { method, headers: { accept } });
      expect([method, target, answer.status, answer.body.toString()]).toEqual([
        method,
        target,
        404,
        'not the client',
      ]);
    }
  });

  it('sends a file without copies as it is, with no Vary', async () => {
    const icon = await requestRaw(server.url + '/favicon.svg', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(icon.body.toString()).toBe('<svg/>');
    expect(icon.headers.vary).toBeUndefined();
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD with the headers only', async () => {
    const head = await requestRaw(server.url + '/assets/app-1a2b.js', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.headers['content-length']).toBe(String('br of app'.length));
    expect(head.body.length).toBe(0);
  });
});
