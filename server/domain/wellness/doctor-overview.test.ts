import { describe, expect, it } from 'vitest';
import {
  changePercent,
  comparisonWindows,
  healthStatus,
  recentActivity,
  type Activity,
} from './doctor-overview';

describe('change percent', () => {
  it.each([
    [0, 0, { kind: 'percent', value: 0 }],
    [3, 0, { kind: 'new' }],
    [3, 2, { kind: 'percent', value: 50 }],
    [1, 3, { kind: 'percent', value: -67 }],
    [0, 4, { kind: 'percent', value: -100 }],
    [5, 5, { kind: 'percent', value: 0 }],
  ])('%s against %s', (current, previous, expected) => {
    expect(changePercent(current, previous)).toEqual(expected);
  });

  it('compares the last 7 days with the 7 before', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const { current, previous } = comparisonWindows(now);
    expect(current.start.toISOString()).toBe('2026-11-14T12:00:00.000Z');
    expect(previous.start.toISOString()).toBe('2026-11-07T12:00:00.000Z');
    expect(previous.end).toEqual(current.start);
  });
});

describe('recent activity', () => {
  const a = (kind: Activity['kind'], iso: string, id: string): Activity => ({
    kind,
    at: new Date(iso),
    patientId: 'p',
    id,
  });
  it('merges the kinds newest first and keeps the limit', () => {
    const list = recentActivity(
      [
        [a('report', '2026-11-20T10:00:00Z', 'r1'), a('report', '2026-11-18T10:00:00Z', 'r2')],
        [a('alert', '2026-11-21T10:00:00Z', 'a1')],
        [a('prescription', '2026-11-19T10:00:00Z', 'm1')],
        [],
      ],
      3,
    );
    expect(list.map((x) => x.id)).toEqual(['a1', 'r1', 'm1']);
  });
});

describe('health status', () => {
  it.each([
    ['no check-in yet', null, [], { kind: 'no_data' }],
    ['green, nothing open', 'GREEN', ['INFO'], { kind: 'stable' }],
    ['yellow with a caution alert', 'YELLOW', ['CAUTION'], { kind: 'stable' }],
    [
      'yellow but an urgent alert is open',
      'YELLOW',
      ['URGENT'],
      { kind: 'level', level: 'YELLOW' },
    ],
    ['orange', 'ORANGE', [], { kind: 'level', level: 'ORANGE' }],
    ['red', 'RED', ['CRITICAL'], { kind: 'level', level: 'RED' }],
  ] as const)('%s', (_label, level, alerts, expected) => {
    expect(healthStatus(level, alerts)).toEqual(expected);
  });
});
