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

const DoseMarkEnum = builder.enumType('DoseMark', { values: ['TAKEN', 'SKIPPED'] as const });

const TodayDoseRef = builder.objectRef<TodayDose>('TodayDose').implement({
  description: 'A dose on home’s card, with what the patient may do with it now.',
  fields: (t) => ({
    prescription: t.field({ type: PrescriptionRef, resolve: (dose) => dose.prescription }),
    day: t.exposeString('day', { description: 'Hong Kong day, YYYY-MM-DD' }),
    time: t.exposeString('time', { description: 'HH:MM' }),
    scheduledFor: t.expose('at', { type: 'DateTime' }),
    status: t.expose('status', { type: DoseStatusEnum }),
    canMark: t.exposeBoolean('canMark'),
    canUndo: t.exposeBoolean('canUndo', { description: 'marked today, so it can be undone' }),
  }),
});

const AdherenceRef = builder.objectRef<MedicationToday['adherence']>('RecentAdherence').implement({
  fields: (t) => ({
    days: t.exposeInt('days'),
    taken: t.exposeInt('taken'),
    due: t.exposeInt('due'),
    percent: t.exposeInt('percent', { nullable: true, description: 'null: no dose was due' }),
  }),
});

const MedicationTodayRef = builder.objectRef<MedicationToday>('MedicationToday').implement({
  fields: (t) => ({
    doses: t.field({ type: [TodayDoseRef], resolve: (today) => today.doses }),
    adherence: t.field({ type: AdherenceRef, resolve: (today) => today.adherence }),
  }),
});

const doseArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  prescriptionId: t.arg.id(),
  scheduledFor: t.arg({ type: 'DateTime' }),
});

builder.queryFields((t) => ({
  medicationToday: t.field({
    type: MedicationTodayRef,
    description: 'The most recent past dose, the next two, and adherence over the last 7 days.',
    authScopes: { patient: true },
    resolve: (_root, _args, ctx) => medicationToday(ctx),
  }),
}));

builder.mutationFields((t) => ({
  markDose: t.field({
    type: MedicationTodayRef,
    description: 'Marks one of the patient’s doses taken or skipped (final after the day).',
    authScopes: { patient: true },
    args: { ...doseArgs(t), status: t.arg({ type: DoseMarkEnum }) },
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
    authScopes: { patient: true },
    args: doseArgs(t),
    resolve: (_root, args, ctx) =>
      undoDoseMark(ctx, {
        prescriptionId: String(args.prescriptionId),
        scheduledFor: args.scheduledFor,
      }),
  }),
}));
