// The XP ledger's one way in. An award is keyed by its event (xp-rules.ts); the database's
// unique (user, key) makes a repeat (a double tap, a retried request, two instances)
// award nothing: the insert skips a row that exists (ON CONFLICT DO NOTHING), with no
// check-then-insert, and works inside a transaction too.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { XpAward } from './xp-rules';

type Db = Pick<PrismaClient, 'xpEvent'>;

/** Records the award once; answers the points it added now (0 when it was already there). */
export async function awardXp(prisma: Db, userId: string, award: XpAward): Promise<number> {
  const { count } = await prisma.xpEvent.createMany({
    data: [{ userId, kind: award.kind, eventKey: award.key, points: award.points }],
    skipDuplicates: true,
  });
  return count ? award.points : 0;
}

/** The person's XP so far: the sum of their ledger. */
export async function totalXp(prisma: Db, userId: string): Promise<number> {
  const { _sum } = await prisma.xpEvent.aggregate({ where: { userId }, _sum: { points: true } });
  return _sum.points ?? 0;
}
