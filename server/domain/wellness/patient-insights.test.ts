import { describe, expect, it } from 'vitest';
import { patientInsights } from './patient-insights';
import { checkInOn } from './test-fixtures';
import type { DoseWithStatus } from './adherence';

const now = new Date('2026-11-22T20:00:00+08:00');
const dose = (day: string, status: DoseWithStatus['status']): DoseWithStatus => ({
  day,
  time: '08:00',
  at: new Date(`${day}T08:00:00+08:00`),
  status,
});

describe('patient insights', () => {
  it('says nothing made up for a patient with no records', () => {
    expect(patientInsights({ checkIns: [], doses: [], moodTrend: 'stable', now })).toEqual([]);
  });

  it('links better mood to good nights when the records show it', () => {
    const checkIns = [
      checkInOn('2026-11-18', { mood: 4, sleep: 5 }),
      checkInOn('2026-11-19', { mood: 2, sleep: 1 }),
      checkInOn('2026-11-20', { mood: 5, sleep: 4 }),
      checkInOn('2026-11-21', { mood: 3, sleep: 2 }),
    ];
    const insights = patientInsights({ checkIns, doses: [], moodTrend: 'stable', now });
    expect(insights).toEqual([{ key: 'mood_sleep', type: 'info', values: { gap: 2 } }]);
  });

  it('flags few check-ins, a mood boost and missed doses of the last seven days', () => {
    const insights = patientInsights({
      checkIns: [checkInOn('2026-11-21', { mood: 3, sleep: 3 }), checkInOn('2026-11-10')],
      doses: [
        dose('2026-11-20', 'missed'),
        dose('2026-11-21', 'missed'),
        dose('2026-11-12', 'missed'),
        dose('2026-11-22', 'taken'),
      ],
      moodTrend: 'improving',
      now,
    });
    expect(insights).toEqual([
      { key: 'low_activity', type: 'warning', values: { days: 1 } },
      { key: 'mood_boost', type: 'success', values: {} },
      { key: 'missed_medication', type: 'warning', values: { doses: 2 } },
    ]);
  });
});
