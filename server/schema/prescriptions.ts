// Prescriptions (the doctor's side of medications) and the dose log they schedule. The
// patient reads their own; only a doctor of their care team writes.
import { builder } from './builder';
import type { PrescriptionView } from '../domain/prescriptions/prescription-reads';
import { patientPrescriptions, prescriptionById } from '../domain/prescriptions/prescription-reads';
import {
  addPrescription,
  completePrescription,
  discontinuePrescription,
  refillPrescriptions,
  updatePrescription,
} from '../domain/prescriptions/prescriptions-service';
import { patientDoses, type PatientDose } from '../domain/prescriptions/dose-log';

const StatusEnum = builder.enumType('PrescriptionStatus', {
  values: ['ACTIVE', 'COMPLETED', 'DISCONTINUED'] as const,
});
const CardStatusEnum = builder.enumType('MedicationCardStatus', {
  values: ['archived', 'expired', 'near_expiry', 'normal'] as const,
});
export const DoseStatusEnum = builder.enumType('DoseStatus', {
  values: ['taken', 'skipped', 'pending', 'missed'] as const,
});

type Person = PrescriptionView['prescribedBy'];
export const PersonRef = builder.objectRef<Person>('PersonName').implement({
  description: 'Who did something: their id and the name to show.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.string({ resolve: (p) => p.profile?.fullName?.trim() || p.username }),
  }),
});

const SideEffectsRef = builder
  .objectRef<{ common: string[]; lessCommon: string[]; serious: string[] }>('SideEffects')
  .implement({
    fields: (t) => ({
      common: t.exposeStringList('common'),
      lessCommon: t.exposeStringList('lessCommon'),
      serious: t.exposeStringList('serious'),
    }),
  });

export const PrescriptionRef = builder.objectRef<PrescriptionView>('Prescription').implement({
  description:
    'A medication prescribed to a patient. `quantity` is the stock at the last fill; `remainingQuantity` subtracts the doses taken since.',
  fields: (t) => ({
    id: t.exposeID('id'),
    patientId: t.exposeID('patientId'),
    catalogKey: t.exposeString('catalogKey', {
      nullable: true,
      description: 'built-in catalogue key (names in both languages); null for a typed name',
    }),
    name: t.exposeString('name', {
      description: 'the name as written (English for catalogue entries)',
    }),
    strength: t.exposeString('strength'),
    quantity: t.exposeInt('quantity'),
    remainingQuantity: t.exposeInt('remainingQuantity'),
    medicationType: t.exposeString('medicationType'),
    expirationDate: t.exposeString('expirationDate', { description: 'YYYY-MM-DD' }),
    dosageInstructions: t.exposeString('dosageInstructions'),
    usedFor: t.exposeString('usedFor'),
    sideEffects: t.field({
      type: SideEffectsRef,
      resolve: (p) => ({
        common: p.sideEffectsCommon,
        lessCommon: p.sideEffectsLessCommon,
        serious: p.sideEffectsSerious,
      }),
    }),
    scheduleTimes: t.exposeStringList('scheduleTimes', { description: 'Hong Kong times, HH:MM' }),
    intakeTiming: t.exposeString('intakeTiming'),
    unitsPerDose: t.exposeInt('unitsPerDose'),
    startDate: t.exposeString('startDate', { description: 'YYYY-MM-DD' }),
    status: t.expose('status', { type: StatusEnum }),
    cardStatus: t.expose('cardStatus', { type: CardStatusEnum }),
    startedDate: t.expose('startedAt', { type: 'DateTime' }),
    refilledDate: t.expose('refilledAt', { type: 'DateTime', nullable: true }),
    endedDate: t.expose('endedAt', { type: 'DateTime', nullable: true }),
    discontinueReason: t.exposeString('discontinueReason', { nullable: true }),
    prescribedBy: t.field({ type: PersonRef, resolve: (p) => p.prescribedBy }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const DoseRef = builder.objectRef<PatientDose>('Dose').implement({
  description: 'One scheduled dose and the patient’s mark on it.',
  fields: (t) => ({
    prescriptionId: t.exposeID('prescriptionId'),
    day: t.exposeString('day', { description: 'Hong Kong day, YYYY-MM-DD' }),
    time: t.exposeString('time', { description: 'HH:MM' }),
    at: t.expose('at', { type: 'DateTime' }),
    status: t.expose('status', { type: DoseStatusEnum }),
  }),
});

// Every field optional here: the shared rules answer a missing one with its translated message.
const PrescriptionInput = builder.inputType('PrescriptionInput', {
  fields: (t) => ({
    catalogKey: t.string({ required: false }),
    name: t.string({ required: false }),
    strength: t.string({ required: false, description: 'e.g. 500mg or 0.5g' }),
    quantity: t.string({ required: false, description: 'whole number above 0, as typed' }),
    medicationType: t.string({
      required: false,
      description: 'tablet, capsule, syrup or injection',
    }),
    expirationDate: t.string({ required: false, description: 'YYYY-MM-DD, after today' }),
    dosageInstructions: t.string({ required: false }),
    usedFor: t.string({ required: false }),
    sideEffectsCommon: t.stringList({ required: false }),
    sideEffectsLessCommon: t.stringList({ required: false }),
    sideEffectsSerious: t.stringList({ required: false }),
    scheduleTimes: t.stringList({ required: false, description: 'Hong Kong times, HH:MM' }),
    intakeTiming: t.string({
      required: false,
      description: 'with_food, empty_stomach or before_meal',
    }),
    unitsPerDose: t.int({ required: false }),
    startDate: t.string({ required: false, description: 'YYYY-MM-DD' }),
  }),
});

const RefillInput = builder.inputType('RefillInput', {
  fields: (t) => ({
    prescriptionId: t.id(),
    quantity: t.string({ required: false, description: 'added to what is left' }),
    expiry: t.string({ required: false, description: 'DD/MM/YYYY, after today' }),
  }),
});

/** GraphQL nulls mean "not given": the shared rules then say what is missing. */
const given = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value != null));

builder.queryFields((t) => ({
  patientPrescriptions: t.field({
    type: [PrescriptionRef],
    description: 'The patient’s own, or their doctor’s patient’s; active first.',
    authScopes: { loggedIn: true },
    args: { patientId: t.arg.id() },
    resolve: (_root, args, ctx) => patientPrescriptions(ctx, { patientId: String(args.patientId) }),
  }),
  prescription: t.field({
    type: PrescriptionRef,
    description:
      'One prescription by id: the patient’s own or their doctor’s patient’s; NOT_FOUND otherwise.',
    authScopes: { loggedIn: true },
    args: { id: t.arg.id() },
    resolve: (_root, args, ctx) => prescriptionById(ctx, String(args.id)),
  }),
  patientDoses: t.field({
    type: [DoseRef],
    description: 'Scheduled doses in a range of Hong Kong days (at most 93), with their status.',
    authScopes: { loggedIn: true },
    args: { patientId: t.arg.id(), from: t.arg.string(), to: t.arg.string() },
    resolve: (_root, args, ctx) =>
      patientDoses(ctx, { ...args, patientId: String(args.patientId) }),
  }),
}));

builder.mutationFields((t) => ({
  addPrescription: t.field({
    type: PrescriptionRef,
    authScopes: { doctor: true },
    args: { patientId: t.arg.id(), input: t.arg({ type: PrescriptionInput }) },
    resolve: (_root, args, ctx) =>
      addPrescription(ctx, {
        patientId: String(args.patientId),
        prescription: given(args.input),
      }),
  }),
  updatePrescription: t.field({
    type: PrescriptionRef,
    authScopes: { doctor: true },
    args: { id: t.arg.id(), input: t.arg({ type: PrescriptionInput }) },
    resolve: (_root, args, ctx) =>
      updatePrescription(ctx, { prescriptionId: String(args.id), prescription: given(args.input) }),
  }),
  refillPrescriptions: t.field({
    type: [PrescriptionRef],
    description: 'Refills one or several active prescriptions of one patient, all or none.',
    authScopes: { doctor: true },
    args: { patientId: t.arg.id(), refills: t.arg({ type: [RefillInput], required: false }) },
    resolve: (_root, args, ctx) =>
      refillPrescriptions(ctx, {
        patientId: String(args.patientId),
        refills: args.refills?.map((refill) =>
          given({ ...refill, prescriptionId: String(refill.prescriptionId) }),
        ),
      }),
  }),
  discontinuePrescription: t.field({
    type: PrescriptionRef,
    authScopes: { doctor: true },
    args: { id: t.arg.id(), reason: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) =>
      discontinuePrescription(ctx, { prescriptionId: String(args.id), reason: args.reason }),
  }),
  completePrescription: t.field({
    type: PrescriptionRef,
    description: 'The course is finished: the prescription moves to the archive.',
    authScopes: { doctor: true },
    args: { id: t.arg.id() },
    resolve: (_root, args, ctx) => completePrescription(ctx, { prescriptionId: String(args.id) }),
  }),
}));
