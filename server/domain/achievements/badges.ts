// The collection of eight badges (wellness notes §6) and the milestones, worked out from
// records that are never taken back: finished check-ins, the XP ledger, finished articles
// and the days every due dose was taken. So a badge, once unlocked, stays unlocked with
// the same date, and a locked one shows the real progress. Pure; Hong Kong days.
import { addDays, localDay } from '../wellness/clinic-days';
import { RANKS, type RankStanding } from './xp-rules';

export const BADGE_IDS = [
  'first-check-in',
  'streak-7',
  'streak-14',
  'streak-21',
  'streak-25',
  'profile-complete',
  'articles-5',
  'doses-7',
] as const;
export type BadgeId = (typeof BADGE_IDS)[number];

export const isBadgeId = (value: string): value is BadgeId =>
  (BADGE_IDS as readonly string[]).includes(value);

/** The streak badges and milestones, by their length in days. */
const STREAK_BADGES: Partial<Record<BadgeId, number>> = {
  'streak-7': 7,
  'streak-14': 14,
  'streak-21': 21,
  'streak-25': 25,
};
/** Milestones with circular progress: the current streak against each target. */
export const MILESTONE_BADGES: readonly BadgeId[] = ['streak-14', 'streak-21', 'streak-25'];
const ARTICLES_FOR_BADGE = 5;
const PERFECT_DOSE_DAYS_FOR_BADGE = 7;

export type BadgeRecords = {
  /** Every finished check-in. */
  checkIns: readonly Date[];
  /** When the profile assessment was completed (its XP ledger row), if it was. */
  profileCompletedAt: Date | null;
  /** When each article was finished. */
  articlesFinished: readonly Date[];
  /**
   * Days on which every due dose was taken (at least one due), with the time the day's
   * last dose was marked taken.
   */
  perfectDoseDays: ReadonlyArray<{ day: string; at: Date }>;
  /** The current check-in streak (streaks.ts): a missed day resets it. */
  currentStreak: number;
};

export type BadgeState = {
  id: BadgeId;
  unlockedAt: Date | null;
  /** Towards the target: kept at the target once unlocked. */
  progress: number;
  target: number;
};

/**
 * The moment a run of `length` consecutive days first completed: the first entry on the
 * day the run reached that length. Entries are in time order, with their day.
 */
function firstRun(entries: ReadonlyArray<{ day: string; at: Date }>, length: number): Date | null {
  let run = 0;
  let previous: string | null = null;
  for (const { day, at } of entries) {
    if (day === previous) continue;
    run = previous !== null && addDays(previous, 1) === day ? run + 1 : 1;
    previous = day;
    if (run === length) return at;
  }
  return null;
}

const inOrder = <T extends { at: Date }>(entries: readonly T[]) =>
  [...entries].sort((a, b) => a.at.getTime() - b.at.getTime());

export function badgeStates(records: BadgeRecords): BadgeState[] {
  const checkIns = inOrder(records.checkIns.map((at) => ({ day: localDay(at), at })));
  const articles = [...records.articlesFinished].sort((a, b) => a.getTime() - b.getTime());
  const doseDays = inOrder(records.perfectDoseDays);
  const state = (id: BadgeId, unlockedAt: Date | null, progress: number, target: number) => ({
    id,
    unlockedAt,
    progress: unlockedAt ? target : Math.min(progress, target),
    target,
  });
  return BADGE_IDS.map((id): BadgeState => {
    const days = STREAK_BADGES[id];
    if (days) return state(id, firstRun(checkIns, days), records.currentStreak, days);
    switch (id) {
      case 'first-check-in':
        return state(id, checkIns[0]?.at ?? null, checkIns.length, 1);
      case 'profile-complete':
        return state(id, records.profileCompletedAt, records.profileCompletedAt ? 1 : 0, 1);
      case 'articles-5':
        return state(
          id,
          articles[ARTICLES_FOR_BADGE - 1] ?? null,
          articles.length,
          ARTICLES_FOR_BADGE,
        );
      default: {
        const unlocked = firstRun(doseDays, PERFECT_DOSE_DAYS_FOR_BADGE);
        const run = trailingRun(doseDays.map((d) => d.day));
        return state(id, unlocked, run, PERFECT_DOSE_DAYS_FOR_BADGE);
      }
    }
  });
}

/** Consecutive days at the end of a sorted list of days (the current run of perfect days). */
function trailingRun(days: readonly string[]): number {
  let run = days.length ? 1 : 0;
  for (let i = days.length - 1; i > 0 && addDays(days[i - 1]!, 1) === days[i]; i -= 1) run += 1;
  return run;
}

export type Achievement =
  | { kind: 'badge'; badge: BadgeId; at: Date }
  | { kind: 'rank'; rank: (typeof RANKS)[number]; at: Date };

/**
 * Each rank reached above the first, with the moment the ledger's running total crossed
 * its threshold. Ledger rows come in any order.
 */
export function rankUps(ledger: ReadonlyArray<{ points: number; at: Date }>): Achievement[] {
  let total = 0;
  const reached: Achievement[] = [];
  for (const row of inOrder(ledger)) {
    const before = total;
    total += row.points;
    for (const rank of RANKS)
      if (rank.from > 0 && before < rank.from && total >= rank.from)
        reached.push({ kind: 'rank', rank, at: row.at });
  }
  return reached;
}

/** Recent achievements: the latest unlocks and rank-ups, newest first (the spec shows 3). */
export function recentAchievements(
  badges: readonly BadgeState[],
  ranks: readonly Achievement[],
  limit = 3,
): Achievement[] {
  const unlocks: Achievement[] = badges
    .filter((b) => b.unlockedAt)
    .map((b) => ({ kind: 'badge', badge: b.id, at: b.unlockedAt! }));
  return [...unlocks, ...ranks].sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, limit);
}

export type { RankStanding };
