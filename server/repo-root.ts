// The repository's folder, found from wherever this code runs: the TypeScript sources
// (tsx, tests) or the bundle `npm run build` makes (dist/server). Files the server reads
// at run time (the built client, migrations, articles, the database worker) are named
// from here, so they are found from both.
import fs from 'node:fs';
import path from 'node:path';

function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'prisma')))
      return dir;
    if (path.dirname(dir) === dir) throw new Error(`no repository above ${start}`);
  }
}

export const REPO_ROOT = findRoot(import.meta.dirname);
export const repoPath = (...parts: string[]) => path.join(REPO_ROOT, ...parts);
