import { describe, expect, it } from 'vitest';
import { calendarColours, notableEvents, trendCard, type NotableEvent } from './monthly-view';
import { checkInOn as checkIn } from './test-fixtures';

describe('calendar colours', () => {
  it('colours by the highest grade of all the day’s check-ins, in Hong Kong days', () => {
    const colours = calendarColours(
      [
        checkIn('2026-11-01', { grades: [0, 1] }),
        checkIn('2026-11-02', { grades: [2] }),
        checkIn('2026-11-03', { grades: [1] }, '08:00'),
        checkIn('2026-11-03', { grades: [] }, '20:00'),
        checkIn('2026-11-03', { grades: [4] }, '12:00'),
        checkIn('2026-11-04', { grades: [] }),
        // 07:30 on the 6th in Hong Kong is the 5th in UTC
        checkIn('2026-11-06', { grades: [3] }, '07:30'),
      ],
      { from: '2026-11-01', to: '2026-11-06' },
    );
    expect(colours).toEqual({
      '2026-11-01': 'mild',
      '2026-11-02': 'moderate',
      '2026-11-03': 'severe',
      '2026-11-04': 'mild',
      '2026-11-05': 'not_logged',
      '2026-11-06': 'severe',
    });
  });
});

describe('trend cards', () => {
  const month = { from: '2026-11-01', to: '2026-11-30' };
  it.each([
    ['mood up by 0.5', 'mood', [3, 3], [3.5, 3.5], 'up', false],
    ['mood down by 0.6', 'mood', [4, 4], [3.4, 3.4], 'down', false],
    ['energy within half a point', 'energy', [2, 3], [3, 2.6], 'stable', false],
    ['sleep without data last period', 'sleep', [], [4], 'stable', true],
    ['pain down by a full point', 'pain', [6, 6], [5, 5], 'down', false],
    ['pain up by 0.9 is stable', 'pain', [5], [5.9], 'stable', false],
    ['pain with no data at all', 'pain', [], [], 'stable', true],
  ] as const)('%s', (_label, measure, before, now, direction, notEnoughData) => {
    const checkIns = [
      // October 2026 has 31 days: the period before a 30-day November is Oct 2..31
      ...before.map((v, i) => checkIn(`2026-10-${10 + i}`, { [measure]: v })),
      ...now.map((v, i) => checkIn(`2026-11-${10 + i}`, { [measure]: v })),
    ];
    expect(trendCard(checkIns, measure, month)).toMatchObject({ direction, notEnoughData });
  });

  it('takes a day’s latest recorded value once, not every check-in', () => {
    const checkIns = [
      checkIn('2026-10-10', { mood: 3 }),
      checkIn('2026-11-10', { mood: 1 }, '08:00'),
      checkIn('2026-11-10', { mood: 4 }, '18:00'),
      checkIn('2026-11-10', { mood: null }, '22:00'),
    ];
    expect(trendCard(checkIns, 'mood', month)).toMatchObject({
      current: 4,
      previous: 3,
      direction: 'up',
    });
  });
});

describe('notable events', () => {
  const at = (text: string) => new Date(`${text}T10:00:00+08:00`);
  const events: NotableEvent[] = [
    { kind: 'medication_prescribed', at: at('2026-11-02') },
    { kind: 'alert', at: at('2026-11-05'), level: 'YELLOW' },
    { kind: 'alert', at: at('2026-11-06'), level: 'RED' },
    { kind: 'doctor_message', at: at('2026-11-07') },
    { kind: 'appointment_cancelled', at: at('2026-12-01') },
  ];
  it('keeps the period’s events newest first, alerts from ORANGE up', () => {
    const list = notableEvents(events, { start: at('2026-11-01'), end: at('2026-12-01') });
    expect(list.map((e) => e.kind)).toEqual(['doctor_message', 'alert', 'medication_prescribed']);
    expect(
      notableEvents(events, { start: at('2026-11-01'), end: at('2026-12-02') }, 2),
    ).toHaveLength(2);
  });
});
