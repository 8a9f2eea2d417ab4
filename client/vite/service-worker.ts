// Writes /sw.js (client/service-worker/sw.ts, its types stripped) with the list of the
// shell's files that it keeps at install, and a version named after that list: a new
// build with other files is a new worker, which replaces the old one and its caches.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { transformWithOxc, type Plugin, type Rolldown } from 'vite';
import { FONT_CSS } from './chinese-font-ranges.ts';

const SOURCE = path.resolve(import.meta.dirname, '../service-worker/sw.ts');

/** Files of client/public (and the page) that the shell shows or the install needs. */
export const SHELL_STATIC_FILES = [
  '/index.html',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/apple-touch-icon.png',
];

/** Modules whose chunks or stylesheets the shell loads beside what index.html names. */
const SHELL_MODULES = [/\0virtual:catalog\/[^/]+\/start$/, FONT_CSS];
const isShellModule = (id: string) => SHELL_MODULES.some((test) => test.test(id));

type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** The files the built index.html loads itself (its scripts, preloads and styles). */
function filesOfPage(bundle: Rolldown.OutputBundle): string[] {
  const page = bundle['index.html'];
  const html = page?.type === 'asset' ? String(page.source) : '';
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]);
}

/**
 * What the app needs to start and show its offline state: the files index.html loads, with
 * the chunks they import statically and their styles, the chunks of SHELL_MODULES (the
 * first texts in every language, the font rules) and the static files, as root-relative
 * URLs. (Called once Vite has written index.html into the bundle.)
 */
export function shellFiles(bundle: Rolldown.OutputBundle, staticFiles = SHELL_STATIC_FILES) {
  const chunks = new Map(
    Object.values(bundle)
      .filter((item): item is Chunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const files = new Set<string>();
  const add = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const chunk = chunks.get(fileName);
    chunk?.viteMetadata?.importedCss.forEach((css) => files.add(css));
    chunk?.imports.forEach(add);
  };
  filesOfPage(bundle).forEach(add);
  for (const item of Object.values(bundle)) {
    const sources = item.type === 'chunk' ? item.moduleIds : item.originalFileNames;
    if (sources.some(isShellModule)) add(item.fileName);
  }
  return [...staticFiles, ...[...files].sort().map((file) => `/${file}`)];
}

export function serviceWorker(): Plugin {
  return {
    name: 'florence:service-worker',
    apply: 'build',
    // after Vite's own hooks, which drop the chunks that only carried a stylesheet
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const source = fs.readFileSync(SOURCE, 'utf8');
      const { code } = await transformWithOxc(source, SOURCE, { lang: 'ts' });
      const precache = shellFiles(bundle);
      const version = createHash('sha256')
        .update(JSON.stringify(precache))
        .update(code)
        .digest('hex')
        .slice(0, 12);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `const PRECACHE = ${JSON.stringify(precache)};\nconst VERSION = ${JSON.stringify(version)};\n${code}`,
      });
    },
  };
}
