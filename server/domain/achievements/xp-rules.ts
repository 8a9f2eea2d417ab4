// Experience points, the one home of the rules of the wellness notes (section 6): what
// each event is worth, the key that makes it count once, and the ranks by total. XP is
// kept as ledger rows (award-service.ts), never recomputed in a way that could take
// points away.
import type { Language } from '#common/language';

export const XP_KINDS = [
  'CHECK_IN_DAY',
  'STREAK_MILESTONE',
  'DOSE_TAKEN',
  'ARTICLE_FINISHED',
  'PROFILE_ASSESSMENT',
] as const;
export type XpKind = (typeof XP_KINDS)[number];

/** Points per event. */
export const XP_POINTS: Record<XpKind, number> = {
  CHECK_IN_DAY: 50,
  STREAK_MILESTONE: 100,
  DOSE_TAKEN: 5,
  ARTICLE_FINISHED: 20,
  PROFILE_ASSESSMENT: 100,
};

/** Streak lengths that earn a milestone. */
export const STREAK_MILESTONES = [7, 14, 21, 25] as const;
/** Taken doses earn XP at most this many times a day (4 × 5 = 20 XP). */
export const DOSE_XP_PER_DAY = 4;

/** An award: the ledger keeps one row per person and key, so the same event counts once. */
export type XpAward = { kind: XpKind; key: string; points: number };

/** The first finished check-in of a clinic day. */
export const checkInDayAward = (date: string): XpAward => ({
  kind: 'CHECK_IN_DAY',
  key: `check-in-day:${date}`,
  points: XP_POINTS.CHECK_IN_DAY,
});

/**
 * A streak that reached a milestone. The streak is named by its first day, so a new
 * streak earns its milestones again.
 */
export function streakAward(length: number, streakStart: string): XpAward | null {
  if (!(STREAK_MILESTONES as readonly number[]).includes(length)) return null;
  return {
    kind: 'STREAK_MILESTONE',
    key: `streak:${streakStart}:${length}`,
    points: XP_POINTS.STREAK_MILESTONE,
  };
}

/** A dose marked taken, while fewer than DOSE_XP_PER_DAY doses have earned XP that day. */
export function doseAward(doseId: string, dosesAwardedToday: number): XpAward | null {
  if (dosesAwardedToday >= DOSE_XP_PER_DAY) return null;
  return { kind: 'DOSE_TAKEN', key: `dose:${doseId}`, points: XP_POINTS.DOSE_TAKEN };
}

/** An article finished ('Done? Collect Your XP'), once per article. */
export const articleAward = (articleId: number | string): XpAward => ({
  kind: 'ARTICLE_FINISHED',
  key: `article:${articleId}`,
  points: XP_POINTS.ARTICLE_FINISHED,
});

/** The profile assessment completed, once. */
export const assessmentAward = (): XpAward => ({
  kind: 'PROFILE_ASSESSMENT',
  key: 'profile-assessment',
  points: XP_POINTS.PROFILE_ASSESSMENT,
});

export const RANKS = [
  { from: 0, name: { en: 'Newcomer', 'zh-HK': '新手' } },
  { from: 500, name: { en: 'Explorer', 'zh-HK': '探索者' } },
  { from: 1000, name: { en: 'Achiever', 'zh-HK': '達成者' } },
  { from: 2000, name: { en: 'Wellness Warrior', 'zh-HK': '健康戰士' } },
  { from: 3000, name: { en: 'Health Champion', 'zh-HK': '健康冠軍' } },
  { from: 5000, name: { en: 'Care Legend', 'zh-HK': '護理傳奇' } },
] as const satisfies readonly { from: number; name: Record<Language, string> }[];

export type RankStanding = {
  rank: (typeof RANKS)[number];
  totalXp: number;
  /** The next rank's threshold; null at the top rank. */
  nextAt: number | null;
  /** The bar: share of the way from this rank's threshold to the next (1 at the top). */
  progress: number;
};

export function rankFor(totalXp: number): RankStanding {
  const xp = Math.max(0, totalXp);
  const index = RANKS.findLastIndex((rank) => xp >= rank.from);
  const rank = RANKS[index];
  const next = RANKS[index + 1];
  return {
    rank,
    totalXp: xp,
    nextAt: next?.from ?? null,
    progress: next ? (xp - rank.from) / (next.from - rank.from) : 1,
  };
}
