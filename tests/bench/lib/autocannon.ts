// HTTP throughput and latency, measured by autocannon's own CLI in a separate process.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './processes';

export type HttpFigure = { requestsPerSecond: number; p50: number; p99: number; errors: number };

export type HttpTarget = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
};

const CONNECTIONS = 50;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

export async function measureHttp(target: HttpTarget, seconds = SECONDS): Promise<HttpFigure> {
  const args = [
    '-c',
    String(CONNECTIONS),
    '-d',
    String(seconds),
    '-j',
    '-m',
    target.method ?? 'GET',
  ];
  for (const [name, value] of Object.entries(target.headers ?? {}))
    args.push('-H', `${name}=${value}`);
  if (target.body !== undefined) args.push('-b', target.body);
  args.push(target.url);
  const cli = path.join(ROOT, 'node_modules/autocannon/autocannon.js');
  const stdout = await new Promise<string>((resolve, reject) =>
    execFile(
      process.execPath,
      [cli, ...args],
      { maxBuffer: 16 * 1024 * 1024, timeout: (seconds + 60) * 1000 },
      (error, out) => (error ? reject(error) : resolve(out)),
    ),
  );
  const result = JSON.parse(stdout);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}
