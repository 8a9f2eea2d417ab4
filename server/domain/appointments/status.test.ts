import { describe, expect, it } from 'vitest';
import { appointmentTab } from './status';

describe('an appointment’s tab', () => {
  const now = new Date('2026-11-23T02:00:00Z');
  it('is upcoming before its time, completed from it, cancelled whenever cancelled', () => {
    const later = new Date('2026-11-23T02:30:00Z');
    expect(appointmentTab({ status: 'BOOKED', startsAt: later }, now)).toBe('UPCOMING');
    expect(appointmentTab({ status: 'BOOKED', startsAt: now }, now)).toBe('COMPLETED');
    expect(appointmentTab({ status: 'CANCELLED', startsAt: later }, now)).toBe('CANCELLED');
    expect(appointmentTab({ status: 'CANCELLED', startsAt: new Date(0) }, now)).toBe('CANCELLED');
  });
});
