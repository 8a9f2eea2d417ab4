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
 * Set at run time, only when the embedded database opens, not as a flag of `npm start`: it
 * holds for the whole process, and with PostgreSQL the only WebAssembly left is Prisma's
 * query compiler on the event loop, which measured slower on baseline code (first-chunk
 * p99 at 100 messages a second 34-35 ms against 9-11 ms). It must be set before PGlite's
 * module is compiled; V8 reads it each time it would tier a function up.
 */
export function keepWebAssemblyOnBaselineCode(): void {
  v8.setFlagsFromString('--liftoff-only');
}
