// Home's medication card and the patient's dose marks: taken or skipped once, undone the
// same day, adherence following; a dose of someone else's prescription, one not due yet,
// one not on the schedule and a final mark are refused and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicDay } from '../../common/clinic-day';
import { startTestServer, type TestServer } from './harness';
import { newDoctor, newPatientOf, prescribedOn, refusal, type Person } from './workspace-fixtures';

let server: TestServer;
let doctor: Person;
let patient: Person;
let other: Person;
let prescriptionId: string;

const DAY = 86_400_000;
const today = clinicDay(new Date());
const dayOffset = (days: number) => clinicDay(new Date(Date.now() + days * DAY));
const hk = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`).toISOString();

const TODAY = `{ medicationToday { doses { prescription { id name } day time scheduledFor status
  canMark canUndo } adherence { days taken due percent } } }`;
const MARK = `mutation M($id: ID!, $at: DateTime!, $status: DoseMark!) {
  markDose(prescriptionId: $id, scheduledFor: $at, status: $status) { adherence { taken due } } }`;
const UNDO = `mutation U($id: ID!, $at: DateTime!) {
  undoDoseMark(prescriptionId: $id, scheduledFor: $at) { adherence { taken due } } }`;

const mark = (at: string, status = 'TAKEN', token = patient.token, id = prescriptionId) =>
  server.gql(MARK, { id, at, status }, { token });
const undo = (at: string, token = patient.token) =>
  server.gql(UNDO, { id: prescriptionId, at }, { token });
const marks = () => server.services.prisma.doseLog.count({ where: { prescriptionId } });
const card = async () =>
  (await server.gql(TODAY, {}, { token: patient.token })).data.medicationToday;

beforeAll(async () => {
  server = await startTestServer();
  doctor = await newDoctor(server);
  patient = await newPatientOf(server, doctor, { fullName: 'Ho Ka Yan' });
  other = await newPatientOf(server, doctor, { fullName: 'Lam Chi Keung' });
  const added = await server.gql(
    `mutation A($patientId: ID!, $input: PrescriptionInput!) {
      addPrescription(patientId: $patientId, input: $input) { id } }`,
    {
      patientId: patient.id,
      input: {
        catalogKey: 'ondansetron',
        name: 'Ondansetron',
        strength: '8mg',
        quantity: '40',
        medicationType: 'tablet',
        expirationDate: dayOffset(90),
        dosageInstructions: 'One tablet at midnight and one before bed',
        usedFor: 'Nausea',
        scheduleTimes: ['00:00', '23:59'],
        intakeTiming: 'with_food',
        startDate: today,
      },
    },
    { token: doctor.token },
  );
  expect(added.errors).toBeUndefined();
  prescriptionId = added.data.addPrescription.id;
  // entered five days ago, so there are past days to read and to refuse
  await prescribedOn(server, prescriptionId, dayOffset(-5));
});
afterAll(() => server.stop());

describe('home’s medication card', () => {
  it('shows the most recent past dose and the next two, markable', async () => {
    const { doses, adherence } = await card();
    expect(doses).toHaveLength(3);
    expect(doses[0]).toMatchObject({ day: today, time: '00:00', canMark: true, canUndo: false });
    expect(doses[1]).toMatchObject({ day: today, time: '23:59' });
    expect(doses[2]).toMatchObject({ day: dayOffset(1), time: '00:00', canMark: false });
    expect(doses[0].prescription.id).toBe(prescriptionId);
    expect(adherence).toMatchObject({ days: 7, taken: 0 });
    expect(adherence.due).toBeGreaterThan(0);
    expect(adherence.percent).toBe(0);
  });
});

describe('marking a dose', () => {
  it('stores taken, refuses a second mark, undoes the same day and marks again', async () => {
    const at = hk(today, '00:00');
    const before = await card();
    const taken = await mark(at);
    expect(taken.errors).toBeUndefined();
    expect(taken.data.markDose.adherence.taken).toBe(before.adherence.taken + 1);
    // after a reload the card reads the stored mark
    const after = await card();
    expect(after.doses[0]).toMatchObject({ status: 'taken', canMark: false, canUndo: true });
    expect(after.adherence.percent).toBeGreaterThan(0);

    expect(refusal(await mark(at, 'SKIPPED')).code).toBe('DOSE_FINAL');
    expect(await marks()).toBe(1);

    expect((await undo(at)).errors).toBeUndefined();
    expect(await marks()).toBe(0);
    expect((await card()).doses[0]).toMatchObject({ canMark: true, canUndo: false });

    const skipped = await mark(at, 'SKIPPED');
    expect(skipped.data.markDose.adherence.taken).toBe(before.adherence.taken);
    expect((await card()).doses[0].status).toBe('skipped');
  });

  it('gives XP once for a dose, however often it is marked and undone', async () => {
    const at = hk(dayOffset(-1), '23:59');
    const xp = () =>
      server.services.prisma.xpEvent.count({ where: { userId: patient.id, kind: 'DOSE_TAKEN' } });
    const start = await xp();
    await mark(at);
    await undo(at);
    await mark(at);
    expect(await xp()).toBe(start + 1);
  });

  it('refuses a dose that is not due yet and changes nothing', async () => {
    const count = await marks();
    const answer = await mark(hk(dayOffset(1), '00:00'));
    expect(refusal(answer).code).toBe('DOSE_NOT_DUE');
    expect(await marks()).toBe(count);
  });

  it('refuses a dose more than a day old as final', async () => {
    expect(refusal(await mark(hk(dayOffset(-3), '00:00'))).code).toBe('DOSE_FINAL');
  });

  it('refuses an undo of a mark made on an earlier day', async () => {
    const at = hk(dayOffset(-1), '00:00');
    await server.services.prisma.doseLog.create({
      data: {
        prescriptionId,
        patientId: patient.id,
        scheduledFor: new Date(at),
        status: 'SKIPPED',
        markedAt: new Date(Date.now() - DAY),
      },
    });
    expect(refusal(await undo(at)).code).toBe('DOSE_FINAL');
    expect(
      await server.services.prisma.doseLog.count({
        where: { prescriptionId, scheduledFor: new Date(at) },
      }),
    ).toBe(1);
  });

  it('answers another patient’s dose and a time off the schedule as not found', async () => {
    const count = await marks();
    expect(refusal(await mark(hk(today, '00:00'), 'TAKEN', other.token)).code).toBe('NOT_FOUND');
    expect(refusal(await mark(hk(today, '08:00'))).code).toBe('NOT_FOUND');
    expect(refusal(await mark(hk(today, '00:00'), 'TAKEN', patient.token, 'nope')).code).toBe(
      'NOT_FOUND',
    );
    expect(await marks()).toBe(count);
  });

  it('is the patient’s own act: a doctor cannot mark for them', async () => {
    expect(refusal(await mark(hk(today, '23:59'), 'TAKEN', doctor.token)).code).toBe('FORBIDDEN');
  });
});
