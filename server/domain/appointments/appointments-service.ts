// Booking, rescheduling and cancelling. Every rule is checked here, whatever the form
// did; the database's partial unique index (doctor, slot) among booked appointments is
// what makes two simultaneous bookings of one slot end with exactly one, on any number
// of server instances.
import { appointmentSchema } from '#common/validation/appointments';
import { Prisma } from '../../generated/prisma/client.ts';
import { AppError, validateInput } from '../../errors';
import { requireViewer, type Viewing } from '../service-context';
import { accessOf } from '../access/access-policy';
import { bookableDates, instantInZone } from './clinic-calendar';
import { doctorCalendar } from './calendar-data';
import { nowOf, type AppointmentDeps } from './deps';
import { announceAppointmentChange } from './notify';
import { scheduleOf, slotProblem } from './slot-rules';
import { appointmentTab } from './status';

const isSlotConflict = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/** The appointment as stored, if the patient owns it and it is still upcoming. */
async function ownUpcoming(ctx: Context, id: string) {
  const appointment = await accessOf(ctx).appointment(id);
  if (appointmentTab(appointment, nowOf(ctx)) !== 'UPCOMING')
    throw new AppError('APPOINTMENT_NOT_CHANGEABLE');
  return appointment;
}

/** The services' context: who asks, and what the appointment rules need. */
type Context = AppointmentDeps & Viewing;

/** The next 13 days of a care-team doctor, each slot free or not, for the scheduler. */
export async function appointmentSchedule(
  ctx: Context,
  input: { doctorId: string; reschedulingId?: string | null },
) {
  const { doctorId, reschedulingId } = input;
  await accessOf(ctx).careTeamDoctor(doctorId);
  const rescheduling = reschedulingId ? await ownUpcoming(ctx, reschedulingId) : undefined;
  const now = nowOf(ctx);
  const timeZone = ctx.config.clinicTimeZone;
  const calendar = await doctorCalendar(ctx.prisma, doctorId, bookableDates(now, timeZone));
  const ownSlot = rescheduling?.doctorId === doctorId ? rescheduling : undefined;
  return scheduleOf({ now, timeZone, calendar, rescheduling: ownSlot });
}

/** Checks the slot against the doctor's calendar; throws the rule's own error. */
async function assertSlotFree(
  deps: AppointmentDeps,
  input: { doctorId: string; date: string; time: string },
  rescheduling?: { id: string; doctorId: string; date: string; time: string },
) {
  const calendar = await doctorCalendar(deps.prisma, input.doctorId, [input.date]);
  const problem = slotProblem({
    date: input.date,
    time: input.time,
    now: nowOf(deps),
    timeZone: deps.config.clinicTimeZone,
    calendar,
    rescheduling: rescheduling?.doctorId === input.doctorId ? rescheduling : undefined,
  });
  if (problem) throw new AppError(problem);
}

export async function bookAppointment(ctx: Context, rawInput: unknown) {
  const patientId = await accessOf(ctx).self('APPOINTMENTS');
  const viewer = requireViewer(ctx);
  const input = validateInput(appointmentSchema, rawInput);
  await accessOf(ctx).careTeamDoctor(input.doctorId);
  await assertSlotFree(ctx, input);
  let appointment;
  try {
    appointment = await ctx.prisma.appointment.create({
      data: {
        ...input,
        patientId,
        startsAt: instantInZone(input.date, input.time, ctx.config.clinicTimeZone),
      },
    });
  } catch (error) {
    if (isSlotConflict(error)) throw new AppError('SLOT_TAKEN');
    throw error;
  }
  await announceAppointmentChange(ctx, appointment, 'BOOKED', { byUserId: viewer.userId });
  return appointment;
}

export async function rescheduleAppointment(
  ctx: Context,
  { appointmentId: id, appointment: rawInput }: { appointmentId: string; appointment: unknown },
) {
  await accessOf(ctx).self('APPOINTMENTS');
  const viewer = requireViewer(ctx);
  const input = validateInput(appointmentSchema, rawInput);
  const current = await ownUpcoming(ctx, id);
  await accessOf(ctx).careTeamDoctor(input.doctorId);
  await assertSlotFree(ctx, input, current);
  let changed;
  try {
    // Applies only while the appointment is still booked: a cancellation racing the
    // reschedule wins, and the reschedule is refused.
    changed = await ctx.prisma.appointment.updateMany({
      where: { id, status: 'BOOKED', sequence: current.sequence },
      data: {
        ...input,
        startsAt: instantInZone(input.date, input.time, ctx.config.clinicTimeZone),
        sequence: { increment: 1 },
      },
    });
  } catch (error) {
    if (isSlotConflict(error)) throw new AppError('SLOT_TAKEN');
    throw error;
  }
  if (!changed.count) throw new AppError('APPOINTMENT_NOT_CHANGEABLE');
  const appointment = await ctx.prisma.appointment.findUniqueOrThrow({ where: { id } });
  await announceAppointmentChange(ctx, appointment, 'RESCHEDULED', {
    byUserId: viewer.userId,
    previous: { date: current.date, time: current.time },
  });
  return appointment;
}

/** The patient cancels their own appointment, or the doctor one of their schedule. */
export async function cancelAppointment(
  ctx: Context,
  { appointmentId: id }: { appointmentId: string },
) {
  const viewer = requireViewer(ctx);
  const current = await accessOf(ctx).appointment(id);
  if (appointmentTab(current, nowOf(ctx)) !== 'UPCOMING')
    throw new AppError('APPOINTMENT_NOT_CHANGEABLE');
  const changed = await ctx.prisma.appointment.updateMany({
    where: { id, status: 'BOOKED' },
    data: {
      status: 'CANCELLED',
      cancelledAt: nowOf(ctx),
      cancelledById: viewer.userId,
      sequence: { increment: 1 },
    },
  });
  if (!changed.count) throw new AppError('APPOINTMENT_NOT_CHANGEABLE');
  const appointment = await ctx.prisma.appointment.findUniqueOrThrow({ where: { id } });
  await announceAppointmentChange(ctx, appointment, 'CANCELLED', { byUserId: viewer.userId });
  return appointment;
}
