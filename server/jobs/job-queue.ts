// A small job queue in the app's own database (decision 0014): work is stored as a row
// with the time it is due; any instance claims due rows with FOR UPDATE SKIP LOCKED, so
// two instances never take the same one, and a row whose worker died is taken again once
// its lock runs out. Runs the same on the embedded PGlite and on PostgreSQL (plain SQL
// through Prisma, no driver of its own).
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';

export type NewJob = { kind: string; key: string; runAt: Date; payload?: Prisma.InputJsonValue };
export type ClaimedJob = { id: string; kind: string; key: string; payload: unknown; runAt: Date };
export type JobHandler = (job: ClaimedJob, now: Date) => Promise<void>;

/** A claimed job not finished in this time (a crashed worker) is claimed again. */
export const LOCK_MS = 5 * 60_000;
/** After a failure: 1, 2, 4 … minutes, at most an hour; then given up after MAX_ATTEMPTS. */
const retryDelayMs = (attempts: number) => Math.min(60, 2 ** (attempts - 1)) * 60_000;
export const MAX_ATTEMPTS = 8;
const BATCH = 20;

/** Stores jobs; one already stored with the same kind and key is left as it is. */
export async function enqueue(prisma: PrismaClient, jobs: NewJob[]) {
  if (!jobs.length) return 0;
  const { count } = await prisma.job.createMany({
    data: jobs.map((job) => ({ ...job, payload: job.payload ?? {} })),
    skipDuplicates: true,
  });
  return count;
}

/** Takes up to BATCH due jobs for this worker; no other worker gets them until LOCK_MS. */
export function claimDue(prisma: PrismaClient, now: Date): Promise<ClaimedJob[]> {
  const lockedUntil = new Date(now.getTime() + LOCK_MS);
  return prisma.$queryRaw<ClaimedJob[]>`
    UPDATE "Job" SET "lockedUntil" = ${lockedUntil}, "attempts" = "attempts" + 1
    WHERE "id" IN (
      SELECT "id" FROM "Job"
      WHERE "doneAt" IS NULL AND "runAt" <= ${now} AND "attempts" < ${MAX_ATTEMPTS}
        AND ("lockedUntil" IS NULL OR "lockedUntil" <= ${now})
      ORDER BY "runAt"
      LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING "id", "kind", "key", "payload", "runAt"`;
}

/**
 * Runs every due job with its kind's handler, until none is due or `keepGoing` says stop;
 * returns how many ran. A failure is kept by its error's name and tried again later.
 * `keepGoing` is asked before each batch: a stopping server finishes the batch it has
 * claimed and leaves the rest unclaimed for the next start or another instance (a morning's
 * reminders for a large clinic are thousands of e-mails, and a stop waited for all of them).
 */
export async function runDueJobs(
  prisma: PrismaClient,
  handlers: Record<string, JobHandler>,
  now: Date,
  keepGoing: () => boolean = () => true,
): Promise<number> {
  let ran = 0;
  while (keepGoing()) {
    const jobs = await claimDue(prisma, now);
    if (!jobs.length) return ran;
    for (const job of jobs) {
      try {
        const handler = handlers[job.kind];
        if (!handler) throw new Error(`no handler for ${job.kind}`);
        await handler(job, now);
        await prisma.job.update({ where: { id: job.id }, data: { doneAt: now, lastError: null } });
        ran += 1;
      } catch (error) {
        const stored = await prisma.job.findUnique({
          where: { id: job.id },
          select: { attempts: true },
        });
        await prisma.job.update({
          where: { id: job.id },
          data: {
            lockedUntil: null,
            runAt: new Date(now.getTime() + retryDelayMs(stored?.attempts ?? 1)),
            lastError: (error as Error).name ?? 'Error',
          },
        });
        console.error(`[jobs] ${job.kind} failed: ${(error as Error).name}`);
      }
    }
  }
  return ran;
}
