// `npm start` builds the client only when it has to: when dist/client is missing or older
// than anything it is built from. Plain JavaScript, so the check costs milliseconds rather
// than a TypeScript loader's start. `npm run build` always builds.
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

const builtAt = modifiedAt(BUILT);
if (!builtAt || SOURCES.some((source) => changedSince(source, builtAt))) {
  console.info(
    builtAt
      ? 'The client changed since its last build: building it.'
      : 'Building the client (first start).',
  );
  // only problems are printed: the table of chunks is for `npm run build`
  const build = spawnSync('npm', ['run', '--silent', 'build', '--', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(build.status ?? 1);
}
