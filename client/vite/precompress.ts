// Once the build is written, every text file of the client gets a .br and a .gz beside it,
// made once with the slowest, smallest settings, so the server only chooses one per
// request (server/http/static-client.ts). A copy that would not be smaller is not written.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;

const ENCODERS = {
  br: (data: Buffer) =>
    promisify(zlib.brotliCompress)(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gz: (data: Buffer) => promisify(zlib.gzip)(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export async function precompressFiles(dir: string) {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const data = await fs.readFile(file);
      for (const [extension, encode] of Object.entries(ENCODERS)) {
        const compressed = await encode(data);
        if (compressed.length < data.length) await fs.writeFile(`${file}.${extension}`, compressed);
      }
    }),
  );
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'florence:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: () => precompressFiles(outDir),
  };
}
