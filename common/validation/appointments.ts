// Appointment rules, checked by the scheduler form (Formik) and again by the server. The
// rules that need the clock, the doctor's calendar and other bookings are the server's
// (server/domain/appointments/slot-rules.ts).
import * as yup from 'yup';
import './locale';
import { APPOINTMENT_SLOTS, normaliseSlotTime } from '../appointments';
import type { ValidationMessageId } from './messages';

const m = (id: ValidationMessageId) => id;

export const REASON_MAX = 500;
/** A doctor's unavailable slots are set for one date at a time. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1;
}

const text = () => yup.string().transform((v: unknown) => (typeof v === 'string' ? v.trim() : v));
const chosen = m('select_doctor_date_time');

export const appointmentFields = {
  doctorId: text().required(chosen).max(64, chosen),
  date: yup
    .string()
    .required(chosen)
    .test('date', chosen, (v) => v == null || isCalendarDate(v)),
  time: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? normaliseSlotTime(v) : v))
    .required(chosen)
    .oneOf([...APPOINTMENT_SLOTS], chosen),
  reason: text().required(m('reason_required')).max(REASON_MAX, m('reason_too_long')),
};

/** A booking or a reschedule: doctor, date, time and the reason for the visit. */
export const appointmentSchema = yup.object(appointmentFields).noUnknown(true, m('invalid_choice'));
export type AppointmentInput = yup.InferType<typeof appointmentSchema>;

// A doctor marking a day away chose no doctor or time: the booking's message would not fit.
const comingDate = m('choose_coming_date');

/** A doctor's unavailability on one date: the whole day, or some of the slots. */
export const unavailabilitySchema = yup
  .object({
    date: yup
      .string()
      .required(comingDate)
      .test('date', comingDate, (v) => v == null || isCalendarDate(v)),
    allDay: yup.boolean().required(m('invalid_choice')),
    times: yup
      .array(appointmentFields.time.clone())
      .max(APPOINTMENT_SLOTS.length, m('invalid_choice'))
      .required(m('invalid_choice')),
  })
  .noUnknown(true, m('invalid_choice'));
