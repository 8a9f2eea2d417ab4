// The bench measures the server started as `npm start` starts it (tests/bench/lib/processes.ts).
// Its Node flags and environment are written in two places, package.json's start script and
// the bench; this keeps them alike, so a flag changed in one is not measured without the other.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NPM_START_ENV, NPM_START_NODE_ARGS } from '../bench/lib/processes';

const root = path.resolve(import.meta.dirname, '../..');
const start: string = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts
  .start;
/** The command that runs the server: the last of the script's `&&` steps. */
const serverCommand = start.split('&&').at(-1)!.trim().split(/\s+/);

describe('npm start and the bench start the server alike', () => {
  it('with the same Node flags, in the same order', () => {
    const node = serverCommand.indexOf('node');
    const main = serverCommand.indexOf('dist/server/main.mjs');
    expect(node).toBeGreaterThanOrEqual(0);
    expect(serverCommand.slice(node + 1, main)).toEqual(NPM_START_NODE_ARGS);
  });

  it('with the same environment defaults', () => {
    // every NAME=${NAME:-value} before node; NODE_ENV the bench sets with the server's own
    const defaults = Object.fromEntries(
      serverCommand
        .slice(0, serverCommand.indexOf('node'))
        .map((word) => /^(\w+)=\$\{\1:-(.*)\}$/.exec(word))
        .filter((match) => match !== null && match[1] !== 'NODE_ENV')
        .map((match) => [match![1], match![2]]),
    );
    expect(defaults).toEqual(NPM_START_ENV);
  });
});
