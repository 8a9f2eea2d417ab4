// Check-ins as the wellness tests write them: a Hong Kong day and time, and what differs.
import type { CheckInRecord } from './types';

export const checkInAt = (instant: string, over: Partial<CheckInRecord> = {}): CheckInRecord => ({
  finishedAt: new Date(instant),
  grades: [],
  mood: null,
  energy: null,
  sleep: null,
  pain: null,
  hoursSlept: null,
  symptoms: [],
  ...over,
});

/** A check-in finished at `time` Hong Kong time on `day`. */
export const checkInOn = (day: string, over: Partial<CheckInRecord> = {}, time = '10:00') =>
  checkInAt(`${day}T${time}:00+08:00`, over);
