// The check-in load (load/checkins.ts) on a server, as every bench runs it: the same
// warm-up, the engine's pacing between chunks and the ramp's limit, so figures compare.
import { CHUNK_INTERVAL_MS } from '../../../server/domain/checkins/reply-stream';
import { RAMP_FIRST_CHUNK_P99_MS } from '../report';
import type { CheckInsResult } from '../run';
import { runLoadScript, type Started } from './processes';

export function runCheckInLoad(
  server: Started,
  options: {
    tokens: string[];
    steps: Array<{ rate: number; seconds: number; ramp?: boolean }>;
    /** Over each check-in's open graphql-ws connection, or as separate HTTP POSTs. */
    sendOver: 'socket' | 'http';
  },
): Promise<CheckInsResult> {
  return runLoadScript<CheckInsResult>('tests/bench/load/checkins.ts', {
    ...options,
    url: server.url,
    serverPid: server.pid,
    chunkMs: CHUNK_INTERVAL_MS,
    warmup: { rate: 100, seconds: 5 },
    rampLimitMs: RAMP_FIRST_CHUNK_P99_MS,
  });
}
