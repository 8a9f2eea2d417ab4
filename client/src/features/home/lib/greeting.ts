export type DayPeriod = 'morning' | 'afternoon' | 'evening' | 'night';

/** 04:00-11:59 morning, 12:00-16:59 afternoon, 17:00-20:59 evening, otherwise night. */
export function dayPeriod(hour: number): DayPeriod {
  if (hour >= 4 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 21) return 'evening';
  return 'night';
}
