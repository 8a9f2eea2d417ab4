// Reading appointments and the doctors a patient may book. Each read checks who asks:
// a patient sees their own appointments and their care team, a doctor their own schedule.
import type { Prisma } from '../../generated/prisma/client.ts';
import { accessOf } from '../access/access-policy';
import type { Viewing } from '../service-context';

// `selection` is the GraphQL selection (Pothos' Prisma plugin), so relations load in one query.
type Selection<Include, Select> = { include?: Include; select?: Select };
type AppointmentSelection = Selection<Prisma.AppointmentInclude, Prisma.AppointmentSelect>;

// A person's appointments are read on one screen; a year of weekly visits fits.
const APPOINTMENT_LIMIT = 200;

/** The doctors the signed-in patient may book: their care team. */
export async function careTeamDoctors(
  ctx: Viewing,
  selection: Selection<Prisma.UserInclude, Prisma.UserSelect> = {},
) {
  return ctx.prisma.user.findMany({
    ...selection,
    where: await accessOf(ctx).careTeamDoctorsWhere(),
    orderBy: { username: 'asc' },
  });
}

/** A patient's own appointments, or a doctor's own schedule; soonest first. */
export async function visibleAppointments(ctx: Viewing, selection: AppointmentSelection = {}) {
  const access = accessOf(ctx);
  const rows = await ctx.prisma.appointment.findMany({
    ...selection,
    where: await access.appointmentsWhere(),
    orderBy: { startsAt: 'asc' },
    take: APPOINTMENT_LIMIT,
  });
  access.listed(rows.map((row) => row.patientId));
  return rows;
}

/** One appointment the viewer may see; else NOT_FOUND, as for a missing one. */
export async function visibleAppointment(
  ctx: Viewing,
  input: { appointmentId: string },
  selection: AppointmentSelection = {},
) {
  const { id } = await accessOf(ctx).appointment(input.appointmentId);
  return ctx.prisma.appointment.findUniqueOrThrow({ ...selection, where: { id } });
}
