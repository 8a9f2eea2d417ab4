// Processes of a benchmark: the server under test and the reference servers each run in
// their own process, started the way `npm start` starts ours, so that no load generator
// shares their event loop (the first bench ran its clients inside the server and hid a
// multi-second stall).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * How `npm start` runs Node (package.json's start script; tests/lint/start-script.test.ts
 * keeps the two alike): a young generation of at most 8 MB per half instead of 16, and two
 * malloc arenas instead of one per thread, each worth 30-40 MB of resident memory at no
 * measurable CPU (bench:lean); a fixed malloc trim threshold, so that glibc gives freed
 * memory back instead of raising the threshold as the start frees large blocks (20-25 MB,
 * at no measurable CPU).
 */
export const NPM_START_NODE_ARGS = ['--max-semi-space-size=8', '--enable-source-maps'];
export const NPM_START_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072' };

export type Started = { url: string; pid: number; child: ChildProcess; stop(): Promise<void> };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs a file with Node as one process (a TypeScript file through tsx, a built .mjs as it
 * is), and waits for its ready line.
 */
export async function startProcess(
  script: string,
  env: Record<string, string | undefined>,
  ready: RegExp,
  timeoutMs = 60_000,
): Promise<Started> {
  const port = await freePort();
  // BENCH_NODE_ARGS (e.g. --cpu-prof) go to the measured server only, not to load scripts;
  // after npm start's flags, so that one of them can be turned off.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  // references (TypeScript, through tsx) get npm start's Node flags and malloc settings too
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(
    process.execPath,
    [...loader, ...NPM_START_NODE_ARGS, ...nodeArgs, path.join(ROOT, script)],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...NPM_START_ENV,
        ...env,
        PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${script} did not start in ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
  child.removeAllListeners('exit');
  // Once ready, the output is no longer kept (a V8 trace would grow it in the measuring
  // process), but it is still read: a server writing to a full pipe would block. With
  // BENCH_SERVER_LOG it goes to that file (e.g. --trace-opt --trace-deopt).
  const log = process.env.BENCH_SERVER_LOG;
  for (const out of [child.stdout!, child.stderr!]) {
    out.removeAllListeners('data');
    if (log) out.on('data', (chunk) => fs.appendFileSync(log, chunk));
    else out.resume();
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        // ended already: with a code, or by a signal (SIGKILL after a slow stop, whose exit
        // event has been and gone; waiting for another would leave nothing keeping Node alive)
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/**
 * The server as `npm start` runs it (development settings, the production build of the
 * client and the server's bundle, built first when stale), on its own data. Its job runner
 * is off: every seeded patient is due a daily check-in reminder, and the minute that plans
 * them (a thousand e-mails at once) would otherwise land in a measurement at a moment set
 * by the time of day.
 */
export function startAppServer(dataDir: string, databaseUrl?: string) {
  const build = spawnSync(process.execPath, ['client/build-if-stale.mjs'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the build failed');
  return startProcess(
    'dist/server/main.mjs',
    {
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SEED_DEMO: 'true',
      LLM_BASE_URL: '',
      JOB_INTERVAL_MS: '0',
    },
    /listening on/,
    120_000,
  );
}

/** Resident memory of a process in KB, from /proc (Linux). */
export function residentKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
}

/** Runs a TypeScript load script in its own process and returns the JSON it prints last. */
export async function runLoadScript<T>(
  script: string,
  input: unknown,
  timeoutMs = 300_000,
): Promise<T> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, script)], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin!.end(JSON.stringify(input));
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} took longer than ${timeoutMs} ms`));
    }, timeoutMs);
    child.once('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  const last = output.trim().split('\n').at(-1) ?? '';
  if (code !== 0) throw new Error(`${script} exited with ${code}: ${output.slice(-2000)}`);
  return JSON.parse(last) as T;
}

/** Reads a load script's input from standard input. */
export async function readInput<T>(): Promise<T> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return JSON.parse(text) as T;
}
