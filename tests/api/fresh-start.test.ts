// `npm start` on a new data folder (the README's quick start): the folder is created,
// migrated and seeded by a process of its own, which ends before the server opens it, so the
// server holds only what a restart holds (docs/decisions/0020). Run through the TypeScript
// entry point, as `npm run dev` runs it; the e2e suite starts the built bundle the same way.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'florence-fresh-')), 'pglite');
afterAll(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

it('prepares a new data folder in another process, then serves the demo from it', async () => {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      SEED_DEMO_HISTORY: 'false',
      SMTP_URL: '',
      LLM_BASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\/\/\S+) /.exec(output);
      if (listening) resolve(listening[1]!);
    };
    server.stdout.on('data', read);
    server.stderr.on('data', read);
    server.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
  try {
    const preparedBy = Number(/in a process of its own \((\d+)\)/.exec(output)?.[1]);
    expect(preparedBy).toBeGreaterThan(0);
    expect(preparedBy).not.toBe(server.pid);
    // The demo data came with it: the demo patient signs in on the server's own process.
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation { signIn(input: { username: "demo.patient", password: "demo-pass-123" }) { accessToken } }',
      }),
    });
    const { data } = await response.json();
    expect(data.signIn.accessToken).toEqual(expect.any(String));
  } finally {
    server.removeAllListeners('exit');
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  // A restart opens the prepared folder itself: no second preparation.
  expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
}, 180_000);
