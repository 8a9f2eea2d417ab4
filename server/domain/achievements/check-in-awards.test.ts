import { describe, expect, it } from 'vitest';
import { checkInAwards } from './check-in-awards';

const at = (day: string, hour = 10) =>
  new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+08:00`);
const run = (first: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    at(new Date(Date.parse(`${first}T12:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10)),
  );

describe('XP for a finished check-in', () => {
  it('the day’s check-in, keyed by the Hong Kong day', () => {
    const late = new Date('2026-11-20T16:30:00Z'); // 00:30 on the 21st in Hong Kong
    expect(checkInAwards([late], late)).toEqual([
      { kind: 'CHECK_IN_DAY', key: 'check-in-day:2026-11-21', points: 50 },
    ]);
  });

  it('a streak reaching 7 days earns its milestone, keyed by the streak’s first day', () => {
    const checkIns = run('2026-11-01', 7);
    expect(checkInAwards(checkIns, checkIns.at(-1)!).map((a) => a.key)).toEqual([
      'check-in-day:2026-11-07',
      'streak:2026-11-01:7',
    ]);
    const eighth = [...checkIns, at('2026-11-08')];
    expect(checkInAwards(eighth, at('2026-11-08'))).toHaveLength(1);
  });

  it('a second check-in on the milestone day gives the same keys (awarded once)', () => {
    const checkIns = [...run('2026-11-01', 7), at('2026-11-07', 20)];
    expect(checkInAwards(checkIns, at('2026-11-07', 20)).map((a) => a.key)).toEqual([
      'check-in-day:2026-11-07',
      'streak:2026-11-01:7',
    ]);
  });
});
