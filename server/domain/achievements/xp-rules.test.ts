import { describe, expect, it } from 'vitest';
import {
  articleAward,
  assessmentAward,
  checkInDayAward,
  doseAward,
  rankFor,
  streakAward,
} from './xp-rules';

describe('what earns XP', () => {
  it('gives each event its points and a key that makes it count once', () => {
    expect(checkInDayAward('2026-11-23')).toEqual({
      kind: 'CHECK_IN_DAY',
      key: 'check-in-day:2026-11-23',
      points: 50,
    });
    expect(articleAward(3)).toMatchObject({ key: 'article:3', points: 20 });
    expect(assessmentAward()).toMatchObject({ key: 'profile-assessment', points: 100 });
  });

  it('rewards a streak at 7, 14, 21 and 25 days only, again for a new streak', () => {
    expect([6, 7, 8, 14, 21, 25, 28].map((n) => streakAward(n, '2026-11-01')?.points ?? 0)).toEqual(
      [0, 100, 0, 100, 100, 100, 0],
    );
    expect(streakAward(7, '2026-11-01')!.key).not.toBe(streakAward(7, '2026-12-01')!.key);
  });

  it('caps taken doses at 20 XP a day', () => {
    expect([0, 1, 2, 3, 4, 9].map((n) => doseAward('d', n)?.points ?? 0)).toEqual([
      5, 5, 5, 5, 0, 0,
    ]);
  });
});

describe('ranks', () => {
  it('follow the total, with the bar between this rank and the next', () => {
    expect(rankFor(0)).toMatchObject({ rank: { from: 0 }, nextAt: 500, progress: 0 });
    expect(rankFor(499).rank.name.en).toBe('Newcomer');
    expect(rankFor(500).rank.name.en).toBe('Explorer');
    expect(rankFor(2450)).toMatchObject({ nextAt: 3000, progress: 0.45 });
    expect(rankFor(2450).rank.name).toEqual({ en: 'Wellness Warrior', 'zh-HK': '健康戰士' });
    expect(rankFor(7200)).toMatchObject({ nextAt: null, progress: 1 });
    expect(rankFor(-5).totalXp).toBe(0);
  });
});
