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
  description: 'Where a prescription is in its course.',
  values: {
    ACTIVE: { description: 'being taken: its doses are scheduled' },
    COMPLETED: { description: 'the course finished (completePrescription); archived' },
    DISCONTINUED: { description: 'stopped early by a doctor, with a reason; archived' },
  } as const,
});
const CardStatusEnum = builder.enumType('MedicationCardStatus', {
  description: 'The badge on a medication card, from status and expiry (Hong Kong days).',
  values: {
    archived: { description: 'completed or discontinued' },
    expired: { description: 'active, past its expiry date' },
    near_expiry: { description: 'active, expiring within 30 days' },
    normal: { description: 'active, more than 30 days to expiry' },
  } as const,
});
export const DoseStatusEnum = builder.enumType('DoseStatus', {
  description: 'A scheduled dose’s state.',
  values: {
    taken: { description: 'the patient marked it taken' },
    skipped: { description: 'the patient marked it skipped' },
    pending: { description: 'not marked, and not yet 2 hours past its time' },
    missed: { description: 'not marked, more than 2 hours past its time' },
  } as const,
});

type Person = PrescriptionView['prescribedBy'];
export const PersonRef = builder.objectRef<Person>('PersonName').implement({
  description: 'The doctor who did something (prescribed, sent a message): id and name to show.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'their user id' }),
    name: t.string({
      description: 'real name, else the username',
      resolve: (p) => p.profile?.fullName?.trim() || p.username,
    }),
  }),
});

const SideEffectsRef = builder
  .objectRef<{ common: string[]; lessCommon: string[]; serious: string[] }>('SideEffects')
  .implement({
    description: 'Side effects the doctor listed, as typed (up to 15 each).',
    fields: (t) => ({
      common: t.exposeStringList('common', { description: 'common ones' }),
      lessCommon: t.exposeStringList('lessCommon', { description: 'less common ones' }),
      serious: t.exposeStringList('serious', {
        description: 'serious ones: the patient should call the care team',
      }),
    }),
  });

export const PrescriptionRef = builder.objectRef<PrescriptionView>('Prescription').implement({
  description:
    'A medication prescribed to a patient. `quantity` is the stock at the last fill; `remainingQuantity` subtracts the doses taken since.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'opaque and stable' }),
    patientId: t.exposeID('patientId', { description: 'whose prescription' }),
    catalogKey: t.exposeString('catalogKey', {
      nullable: true,
      description: 'built-in catalogue key (names in both languages); null for a typed name',
    }),
    name: t.exposeString('name', {
      description: 'the name as written (English for catalogue entries)',
    }),
    strength: t.exposeString('strength', { description: 'per unit, e.g. 500mg or 0.5g' }),
    quantity: t.exposeInt('quantity', { description: 'units in stock at the last fill' }),
    remainingQuantity: t.exposeInt('remainingQuantity', {
      description: 'quantity less the units of the doses taken since the last fill',
    }),
    medicationType: t.exposeString('medicationType', {
      description: 'tablet, capsule, syrup or injection',
    }),
    expirationDate: t.exposeString('expirationDate', {
      description: 'YYYY-MM-DD, the stock’s expiry',
    }),
    dosageInstructions: t.exposeString('dosageInstructions', {
      description: 'the doctor’s instructions, as typed',
    }),
    usedFor: t.exposeString('usedFor', { description: 'what it treats, as typed' }),
    sideEffects: t.field({
      type: SideEffectsRef,
      description: 'what to watch for',
      resolve: (p) => ({
        common: p.sideEffectsCommon,
        lessCommon: p.sideEffectsLessCommon,
        serious: p.sideEffectsSerious,
      }),
    }),
    scheduleTimes: t.exposeStringList('scheduleTimes', { description: 'Hong Kong times, HH:MM' }),
    intakeTiming: t.exposeString('intakeTiming', {
      description: 'with_food, empty_stomach or before_meal',
    }),
    unitsPerDose: t.exposeInt('unitsPerDose', { description: 'units taken at each time, 1-10' }),
    startDate: t.exposeString('startDate', {
      description: 'YYYY-MM-DD, Hong Kong day of the first dose',
    }),
    status: t.expose('status', {
      type: StatusEnum,
      description: 'active, completed or discontinued',
    }),
    cardStatus: t.expose('cardStatus', {
      type: CardStatusEnum,
      description: 'the badge the medication card shows now',
    }),
    startedDate: t.expose('startedAt', { type: 'DateTime', description: 'when it was prescribed' }),
    refilledDate: t.expose('refilledAt', {
      type: 'DateTime',
      nullable: true,
      description: 'when it was last refilled; null: never',
    }),
    endedDate: t.expose('endedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'when it was completed or discontinued; null while active',
    }),
    discontinueReason: t.exposeString('discontinueReason', {
      nullable: true,
      description: 'the doctor’s reason, when discontinued',
    }),
    prescribedBy: t.field({
      type: PersonRef,
      description: 'the doctor who prescribed it',
      resolve: (p) => p.prescribedBy,
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'when it last changed' }),
  }),
});

const DoseRef = builder.objectRef<PatientDose>('Dose').implement({
  description: 'One scheduled dose and the patient’s mark on it.',
  fields: (t) => ({
    prescriptionId: t.exposeID('prescriptionId', { description: 'the prescription it is of' }),
    day: t.exposeString('day', { description: 'Hong Kong day, YYYY-MM-DD' }),
    time: t.exposeString('time', { description: 'HH:MM, Hong Kong time' }),
    at: t.expose('at', { type: 'DateTime', description: 'the same time as an instant' }),
    status: t.expose('status', { type: DoseStatusEnum, description: 'its state now' }),
  }),
});

// Every field optional here: the shared rules answer a missing one with its translated message.
const PrescriptionInput = builder.inputType('PrescriptionInput', {
  description:
    'A prescription as the doctor’s form sends it; limits and messages are ' +
    'common/validation/medication.ts. Required unless said otherwise.',
  fields: (t) => ({
    catalogKey: t.string({
      required: false,
      description: 'a catalogue key (common/medications/catalogue.ts); absent: a typed name',
    }),
    name: t.string({ required: false, description: 'up to 100 characters' }),
    strength: t.string({ required: false, description: 'e.g. 500mg or 0.5g' }),
    quantity: t.string({ required: false, description: 'whole number above 0, as typed' }),
    medicationType: t.string({
      required: false,
      description: 'tablet, capsule, syrup or injection',
    }),
    expirationDate: t.string({ required: false, description: 'YYYY-MM-DD, after today' }),
    dosageInstructions: t.string({ required: false, description: 'up to 500 characters' }),
    usedFor: t.string({ required: false, description: 'what it treats, up to 200 characters' }),
    sideEffectsCommon: t.stringList({
      required: false,
      description: 'optional; up to 15 of 80 characters',
    }),
    sideEffectsLessCommon: t.stringList({
      required: false,
      description: 'optional; up to 15 of 80 characters',
    }),
    sideEffectsSerious: t.stringList({
      required: false,
      description: 'optional; up to 15 of 80 characters',
    }),
    scheduleTimes: t.stringList({ required: false, description: 'Hong Kong times, HH:MM' }),
    intakeTiming: t.string({
      required: false,
      description: 'with_food, empty_stomach or before_meal',
    }),
    unitsPerDose: t.int({ required: false, description: '1-10; default 1' }),
    startDate: t.string({ required: false, description: 'YYYY-MM-DD' }),
  }),
});

const RefillInput = builder.inputType('RefillInput', {
  description: 'One prescription’s refill.',
  fields: (t) => ({
    prescriptionId: t.id({ description: 'an active prescription of the patient' }),
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
    args: { patientId: t.arg.id({ description: 'the patient (a patient names themself)' }) },
    resolve: (_root, args, ctx) => patientPrescriptions(ctx, { patientId: String(args.patientId) }),
  }),
  prescription: t.field({
    type: PrescriptionRef,
    description:
      'One prescription by id: the patient’s own or their doctor’s patient’s; NOT_FOUND otherwise.',
    authScopes: { loggedIn: true },
    args: { id: t.arg.id({ description: 'the prescription' }) },
    resolve: (_root, args, ctx) => prescriptionById(ctx, String(args.id)),
  }),
  patientDoses: t.field({
    type: [DoseRef],
    description: 'Scheduled doses in a range of Hong Kong days (at most 93), with their status.',
    authScopes: { loggedIn: true },
    args: {
      patientId: t.arg.id({ description: 'the patient (a patient names themself)' }),
      from: t.arg.string({ description: 'first Hong Kong day, YYYY-MM-DD' }),
      to: t.arg.string({ description: 'last Hong Kong day, YYYY-MM-DD, included' }),
    },
    resolve: (_root, args, ctx) =>
      patientDoses(ctx, { ...args, patientId: String(args.patientId) }),
  }),
}));

builder.mutationFields((t) => ({
  addPrescription: t.field({
    type: PrescriptionRef,
    description: 'Prescribes a medication to one of the doctor’s own patients.',
    authScopes: { doctor: true },
    args: {
      patientId: t.arg.id({ description: 'one of the doctor’s own patients' }),
      input: t.arg({ type: PrescriptionInput, description: 'the prescription' }),
    },
    resolve: (_root, args, ctx) =>
      addPrescription(ctx, {
        patientId: String(args.patientId),
        prescription: given(args.input),
      }),
  }),
  updatePrescription: t.field({
    type: PrescriptionRef,
    description: 'Replaces an active prescription’s details (its dose log is kept).',
    authScopes: { doctor: true },
    args: {
      id: t.arg.id({ description: 'an active prescription of one of the doctor’s patients' }),
      input: t.arg({ type: PrescriptionInput, description: 'every field, as on the form' }),
    },
    resolve: (_root, args, ctx) =>
      updatePrescription(ctx, { prescriptionId: String(args.id), prescription: given(args.input) }),
  }),
  refillPrescriptions: t.field({
    type: [PrescriptionRef],
    description: 'Refills one or several active prescriptions of one patient, all or none.',
    authScopes: { doctor: true },
    args: {
      patientId: t.arg.id({ description: 'one of the doctor’s own patients' }),
      refills: t.arg({
        type: [RefillInput],
        required: false,
        description: 'one per prescription, at most 50; required',
      }),
    },
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
    description: 'Stops an active prescription early: no more doses are scheduled.',
    authScopes: { doctor: true },
    args: {
      id: t.arg.id({ description: 'an active prescription of one of the doctor’s patients' }),
      reason: t.arg.string({ required: false, description: 'why, up to 500 characters; required' }),
    },
    resolve: (_root, args, ctx) =>
      discontinuePrescription(ctx, { prescriptionId: String(args.id), reason: args.reason }),
  }),
  completePrescription: t.field({
    type: PrescriptionRef,
    description: 'The course is finished: the prescription moves to the archive.',
    authScopes: { doctor: true },
    args: {
      id: t.arg.id({ description: 'an active prescription of one of the doctor’s patients' }),
    },
    resolve: (_root, args, ctx) => completePrescription(ctx, { prescriptionId: String(args.id) }),
  }),
}));
