import { describe, expect, it } from 'vitest';
import { addDays, bookableDates, dateInZone, instantInZone, isTimeZone } from './clinic-calendar';

const HK = 'Asia/Hong_Kong';

describe('the clinic calendar', () => {
  it('reads the date in Hong Kong, eight hours ahead of UTC, on both sides of midnight', () => {
    expect(dateInZone(new Date('2026-11-23T15:59:59Z'), HK)).toBe('2026-11-23');
    expect(dateInZone(new Date('2026-11-23T16:00:00Z'), HK)).toBe('2026-11-24');
    // a UTC server just after its midnight is still on the same day in Hong Kong
    expect(dateInZone(new Date('2026-11-24T00:30:00Z'), HK)).toBe('2026-11-24');
  });

  it('turns a slot into the instant it happens', () => {
    expect(instantInZone('2026-11-24', '09:30', HK).toISOString()).toBe('2026-11-24T01:30:00.000Z');
    expect(instantInZone('2026-11-24', '15:00', HK).toISOString()).toBe('2026-11-24T07:00:00.000Z');
  });

  it('follows a configured zone across its daylight-saving change', () => {
    const london = 'Europe/London';
    expect(instantInZone('2026-03-28', '09:30', london).toISOString()).toBe(
      '2026-03-28T09:30:00.000Z',
    );
    expect(instantInZone('2026-03-30', '09:30', london).toISOString()).toBe(
      '2026-03-30T08:30:00.000Z',
    );
  });

  it('adds days across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('offers 13 dates from tomorrow: day 13 is the last, day 14 is not', () => {
    const dates = bookableDates(new Date('2026-11-23T04:00:00Z'), HK);
    expect(dates).toHaveLength(13);
    expect(dates[0]).toBe('2026-11-24');
    expect(dates.at(-1)).toBe('2026-12-06');
    expect(dates).not.toContain('2026-11-23');
    expect(dates).not.toContain('2026-12-07');
  });

  it('starts tomorrow by the clinic’s clock, not the server’s', () => {
    // 23:30 UTC on the 23rd is 07:30 on the 24th in Hong Kong
    expect(bookableDates(new Date('2026-11-23T23:30:00Z'), HK)[0]).toBe('2026-11-25');
  });

  it('knows a real zone from a typo', () => {
    expect(isTimeZone(HK)).toBe(true);
    expect(isTimeZone('Asia/HongKong')).toBe(false);
  });
});
