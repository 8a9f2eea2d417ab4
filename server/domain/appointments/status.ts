// What an appointment is to the people who see it: only a cancellation is stored; a booked
// appointment is upcoming until its time, then completed.
import type { AppointmentTab } from '#common/appointments';

export function appointmentTab(
  appointment: { status: 'BOOKED' | 'CANCELLED'; startsAt: Date },
  now: Date,
): AppointmentTab {
  if (appointment.status === 'CANCELLED') return 'CANCELLED';
  return appointment.startsAt.getTime() <= now.getTime() ? 'COMPLETED' : 'UPCOMING';
}
