// Appointments: the patient's care-team doctors, the scheduler's calendar, booking,
// rescheduling and cancelling, the doctor's schedule and unavailability, and the live
// changes both sides see.
import { APPOINTMENT_TABS } from '#common/appointments';
import { builder } from './builder';
import { CareTeamDoctorRef, CareTeamPatientRef } from './care-team';
import {
  appointmentSchedule,
  bookAppointment,
  cancelAppointment,
  rescheduleAppointment,
} from '../domain/appointments/appointments-service';
import { appointmentTab } from '../domain/appointments/status';
import { myUnavailability, setUnavailability } from '../domain/appointments/unavailability-service';
import { visibleAppointment, visibleAppointments } from '../domain/appointments/appointment-reads';
import { whileSignedIn } from './signed-in-events';
import { accessOf } from '../domain/access/access-policy';
import type { Context } from '../context';

const TAB_MEANING: Record<(typeof APPOINTMENT_TABS)[number], string> = {
  UPCOMING: 'booked, its time not reached',
  COMPLETED: 'booked, its time passed',
  CANCELLED: 'cancelled by the patient or the doctor',
};
const TabEnum = builder.enumType('AppointmentStatus', {
  description: 'UPCOMING until its time, then COMPLETED; CANCELLED whenever it was cancelled',
  values: Object.fromEntries(
    APPOINTMENT_TABS.map((tab) => [tab, { description: TAB_MEANING[tab] }]),
  ) as Record<(typeof APPOINTMENT_TABS)[number], { description: string }>,
});

builder.prismaObject('Appointment', {
  description: 'A clinic visit: read by its patient and its doctor.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'opaque and stable' }),
    date: t.exposeString('date', { description: 'the clinic’s calendar date, YYYY-MM-DD' }),
    time: t.exposeString('time', { description: 'the slot, HH:MM (24 hours)' }),
    startsAt: t.expose('startsAt', {
      type: 'DateTime',
      description: 'date and time as an instant',
    }),
    reason: t.exposeString('reason', {
      description: 'the patient’s reason for the visit, as typed',
    }),
    status: t.field({
      type: TabEnum,
      description: 'upcoming, completed or cancelled, now',
      resolve: (a) => appointmentTab(a, new Date()),
    }),
    cancelledAt: t.expose('cancelledAt', {
      type: 'DateTime',
      nullable: true,
      description: 'when it was cancelled; null: not cancelled',
    }),
    cancelledByDoctor: t.boolean({
      description: 'true when the doctor cancelled it',
      resolve: (a) => a.status === 'CANCELLED' && a.cancelledById === a.doctorId,
    }),
    doctor: t.relation('doctor', { type: CareTeamDoctorRef, description: 'the doctor seen' }),
    patient: t.relation('patient', { type: CareTeamPatientRef, description: 'the patient' }),
  }),
});

const ScheduleSlot = builder.simpleObject('ScheduleSlot', {
  description: 'A bookable time of a day.',
  fields: (t) => ({
    time: t.string({ description: 'HH:MM, clinic time (09:30, 10:00 … 15:00)' }),
    available: t.boolean({ description: 'free to book' }),
  }),
});
const ScheduleDay = builder.simpleObject('ScheduleDay', {
  description: 'A day of a doctor’s bookable calendar.',
  fields: (t) => ({
    date: t.string({ description: 'YYYY-MM-DD, clinic calendar' }),
    available: t.boolean({ description: 'false: the doctor is away, or no slot is free' }),
    slots: t.field({ type: [ScheduleSlot], description: 'every slot of the day, in time order' }),
  }),
});
const UnavailableDay = builder.simpleObject('UnavailableDay', {
  description: 'A date on which the doctor is away, wholly or for some slots.',
  fields: (t) => ({
    date: t.string({ description: 'YYYY-MM-DD, clinic calendar' }),
    allDay: t.boolean({ description: 'away the whole day' }),
    times: t.stringList({ description: 'the unavailable slots when not the whole day' }),
  }),
});

const AppointmentInput = builder.inputType('AppointmentInput', {
  description: 'Every field is checked by the server, with the scheduler’s messages.',
  fields: (t) => ({
    doctorId: t.id({ required: false, description: 'a doctor of the patient’s care team' }),
    date: t.string({ required: false, description: 'YYYY-MM-DD' }),
    time: t.string({ required: false, description: 'a slot: 09:30, 10:00 … (09:30 AM accepted)' }),
    reason: t.string({ required: false, description: 'why the visit; required' }),
  }),
});
const UnavailabilityInput = builder.inputType('UnavailabilityInput', {
  description: 'The doctor’s unavailability on one date (it replaces what was set).',
  fields: (t) => ({
    date: t.string({ description: 'YYYY-MM-DD, today or later' }),
    allDay: t.boolean({ description: 'away the whole day' }),
    times: t.stringList({ description: 'slots, when not the whole day; [] clears the date' }),
  }),
});

/** GraphQL nulls mean "not given"; the shared rules then answer with their own message. */
const given = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value != null));

builder.queryFields((t) => ({
  appointments: t.prismaField({
    type: ['Appointment'],
    description: 'A patient’s own appointments, or a doctor’s own schedule; soonest first.',
    authScopes: { loggedIn: true },
    resolve: (query, _root, _args, ctx) => visibleAppointments(ctx, query),
  }),
  appointment: t.prismaField({
    type: 'Appointment',
    description: 'One of the viewer’s appointments; NOT_FOUND for anyone else’s.',
    authScopes: { loggedIn: true },
    args: { id: t.arg.id({ description: 'the appointment' }) },
    resolve: (query, _root, args, ctx) =>
      visibleAppointment(ctx, { appointmentId: String(args.id) }, query),
  }),
  appointmentSchedule: t.field({
    type: [ScheduleDay],
    description: 'The bookable dates (13 from tomorrow, clinic time) of a care-team doctor.',
    authScopes: { patient: true, carer: true },
    args: {
      doctorId: t.arg.id({ description: 'a doctor of the patient’s care team' }),
      rescheduling: t.arg.id({ required: false, description: 'the appointment being moved' }),
    },
    resolve: (_root, args, ctx) =>
      appointmentSchedule(ctx, {
        doctorId: String(args.doctorId),
        reschedulingId: args.rescheduling?.toString(),
      }),
  }),
  myUnavailability: t.field({
    type: [UnavailableDay],
    description: 'The signed-in doctor’s unavailable dates and slots, from today on.',
    authScopes: { doctor: true },
    resolve: (_root, _args, ctx) => myUnavailability(ctx),
  }),
}));

builder.mutationFields((t) => ({
  bookAppointment: t.prismaField({
    type: 'Appointment',
    description: 'The patient books a free slot with a care-team doctor (both are e-mailed).',
    authScopes: { patient: true, carer: true },
    args: { input: t.arg({ type: AppointmentInput, description: 'doctor, date, time, reason' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const { id } = await bookAppointment(ctx, given(input));
      return visibleAppointment(ctx, { appointmentId: id }, query);
    },
  }),
  rescheduleAppointment: t.prismaField({
    type: 'Appointment',
    description: 'The patient moves their own upcoming appointment to another free slot.',
    authScopes: { patient: true, carer: true },
    args: {
      id: t.arg.id({ description: 'the patient’s own upcoming appointment' }),
      input: t.arg({ type: AppointmentInput, description: 'the new doctor, date, time, reason' }),
    },
    resolve: async (query, _root, args, ctx) => {
      const appointmentId = String(args.id);
      await rescheduleAppointment(ctx, { appointmentId, appointment: given(args.input) });
      return visibleAppointment(ctx, { appointmentId }, query);
    },
  }),
  cancelAppointment: t.prismaField({
    type: 'Appointment',
    description: 'The patient cancels their own appointment, or the doctor one of their schedule.',
    authScopes: { loggedIn: true },
    args: { id: t.arg.id({ description: 'an upcoming appointment of the viewer' }) },
    resolve: async (query, _root, args, ctx) => {
      const appointmentId = String(args.id);
      await cancelAppointment(ctx, { appointmentId });
      return visibleAppointment(ctx, { appointmentId }, query);
    },
  }),
  setUnavailability: t.field({
    type: UnavailableDay,
    description: 'Replaces the signed-in doctor’s unavailability on one date.',
    authScopes: { doctor: true },
    args: { input: t.arg({ type: UnavailabilityInput, description: 'the date and its slots' }) },
    resolve: (_root, { input }, ctx) => setUnavailability(ctx, input),
  }),
}));

builder.subscriptionField('appointmentChanged', (t) =>
  t.prismaField({
    type: 'Appointment',
    description:
      'The signed-in person’s appointments as they are booked, rescheduled or cancelled (by either side).',
    authScopes: { loggedIn: true },
    subscribe: (_root, _args, ctx) => ownAppointmentEvents(ctx),
    // Read again for the subscriber, through the same visibility rule as every read.
    resolve: (query, event: { appointmentId: string }, _args, ctx) =>
      visibleAppointment(ctx, { appointmentId: event.appointmentId }, query),
  }),
);

/**
 * The viewer's own appointment topic; a carer's is the person they act for, and each event
 * checks again that they still have APPOINTMENTS (a revoked carer's subscription ends).
 */
async function ownAppointmentEvents(ctx: Context) {
  const viewer = ctx.viewer!;
  const topic = viewer.role === 'CARER' ? await accessOf(ctx).self('APPOINTMENTS') : viewer.userId;
  const events = ctx.pubsub.subscribe('appointments', topic);
  return whileSignedIn(ctx, events, async (event) => {
    if (viewer.role === 'CARER') await accessOf(ctx).self('APPOINTMENTS');
    return accessOf(ctx).isParty(event);
  });
}
