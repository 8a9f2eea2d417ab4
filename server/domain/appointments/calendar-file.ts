// The .ics file attached to appointment e-mails (iCalendar, RFC 5545, by ical-generator).
// One event per appointment, with the appointment's id as UID and its change counter as
// SEQUENCE: a calendar that imported the confirmation replaces the event on a reschedule
// and removes it on a cancellation.
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { MailAttachment } from '../../mail/mailer';

/** A slot lasts until the next one at the earliest. */
export const APPOINTMENT_MINUTES = 30;

export type CalendarAppointment = {
  id: string;
  startsAt: Date;
  sequence: number;
  cancelled: boolean;
  summary: string;
  description: string;
  location: string;
};

export function appointmentCalendarFile(
  appointment: CalendarAppointment,
  organizer: { name: string; email: string },
): MailAttachment {
  const method = appointment.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH;
  const calendar = ical({ prodId: { company: 'Florence Care', product: 'Appointments' }, method });
  calendar.createEvent({
    id: `${appointment.id}@florence-care`,
    sequence: appointment.sequence,
    start: appointment.startsAt,
    end: new Date(appointment.startsAt.getTime() + APPOINTMENT_MINUTES * 60_000),
    summary: appointment.summary,
    description: appointment.description,
    location: appointment.location,
    organizer,
    status: appointment.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return {
    filename: 'appointment.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: calendar.toString(),
  };
}
