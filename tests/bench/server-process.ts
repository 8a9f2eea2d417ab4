// The server as a user runs it: `npm start` in its own process group, on a free port and
// a data folder of the caller's choice, so a benchmark never shares the server's event loop.
import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT, freePort } from './lib/processes';

export type ServerProcess = {
  url: string;
  /** Milliseconds from spawning `npm start` to the first answer of /healthz. */
  startMs: number;
  stop(): Promise<void>;
};

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve()
      : child.once('exit', () => resolve()),
  );

export async function startServerProcess({
  dataDir,
  timeoutMs = 120_000,
}: {
  dataDir: string;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const started = performance.now();
  // detached: npm, the shell and tsx form one process group that stop() ends together
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '' },
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGTERM');
    await exited(child);
  };

  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null)
      throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
    const ready = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, startMs: Math.round(performance.now() - started), stop };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await stop();
  throw new Error(`npm start did not answer /healthz within ${timeoutMs} ms:\n${output}`);
}
