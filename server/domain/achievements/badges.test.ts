import { describe, expect, it } from 'vitest';
import { badgeStates, rankUps, recentAchievements, type BadgeRecords } from './badges';

/** `hour` o'clock Hong Kong time on the day. */
const at = (day: string, hour = 10) =>
  new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+08:00`);
const days = (first: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(`${first}T12:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
  );

const none: BadgeRecords = {
  checkIns: [],
  profileCompletedAt: null,
  articlesFinished: [],
  perfectDoseDays: [],
  currentStreak: 0,
};
const byId = (records: Partial<BadgeRecords>) =>
  Object.fromEntries(badgeStates({ ...none, ...records }).map((b) => [b.id, b]));

describe('badges', () => {
  it('a new patient: all eight locked, no progress, nothing made up', () => {
    const badges = badgeStates(none);
    expect(badges).toHaveLength(8);
    expect(badges.every((b) => b.unlockedAt === null && b.progress === 0)).toBe(true);
  });

  it('first check-in: unlocked at the earliest one, whatever the order given', () => {
    const badges = byId({ checkIns: [at('2026-11-20'), at('2026-11-03', 23)] });
    expect(badges['first-check-in']).toMatchObject({ unlockedAt: at('2026-11-03', 23) });
  });

  it('a 7-day streak unlocks on the seventh day and keeps that date after a gap', () => {
    const run = days('2026-11-01', 8).map((d) => at(d));
    const later = [...run, at('2026-11-20')];
    const badges = byId({ checkIns: later, currentStreak: 1 });
    expect(badges['streak-7']).toMatchObject({ unlockedAt: at('2026-11-07'), progress: 7 });
    // The 14-day badge is locked: a missed day reset the streak, so the progress is 1.
    expect(badges['streak-14']).toMatchObject({ unlockedAt: null, progress: 1, target: 14 });
  });

  it('counts Hong Kong days: 23:30 and 00:30 Hong Kong time are two days in a row', () => {
    const checkIns = [
      ...days('2026-11-01', 5).map((d) => at(d)),
      new Date('2026-11-06T15:30:00Z'), // 23:30 on the 6th in Hong Kong
      new Date('2026-11-06T16:30:00Z'), // 00:30 on the 7th in Hong Kong
    ];
    expect(byId({ checkIns })['streak-7'].unlockedAt).toEqual(new Date('2026-11-06T16:30:00Z'));
  });

  it('two check-ins on a day count once toward a streak', () => {
    const checkIns = [...days('2026-11-01', 6).map((d) => at(d)), at('2026-11-06', 20)];
    expect(byId({ checkIns })['streak-7'].unlockedAt).toBeNull();
  });

  it('profile, five articles, and seven perfect dose days in a row', () => {
    const articles = days('2026-11-01', 6).map((d) => at(d));
    const doseDays = [...days('2026-11-01', 3), ...days('2026-11-05', 7)].map((day) => ({
      day,
      at: at(day, 21),
    }));
    const badges = byId({
      profileCompletedAt: at('2026-10-30'),
      articlesFinished: articles.slice(0, 4),
      perfectDoseDays: doseDays,
    });
    expect(badges['profile-complete'].unlockedAt).toEqual(at('2026-10-30'));
    expect(badges['articles-5']).toMatchObject({ unlockedAt: null, progress: 4, target: 5 });
    expect(badges['doses-7'].unlockedAt).toEqual(at('2026-11-11', 21));
    expect(byId({ articlesFinished: articles })['articles-5'].unlockedAt).toEqual(at('2026-11-05'));
    expect(byId({ perfectDoseDays: doseDays.slice(0, 5) })['doses-7'].progress).toBe(2);
  });
});

describe('rank-ups and recent achievements', () => {
  it('a rank is reached when the running total crosses its threshold', () => {
    const ledger = [
      { points: 450, at: at('2026-11-01') },
      { points: 100, at: at('2026-11-03') },
      { points: 50, at: at('2026-11-02') },
      { points: 1500, at: at('2026-11-04') },
    ];
    expect(rankUps(ledger).map((r) => [r.kind === 'rank' && r.rank.name.en, r.at])).toEqual([
      ['Explorer', at('2026-11-02')],
      ['Achiever', at('2026-11-04')],
      ['Wellness Warrior', at('2026-11-04')],
    ]);
    expect(rankUps([])).toEqual([]);
  });

  it('the three latest unlocks or rank-ups, newest first', () => {
    const badges = badgeStates({
      ...none,
      checkIns: days('2026-11-01', 7).map((d) => at(d)),
      profileCompletedAt: at('2026-10-30'),
    });
    const ranks = rankUps([{ points: 600, at: at('2026-11-05') }]);
    expect(
      recentAchievements(badges, ranks).map((a) => (a.kind === 'badge' ? a.badge : 'rank')),
    ).toEqual(['streak-7', 'rank', 'first-check-in']);
  });
});
