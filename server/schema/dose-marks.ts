// The patient's own dose marks (taken, skipped, undone the same day) and home's medication
// card. Only the patient marks; the service refuses anyone else's dose, a dose not due yet
// and a mark that is final.
import { builder } from './builder';
import { DoseStatusEnum, PrescriptionRef } from './prescriptions';
import {
  markDose,
  medicationToday,
  undoDoseMark,
  type MedicationToday,
} from '../domain/prescriptions/dose-marks';

type TodayDose = MedicationToday['doses'][number];

const DoseMarkEnum = builder.enumType('DoseMark', {
  description: 'The patient’s mark on a dose.',
  values: {
    TAKEN: { description: 'taken (counts towards adherence and lowers the stock)' },
    SKIPPED: { description: 'deliberately not taken' },
  } as const,
});

const TodayDoseRef = builder.objectRef<TodayDose>('TodayDose').implement({
  description: 'A dose on home’s card, with what the patient may do with it now.',
  fields: (t) => ({
    prescription: t.field({
      type: PrescriptionRef,
      description: 'the medication',
      resolve: (dose) => dose.prescription,
    }),
    day: t.exposeString('day', { description: 'Hong Kong day, YYYY-MM-DD' }),
    time: t.exposeString('time', { description: 'HH:MM, Hong Kong time' }),
    scheduledFor: t.expose('at', {
      type: 'DateTime',
      description: 'the dose’s time as an instant: pass it to markDose and undoDoseMark',
    }),
    status: t.expose('status', { type: DoseStatusEnum, description: 'its state now' }),
    canMark: t.exposeBoolean('canMark', {
      description: 'unmarked and open: from its day’s start until the end of the next day',
    }),
    canUndo: t.exposeBoolean('canUndo', { description: 'marked today, so it can be undone' }),
  }),
});

const AdherenceRef = builder.objectRef<MedicationToday['adherence']>('RecentAdherence').implement({
  description: 'Doses taken of those due over the last days.',
  fields: (t) => ({
    days: t.exposeInt('days', { description: 'the window, in days (7)' }),
    taken: t.exposeInt('taken', { description: 'doses marked taken in it' }),
    due: t.exposeInt('due', { description: 'doses scheduled in it, up to now' }),
    percent: t.exposeInt('percent', { nullable: true, description: 'null: no dose was due' }),
  }),
});

const MedicationTodayRef = builder.objectRef<MedicationToday>('MedicationToday').implement({
  description: 'Home’s medication card for the signed-in patient.',
  fields: (t) => ({
    doses: t.field({
      type: [TodayDoseRef],
      description: 'the most recent past dose and the next two, in time order',
      resolve: (today) => today.doses,
    }),
    adherence: t.field({
      type: AdherenceRef,
      description: 'the last 7 days',
      resolve: (today) => today.adherence,
    }),
  }),
});

const doseArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  prescriptionId: t.arg.id({ description: 'one of the patient’s own prescriptions' }),
  scheduledFor: t.arg({
    type: 'DateTime',
    description: 'the dose’s time (TodayDose.scheduledFor)',
  }),
});

builder.queryFields((t) => ({
  medicationToday: t.field({
    type: MedicationTodayRef,
    description: 'The most recent past dose, the next two, and adherence over the last 7 days.',
    authScopes: { patient: true, carer: true },
    resolve: (_root, _args, ctx) => medicationToday(ctx),
  }),
}));

builder.mutationFields((t) => ({
  markDose: t.field({
    type: MedicationTodayRef,
    description: 'Marks one of the patient’s doses taken or skipped (final after the day).',
    authScopes: { patient: true, carer: true },
    args: {
      ...doseArgs(t),
      status: t.arg({ type: DoseMarkEnum, description: 'taken or skipped' }),
    },
    resolve: (_root, args, ctx) =>
      markDose(ctx, {
        prescriptionId: String(args.prescriptionId),
        scheduledFor: args.scheduledFor,
        status: args.status,
      }),
  }),
  undoDoseMark: t.field({
    type: MedicationTodayRef,
    description: 'Removes a mark made today.',
    authScopes: { patient: true, carer: true },
    args: doseArgs(t),
    resolve: (_root, args, ctx) =>
      undoDoseMark(ctx, {
        prescriptionId: String(args.prescriptionId),
        scheduledFor: args.scheduledFor,
      }),
  }),
}));
