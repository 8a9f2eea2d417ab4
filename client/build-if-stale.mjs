// `npm start` builds only what it has to: the client when dist/client is missing or older
// than anything it is built from, and the server's bundle (dist/server/main.mjs, which
// starts in half the time of the TypeScript sources under tsx) likewise. Plain JavaScript,
// so the check costs milliseconds rather than a TypeScript loader's start. `npm run build`
// always builds both.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const BUILT = path.join(root, 'dist/client/index.html');
const SOURCES = ['client', 'common', 'package.json', 'package-lock.json'].map((source) =>
  path.join(root, source),
);

const modifiedAt = (file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/** Whether `source` (a file, or a folder at any depth) changed after `time`. */
function changedSince(source, time) {
  const stat = fs.statSync(source, { throwIfNoEntry: false });
  if (!stat) return false;
  if (!stat.isDirectory()) return stat.mtimeMs > time;
  return fs.readdirSync(source).some((name) => changedSince(path.join(source, name), time));
}

/** Builds with `npm run <script>` when `built` is missing or older than its sources. */
function buildIfStale(built, sources, script, what) {
  const builtAt = modifiedAt(built);
  if (builtAt && !sources.some((source) => changedSince(source, builtAt))) return;
  console.info(
    builtAt ? `The ${what} changed since its last build: building it.` : `Building the ${what}.`,
  );
  // only problems are printed: the table of chunks is for `npm run build`
  const args = [
    'run',
    '--silent',
    script,
    ...(script === 'build:client' ? ['--', '--logLevel', 'warn'] : []),
  ];
  const build = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

buildIfStale(BUILT, SOURCES, 'build:client', 'client');
buildIfStale(
  path.join(root, 'dist/server/main.mjs'),
  ['server', 'common', 'package.json', 'package-lock.json'].map((source) =>
    path.join(root, source),
  ),
  'build:server',
  'server',
);
