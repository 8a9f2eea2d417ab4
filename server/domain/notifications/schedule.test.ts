import { describe, expect, it } from 'vitest';
import {
  isReminderDay,
  messageSlot,
  reminderSlot,
  updateSlot,
  wellnessUpdateFor,
} from './schedule';

// 2026-11-23 is a Monday; Hong Kong is UTC+8.
const at = (iso: string) => new Date(iso);

describe('notification schedule', () => {
  it('reminds daily, every second day, or on Mondays, at 09:00 Hong Kong time', () => {
    expect(reminderSlot('p', 'daily', at('2026-11-24T20:00:00Z'))).toEqual({
      key: 'p:2026-11-25', // 04:00 on the 25th in Hong Kong
      runAt: at('2026-11-25T01:00:00Z'),
    });
    const everyOther = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'].map((d) =>
      isReminderDay('every_2_days', d),
    );
    expect(everyOther.filter(Boolean)).toHaveLength(2);
    expect(everyOther[0]).not.toBe(everyOther[1]);
    expect(isReminderDay('weekly', '2026-11-23')).toBe(true);
    expect(isReminderDay('weekly', '2026-11-24')).toBe(false);
    expect(reminderSlot('p', 'off', at('2026-11-23T01:00:00Z'))).toBeNull();
  });

  it('sends wellness updates about the period just ended', () => {
    expect(wellnessUpdateFor('daily', '2026-11-23')?.range).toEqual({
      from: '2026-11-22',
      to: '2026-11-22',
    });
    expect(wellnessUpdateFor('weekly', '2026-11-23')?.range).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
    });
    expect(wellnessUpdateFor('weekly', '2026-11-24')).toBeNull();
    expect(wellnessUpdateFor('monthly', '2026-12-01')?.range).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(wellnessUpdateFor('monthly', '2026-11-30')).toBeNull();
    expect(updateSlot('p', 'weekly', at('2026-11-23T00:30:00Z'))?.runAt).toEqual(
      at('2026-11-23T00:00:00Z'),
    );
  });

  it('mails doctor messages at once, at the end of the hour, or the next morning at 08:00', () => {
    const sent = at('2026-11-23T15:20:00Z'); // 23:20 in Hong Kong
    expect(messageSlot('p', 'm1', 'immediately', sent)).toEqual({ key: 'p:m:m1', runAt: sent });
    expect(messageSlot('p', 'm1', 'hourly_digest', sent)?.runAt).toEqual(
      at('2026-11-23T16:00:00Z'),
    );
    expect(messageSlot('p', 'm2', 'hourly_digest', at('2026-11-23T15:59:00Z'))?.key).toBe(
      messageSlot('p', 'm1', 'hourly_digest', sent)?.key,
    );
    expect(messageSlot('p', 'm1', 'daily_digest', sent)).toEqual({
      key: 'p:d:2026-11-23',
      runAt: at('2026-11-24T00:00:00Z'),
    });
    expect(messageSlot('p', 'm1', 'off', sent)).toBeNull();
  });
});
