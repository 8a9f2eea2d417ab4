// keepWebAssemblyOnBaselineCode, proved in a Node process of its own (the flag holds for the
// whole process): V8's test hooks (--allow-natives-syntax) tell which compiler's code a
// WebAssembly function runs.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { baselineWasmNodeFlags } from './baseline-wasm';

const run = promisify(execFile);
const moduleUrl = new URL('./baseline-wasm.ts', import.meta.url).href;
// (module (func (export "f") (param i32) (result i32) local.get 0 i32.const 1 i32.add))
const ADD_ONE = [
  0, 97, 115, 109, 1, 0, 0, 0, 1, 6, 1, 96, 1, 127, 1, 127, 3, 2, 1, 0, 7, 5, 1, 1, 102, 0, 0, 10,
  9, 1, 7, 0, 32, 0, 65, 1, 106, 11,
];

type Probe = { rounds: number; turbofan: boolean; liftoff: boolean };

/** Calls a small function hot, in rounds, until TurboFan has it or `rounds` have passed. */
async function probe(keep: boolean, rounds: number, env: NodeJS.ProcessEnv = {}): Promise<Probe> {
  const script = `
    import { keepWebAssemblyOnBaselineCode } from ${JSON.stringify(moduleUrl)};
    if (${keep}) keepWebAssemblyOnBaselineCode();
    const { instance } = await WebAssembly.instantiate(new Uint8Array(${JSON.stringify(ADD_ONE)}));
    const f = instance.exports.f;
    let x = 0, round = 0;
    for (; round < ${rounds} && !%IsTurboFanFunction(f); round++) {
      for (let i = 0; i < 1e6; i++) x = f(x);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    console.log(JSON.stringify({ rounds: round, turbofan: %IsTurboFanFunction(f), liftoff: %IsLiftoffFunction(f) }));
  `;
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', '--allow-natives-syntax', '--input-type=module', '-e', script],
    {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, EMBEDDED_WASM_TIER_UP: '', ...env },
      timeout: 60_000,
    },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Probe;
}

describe('baselineWasmNodeFlags', () => {
  it('gives a process of the embedded database the same flag, unless turned off', () => {
    expect(baselineWasmNodeFlags({})).toEqual(['--liftoff-only']);
    expect(baselineWasmNodeFlags({ EMBEDDED_WASM_TIER_UP: '1' })).toEqual([]);
  });
});

describe('keepWebAssemblyOnBaselineCode', { timeout: 150_000 }, () => {
  it('leaves a hot WebAssembly function on Liftoff, where V8 would otherwise use TurboFan', async () => {
    const usual = await probe(false, 200);
    expect(usual.turbofan).toBe(true);
    const kept = await probe(true, Math.max(4, usual.rounds * 3));
    expect(kept).toMatchObject({ turbofan: false, liftoff: true });
  });

  it('leaves V8’s usual tiering on with EMBEDDED_WASM_TIER_UP=1', async () => {
    const left = await probe(true, 200, { EMBEDDED_WASM_TIER_UP: '1' });
    expect(left.turbofan).toBe(true);
  });
});
