import { describe, expect, it } from 'vitest';
import { appointmentsOfTab, mergeAppointment } from './appointment-list';

const make = (
  id: string,
  status: 'UPCOMING' | 'COMPLETED' | 'CANCELLED',
  startsAt: string,
  doctor = 'Dr. Mei Chan',
  reason = 'Follow-up',
) => ({
  id,
  status,
  startsAt,
  doctor,
  reason,
});
const list = [
  make('a', 'UPCOMING', '2026-11-30T02:00:00Z'),
  make('b', 'UPCOMING', '2026-11-25T02:00:00Z', 'Dr. Kenneth Wong', 'Chemo side effects'),
  make('c', 'COMPLETED', '2026-10-01T02:00:00Z'),
  make('d', 'COMPLETED', '2026-11-01T02:00:00Z'),
  make('e', 'CANCELLED', '2026-11-26T02:00:00Z', 'Dr. Mei Chan', '覆診'),
];
const searchable = (a: (typeof list)[number]) => [a.doctor, a.reason];

describe('an appointment tab', () => {
  it('shows its own status only, upcoming soonest first and the past newest first', () => {
    expect(appointmentsOfTab(list, 'UPCOMING', '', searchable).map((a) => a.id)).toEqual([
      'b',
      'a',
    ]);
    expect(appointmentsOfTab(list, 'COMPLETED', '', searchable).map((a) => a.id)).toEqual([
      'd',
      'c',
    ]);
    expect(appointmentsOfTab(list, 'CANCELLED', '', searchable).map((a) => a.id)).toEqual(['e']);
  });

  it('searches what the card shows, ignoring case and surrounding spaces', () => {
    expect(appointmentsOfTab(list, 'UPCOMING', '  WONG ', searchable).map((a) => a.id)).toEqual([
      'b',
    ]);
    expect(appointmentsOfTab(list, 'UPCOMING', 'chemo', searchable).map((a) => a.id)).toEqual([
      'b',
    ]);
    expect(appointmentsOfTab(list, 'CANCELLED', '覆診', searchable).map((a) => a.id)).toEqual([
      'e',
    ]);
    expect(appointmentsOfTab(list, 'UPCOMING', 'dentist', searchable)).toEqual([]);
  });

  it('takes a live change in place, and adds a new appointment', () => {
    const cancelled = { ...list[0], status: 'CANCELLED' as const };
    expect(mergeAppointment(list, cancelled).find((a) => a.id === 'a')?.status).toBe('CANCELLED');
    expect(mergeAppointment(list, make('z', 'UPCOMING', '2026-12-01T02:00:00Z'))).toHaveLength(6);
  });
});
