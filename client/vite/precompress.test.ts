import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressFiles } from './precompress';

describe('precompressFiles', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'florence-precompress-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside each text file at any depth, when they are smaller', async () => {
    const script =
      'export const texts = ' +
      JSON.stringify(Array.from({ length: 50 }, (_, i) => `text ${i}`)) +
      ';';
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets/app-1a2b.js'), script);
    fs.writeFileSync(path.join(dir, 'tiny.svg'), '<svg/>');
    fs.writeFileSync(path.join(dir, 'assets/app-1a2b.js.map'), script);
    await precompressFiles(dir);
    expect(
      brotliDecompressSync(fs.readFileSync(path.join(dir, 'assets/app-1a2b.js.br'))).toString(),
    ).toBe(script);
    expect(gunzipSync(fs.readFileSync(path.join(dir, 'assets/app-1a2b.js.gz'))).toString()).toBe(
      script,
    );
    // a copy no smaller than the file is useless; source maps are for developer tools only
    expect(fs.readdirSync(dir).sort()).toEqual(['assets', 'tiny.svg']);
    expect(fs.existsSync(path.join(dir, 'assets/app-1a2b.js.map.br'))).toBe(false);
  });
});
