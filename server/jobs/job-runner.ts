// The job runner inside each server instance: every `intervalMs` it plans the scheduled
// work (idempotent, see job-queue.ts) and runs what is due; `kick` runs due jobs at once
// (a doctor's message to be e-mailed now). Runs never overlap on one instance, and the
// row locks keep instances apart. Tests turn the timer off and call `runNow` with the
// time they want.
import type { Background } from '../background';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { runDueJobs, type JobHandler } from './job-queue';

export type JobRunner = {
  /** Runs due jobs soon, without waiting for the timer. */
  kick(): void;
  /** Plans and runs everything due at `now`; returns how many jobs ran. */
  runNow(now?: Date): Promise<number>;
  /** No more runs; one under way ends after the batch it has claimed (runDueJobs). */
  stop(): void;
};

export function createJobRunner(options: {
  prisma: PrismaClient;
  background: Background;
  handlers: Record<string, JobHandler>;
  plan: (now: Date) => Promise<unknown>;
  /** 0: no timer (tests). */
  intervalMs: number;
}): JobRunner {
  const { prisma, background, handlers, plan, intervalMs } = options;
  let running: Promise<number> = Promise.resolve(0);
  let stopped = false;
  const keepGoing = () => !stopped;
  // one run at a time on this instance: the next waits for the one under way
  const queue = (work: () => Promise<number>) => (running = running.then(work, work));
  const runNow = (now = new Date()) =>
    queue(async () => {
      if (stopped) return 0;
      await plan(now);
      return runDueJobs(prisma, handlers, now, keepGoing);
    });
  const timer = intervalMs
    ? setInterval(() => background.track(runNow(), 'jobs'), intervalMs)
    : null;
  timer?.unref();
  return {
    kick: () =>
      background.track(
        queue(() => runDueJobs(prisma, handlers, new Date(), keepGoing)),
        'jobs',
      ),
    runNow,
    stop: () => {
      stopped = true;
      if (timer) clearInterval(timer);
    },
  };
}
