// The scheduler's rules (spec part 2, sections 4, 5 and 9) as pure functions: which dates
// and slots a patient may choose, and why a requested slot is refused. The form shows
// the same answers (from appointmentSchedule), the server applies them on every write,
// and the database's unique index settles two bookings of one slot at the same moment.
import { APPOINTMENT_SLOTS } from '#common/appointments';
import { isClinicDay } from '#common/clinic';
import { bookableDates, instantInZone } from './clinic-calendar';

/** A doctor's calendar as the rules need it. */
export type DoctorCalendar = {
  /** Dates (time null) and single slots on which the doctor takes no bookings. */
  unavailable: readonly { date: string; time: string | null }[];
  /** The doctor's appointments that are not cancelled. */
  booked: readonly { id: string; date: string; time: string }[];
};

export type SlotRequest = {
  date: string;
  time: string;
  now: Date;
  timeZone: string;
  calendar: DoctorCalendar;
  /**
   * The appointment being rescheduled: its own booking never blocks it, and the slot it
   * holds stays its own (so a patient may keep the slot and change only the reason).
   */
  rescheduling?: { id: string; date: string; time: string };
};

export type SlotProblem =
  'SLOT_IN_PAST' | 'DATE_NOT_BOOKABLE' | 'DOCTOR_UNAVAILABLE' | 'SLOT_TAKEN';

const unavailableDay = (calendar: DoctorCalendar, date: string) =>
  calendar.unavailable.some((entry) => entry.date === date && entry.time === null);

const unavailableSlot = (calendar: DoctorCalendar, date: string, time: string) =>
  calendar.unavailable.some((entry) => entry.date === date && entry.time === time);

const takenBy = (calendar: DoctorCalendar, date: string, time: string, except?: string) =>
  calendar.booked.some((b) => b.date === date && b.time === time && b.id !== except);

/** Why the slot cannot be booked, or null when it can. Checked in the order a person reads them. */
export function slotProblem(request: SlotRequest): SlotProblem | null {
  const { date, time, now, timeZone, calendar, rescheduling } = request;
  if (instantInZone(date, time, timeZone).getTime() <= now.getTime()) return 'SLOT_IN_PAST';
  const keepsOwnSlot = rescheduling?.date === date && rescheduling.time === time;
  if (keepsOwnSlot) return null;
  if (!bookableDates(now, timeZone).includes(date)) return 'DATE_NOT_BOOKABLE';
  if (unavailableDay(calendar, date) || unavailableSlot(calendar, date, time))
    return 'DOCTOR_UNAVAILABLE';
  // The clinic is open Monday to Friday: the scheduler shows its weekends closed.
  if (!isClinicDay(date)) return 'DATE_NOT_BOOKABLE';
  if (takenBy(calendar, date, time, rescheduling?.id)) return 'SLOT_TAKEN';
  return null;
}

export type ScheduleDay = {
  date: string;
  /** False on a day the doctor is away or with no free slot: it cannot be chosen. */
  available: boolean;
  slots: { time: string; available: boolean }[];
};

/** The bookable dates with each slot's state, for the scheduler. */
export function scheduleOf(request: Omit<SlotRequest, 'date' | 'time'>): ScheduleDay[] {
  return bookableDates(request.now, request.timeZone).map((date) => {
    const slots = APPOINTMENT_SLOTS.map((time) => ({
      time,
      available: slotProblem({ ...request, date, time }) === null,
    }));
    return { date, available: slots.some((slot) => slot.available), slots };
  });
}
