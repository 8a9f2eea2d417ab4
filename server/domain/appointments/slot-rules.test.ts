import { describe, expect, it } from 'vitest';
import { APPOINTMENT_SLOTS } from '#common/appointments';
import { scheduleOf, slotProblem, type DoctorCalendar } from './slot-rules';

const HK = 'Asia/Hong_Kong';
// Monday 23 November 2026, 10:00 in Hong Kong
const now = new Date('2026-11-23T02:00:00Z');
const empty: DoctorCalendar = { unavailable: [], booked: [] };
const ask = (date: string, time: string, calendar = empty, extra = {}) =>
  slotProblem({ date, time, now, timeZone: HK, calendar, ...extra });

describe('a requested slot', () => {
  it('is bookable from tomorrow to the 13th day, Monday to Friday', () => {
    expect(ask('2026-11-24', '09:30')).toBeNull();
    // Friday 4 December is the last weekday of the window that ends on Sunday the 6th
    expect(ask('2026-12-04', '15:00')).toBeNull();
  });

  it('is refused on a Saturday or Sunday: the clinic is closed', () => {
    expect(ask('2026-11-28', '10:00')).toBe('DATE_NOT_BOOKABLE');
    expect(ask('2026-12-06', '15:00')).toBe('DATE_NOT_BOOKABLE');
  });

  it('is refused on the 14th day and beyond', () => {
    expect(ask('2026-12-07', '09:30')).toBe('DATE_NOT_BOOKABLE');
    expect(ask('2027-01-15', '09:30')).toBe('DATE_NOT_BOOKABLE');
  });

  it('is refused when it has passed, and later today is outside the window too', () => {
    expect(ask('2026-11-23', '09:30')).toBe('SLOT_IN_PAST');
    expect(ask('2025-11-24', '09:30')).toBe('SLOT_IN_PAST');
    expect(ask('2026-11-23', '15:00')).toBe('DATE_NOT_BOOKABLE');
  });

  it('moves with the clinic’s midnight: at 23:59 tomorrow is still the 24th', () => {
    const late = new Date('2026-11-23T15:59:00Z');
    expect(
      slotProblem({ date: '2026-12-04', time: '09:30', now: late, timeZone: HK, calendar: empty }),
    ).toBeNull();
    expect(
      slotProblem({ date: '2026-12-07', time: '09:30', now: late, timeZone: HK, calendar: empty }),
    ).toBe('DATE_NOT_BOOKABLE');
    const midnight = new Date('2026-11-23T16:00:00Z');
    expect(
      slotProblem({
        date: '2026-11-24',
        time: '09:30',
        now: midnight,
        timeZone: HK,
        calendar: empty,
      }),
    ).toBe('DATE_NOT_BOOKABLE');
    expect(
      slotProblem({
        date: '2026-12-07',
        time: '09:30',
        now: midnight,
        timeZone: HK,
        calendar: empty,
      }),
    ).toBeNull();
  });

  it('is refused on a day or at a time the doctor is away', () => {
    const calendar: DoctorCalendar = {
      unavailable: [
        { date: '2026-11-25', time: null },
        { date: '2026-11-26', time: '10:00' },
      ],
      booked: [],
    };
    expect(ask('2026-11-25', '15:00', calendar)).toBe('DOCTOR_UNAVAILABLE');
    expect(ask('2026-11-26', '10:00', calendar)).toBe('DOCTOR_UNAVAILABLE');
    expect(ask('2026-11-26', '10:30', calendar)).toBeNull();
  });

  it('is refused when another appointment holds it', () => {
    const calendar: DoctorCalendar = {
      unavailable: [],
      booked: [{ id: 'a1', date: '2026-11-24', time: '10:00' }],
    };
    expect(ask('2026-11-24', '10:00', calendar)).toBe('SLOT_TAKEN');
    expect(ask('2026-11-24', '10:30', calendar)).toBeNull();
  });

  it('is free to the appointment being rescheduled, which may keep its own slot', () => {
    const calendar: DoctorCalendar = {
      unavailable: [{ date: '2026-11-24', time: '10:00' }],
      booked: [{ id: 'mine', date: '2026-11-24', time: '10:00' }],
    };
    const rescheduling = { id: 'mine', date: '2026-11-24', time: '10:00' };
    expect(ask('2026-11-24', '10:00', calendar, { rescheduling })).toBeNull();
    // another appointment moving there is refused: the doctor is away, and it is taken
    const other = { id: 'other', date: '2026-11-24', time: '10:30' };
    expect(ask('2026-11-24', '10:00', calendar, { rescheduling: other })).toBe(
      'DOCTOR_UNAVAILABLE',
    );
    const booked = { unavailable: [], booked: calendar.booked };
    expect(ask('2026-11-24', '10:00', booked, { rescheduling: other })).toBe('SLOT_TAKEN');
    // and moving within the same day to a free slot is fine
    expect(ask('2026-11-24', '11:00', booked, { rescheduling })).toBeNull();
  });
});

describe('the schedule the scheduler shows', () => {
  it('lists 13 dates with the seven slots each, disabling away days and taken slots', () => {
    const calendar: DoctorCalendar = {
      unavailable: [
        { date: '2026-11-24', time: null },
        { date: '2026-11-25', time: '09:30' },
      ],
      booked: [{ id: 'b', date: '2026-11-25', time: '13:00' }],
    };
    const days = scheduleOf({ now, timeZone: HK, calendar });
    expect(days).toHaveLength(13);
    expect(days[0]).toMatchObject({ date: '2026-11-24', available: false });
    expect(days[0].slots.every((slot) => !slot.available)).toBe(true);
    expect(days[1].slots.map((slot) => slot.time)).toEqual([...APPOINTMENT_SLOTS]);
    expect(days[1].slots.filter((slot) => !slot.available).map((slot) => slot.time)).toEqual([
      '09:30',
      '13:00',
    ]);
    expect(days[1].available).toBe(true);
  });

  it('closes a date whose every slot is taken', () => {
    const booked = APPOINTMENT_SLOTS.map((time, i) => ({ id: `b${i}`, date: '2026-11-27', time }));
    const day = scheduleOf({ now, timeZone: HK, calendar: { unavailable: [], booked } }).find(
      (d) => d.date === '2026-11-27',
    );
    expect(day?.available).toBe(false);
  });
});
