// The achievements screens' reads: the rank card from the XP ledger, the eight badges, the
// milestones and the recent achievements (badges.ts), from the patient's own records.
// Whose records are read is checked first (care-team.ts). A fixed number of statements
// whatever the amount of data: finished check-ins, the ledger, finished articles, the
// prescriptions and their dose marks (and the check).
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Language } from '#common/language';
import { AppError } from '../../errors';
import { accessOf } from '../access/access-policy';
import type { ServiceContext } from '../service-context';
import { dosesInRange } from '../prescriptions/dose-log';
import { currentStreak } from '../streaks/streaks';
import { perfectDoseDays } from '../wellness/adherence';
import { localDay } from '../wellness/clinic-days';
import {
  badgeStates,
  isBadgeId,
  MILESTONE_BADGES,
  rankUps,
  recentAchievements,
  type Achievement,
  type BadgeState,
} from './badges';
import { assessmentAward, rankFor, RANKS } from './xp-rules';

type Reading = Pick<ServiceContext, 'prisma' | 'viewer' | 'language'>;
type PatientInput = { patientId?: string | number | null };

/**
 * Old links of the spec's app name a variant, not a badge: its unlocked sample was the
 * 7-day streak and its locked one the 14-day streak, so they open those badges.
 */
const OLD_VARIANTS: Record<string, string> = { unlocked: 'streak-7', locked: 'streak-14' };

/** Every dose since the patient's first prescription began, up to today. */
async function allDoses(prisma: PrismaClient, patientId: string, now: Date) {
  const first = await prisma.prescription.findFirst({
    where: { patientId },
    orderBy: { startDate: 'asc' },
    select: { startDate: true },
  });
  if (!first || first.startDate > localDay(now)) return [];
  return dosesInRange(prisma, patientId, { from: first.startDate, to: localDay(now) }, now);
}

async function patientRecords(prisma: PrismaClient, patientId: string, now: Date) {
  const [checkIns, ledger, articles, doses] = await Promise.all([
    prisma.triageAssessment.findMany({
      where: { patientId, final: true },
      select: { createdAt: true },
    }),
    prisma.xpEvent.findMany({
      where: { userId: patientId },
      select: { eventKey: true, points: true, createdAt: true },
    }),
    prisma.articleCompletion.findMany({
      where: { userId: patientId },
      select: { completedAt: true },
    }),
    allDoses(prisma, patientId, now),
  ]);
  return {
    checkIns: checkIns.map((row) => row.createdAt),
    ledger: ledger.map((row) => ({ key: row.eventKey, points: row.points, at: row.createdAt })),
    articlesFinished: articles.map((row) => row.completedAt),
    doses,
  };
}

async function badgesOf(ctx: Reading, input: PatientInput) {
  const now = new Date();
  const patientId = await accessOf(ctx).patient({ patientId: input.patientId });
  const records = await patientRecords(ctx.prisma, patientId, now);
  const profileRow = records.ledger.find((row) => row.key === assessmentAward().key);
  const badges = badgeStates({
    checkIns: records.checkIns,
    profileCompletedAt: profileRow?.at ?? null,
    articlesFinished: records.articlesFinished,
    perfectDoseDays: perfectDoseDays(records.doses),
    currentStreak: currentStreak(records.checkIns, now),
  });
  return { badges, ledger: records.ledger };
}

const rankName = (rank: (typeof RANKS)[number], language: Language) => rank.name[language];

/** The rank card, the badges, the milestones and the three latest achievements. */
export async function achievements(ctx: Reading, input: PatientInput) {
  const { badges, ledger } = await badgesOf(ctx, input);
  const standing = rankFor(ledger.reduce((sum, row) => sum + row.points, 0));
  const next = RANKS.find((rank) => rank.from === standing.nextAt);
  const recent = recentAchievements(badges, rankUps(ledger));
  return {
    rank: {
      name: rankName(standing.rank, ctx.language),
      from: standing.rank.from,
      totalXp: standing.totalXp,
      nextAt: standing.nextAt,
      nextName: next ? rankName(next, ctx.language) : null,
      progress: standing.progress,
    },
    badges,
    milestones: badges.filter((badge) => MILESTONE_BADGES.includes(badge.id)),
    recent: recent.map((item: Achievement) =>
      item.kind === 'badge'
        ? { kind: 'badge', badgeId: item.badge, rankName: null, at: item.at }
        : { kind: 'rank', badgeId: null, rankName: rankName(item.rank, ctx.language), at: item.at },
    ),
  };
}

/** One badge by its id (or an old link's variant); NOT_FOUND for any other id. */
export async function badgeDetails(
  ctx: Reading,
  input: PatientInput & { badgeId: string },
): Promise<BadgeState> {
  const id = Object.hasOwn(OLD_VARIANTS, input.badgeId)
    ? OLD_VARIANTS[input.badgeId]!
    : input.badgeId;
  // Checked before the records are read, and after who asks: a stranger learns nothing.
  if (!isBadgeId(id)) {
    await accessOf(ctx).patient({ patientId: input.patientId });
    throw new AppError('NOT_FOUND');
  }
  const { badges } = await badgesOf(ctx, input);
  return badges.find((badge) => badge.id === id)!;
}
