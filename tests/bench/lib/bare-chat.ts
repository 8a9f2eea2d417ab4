// The check-in load on bare Yoga with graphql-ws (servers/bare-yoga-chat.ts): the same
// messages and reply events as the app's, with nothing of ours in between, so the CPU per
// message of the fixed stack is measured in the same run as the app's.
import type { CheckInsResult } from '../run';
import { runCheckInLoad } from './check-in-load';
import { startProcess } from './processes';

export async function bareYogaChat(options: {
  checkIns: number;
  steps: Array<{ rate: number; seconds: number }>;
  /** As the app's messages went (bench:florence's BENCH_SEND), so the loads are the same. */
  sendOver: 'socket' | 'http';
}): Promise<CheckInsResult> {
  const bare = await startProcess('tests/bench/servers/bare-yoga-chat.ts', {}, /listening/);
  try {
    return await runCheckInLoad(bare, {
      // it signs nobody in: any bearer token is accepted
      tokens: Array.from({ length: options.checkIns }, (_, i) => `reference-${i}`),
      steps: options.steps,
      sendOver: options.sendOver,
    });
  } finally {
    await bare.stop();
  }
}
