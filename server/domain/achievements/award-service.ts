// The XP ledger's one way in. An award is keyed by its event (xp-rules.ts); the database's
// unique (user, key) makes a repeat (a double tap, a retried request, two instances)
// award nothing: the insert skips a row that exists (ON CONFLICT DO NOTHING), with no
// check-then-insert, and works inside a transaction too.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { checkInAwards } from './check-in-awards';
import type { XpAward } from './xp-rules';

type Db = Pick<PrismaClient, 'xpEvent'>;

/**
 * Records the award once; answers the points it added now (0 when it was already there).
 * `at` dates an event recorded after it happened (earlier-dated check-ins); default now.
 */
export async function awardXp(
  prisma: Db,
  userId: string,
  award: XpAward,
  at?: Date,
): Promise<number> {
  const { count } = await prisma.xpEvent.createMany({
    data: [
      {
        userId,
        kind: award.kind,
        eventKey: award.key,
        points: award.points,
        ...(at ? { createdAt: at } : {}),
      },
    ],
    skipDuplicates: true,
  });
  return count ? award.points : 0;
}

/** The person's XP so far: the sum of their ledger. */
export async function totalXp(prisma: Db, userId: string): Promise<number> {
  const { _sum } = await prisma.xpEvent.aggregate({ where: { userId }, _sum: { points: true } });
  return _sum.points ?? 0;
}

/**
 * A finished check-in's XP: the day's first check-in and a streak milestone (once each,
 * check-in-awards.ts). Runs in the transaction that finishes the check-in.
 */
export async function awardCheckInXp(
  prisma: Db & Pick<PrismaClient, 'triageAssessment'>,
  patientId: string,
  finishedAt: Date,
  dated = false,
) {
  const finished = await prisma.triageAssessment.findMany({
    where: { patientId, final: true, createdAt: { lte: finishedAt } },
    select: { createdAt: true },
  });
  const times = [...finished.map((row) => row.createdAt), finishedAt];
  for (const award of checkInAwards(times, finishedAt))
    await awardXp(prisma, patientId, award, dated ? finishedAt : undefined);
}
