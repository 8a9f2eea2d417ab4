// The embedded database's WebAssembly stays on V8's baseline code (ADR 0020).
import v8 from 'node:v8';

/**
 * V8 first compiles WebAssembly with Liftoff, its quick baseline compiler, then recompiles
 * every function that gets hot with TurboFan on background threads. For PGlite that
 * recompiling was the largest single use of the server's CPU over its first 500 messages
 * (about 1 ms per message) and held 60-70 MB, while the recompiled code made no difference
 * measurable once the server was warm: a statement's cost is in crossing into the database
 * and writing, not in tight loops.
 *
 * The flag holds for every WebAssembly module of the process: with the embedded database
 * that is PGlite's and Prisma's query compiler, both measured together (ADR 0020). It is set
 * at run time, when the embedded database opens, not as a flag of `npm start`: with
 * PostgreSQL the only WebAssembly is Prisma's query compiler on the event loop, which
 * measured slower on baseline code (first-chunk p99 at 100 messages a second 34-35 ms
 * against 9-11 ms). It must be set before the modules are compiled.
 *
 * EMBEDDED_WASM_TIER_UP=1 leaves V8's usual tiering on: the other arm of a measurement, and
 * the way out should a build of V8 fail to compile a function with Liftoff (with this flag
 * V8 then stops the process instead of trying TurboFan).
 */
export function keepWebAssemblyOnBaselineCode(): void {
  for (const flag of baselineWasmNodeFlags()) v8.setFlagsFromString(flag);
}

/**
 * The same, as Node flags for a process of the embedded database's own: the one that creates
 * a new data folder (initdb) measured 675 MB at its peak with them against 797 MB, and 1.9 s
 * of CPU against 3.2-3.6 s (two runs each), which matters most within a 1 GB limit.
 */
export function baselineWasmNodeFlags(env: NodeJS.ProcessEnv = process.env): string[] {
  return env.EMBEDDED_WASM_TIER_UP === '1' ? [] : ['--liftoff-only'];
}
