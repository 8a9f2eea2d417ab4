// Prescriptions: every field and rule of the add/update form, refills of one or several,
// discontinue with its required reason, complete; who and when kept; the patient reads the
// change at once; a refused change writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicDay } from '../../common/clinic-day';
import { startTestServer, type TestServer } from './harness';
import { newDoctor, newPatientOf, prescribedOn, refusal, type Person } from './workspace-fixtures';

let server: TestServer;
let doctor: Person;
let patient: Person;

const FIELDS = `id name catalogKey strength quantity remainingQuantity medicationType expirationDate
  dosageInstructions usedFor sideEffects { common lessCommon serious } scheduleTimes intakeTiming
  unitsPerDose startDate status cardStatus startedDate refilledDate endedDate discontinueReason
  prescribedBy { id name }`;
const ADD = `mutation A($patientId: ID!, $input: PrescriptionInput!) { addPrescription(patientId: $patientId, input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: PrescriptionInput!) { updatePrescription(id: $id, input: $input) { ${FIELDS} } }`;
const REFILL = `mutation R($patientId: ID!, $refills: [RefillInput!]) { refillPrescriptions(patientId: $patientId, refills: $refills) { ${FIELDS} } }`;
const DISCONTINUE = `mutation D($id: ID!, $reason: String) { discontinuePrescription(id: $id, reason: $reason) { ${FIELDS} } }`;
const LIST = `query L($patientId: ID!) { patientPrescriptions(patientId: $patientId) { ${FIELDS} } }`;

const today = clinicDay(new Date());
const inDays = (days: number) => clinicDay(new Date(Date.now() + days * 86_400_000));
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

const valid = () => ({
  catalogKey: 'tamoxifen',
  name: 'Tamoxifen',
  strength: '20mg',
  quantity: '30',
  medicationType: 'tablet',
  expirationDate: inDays(200),
  dosageInstructions: 'One tablet every morning',
  usedFor: 'Hormone therapy for breast cancer',
  sideEffectsCommon: ['hot flushes', 'tiredness'],
  sideEffectsLessCommon: [],
  sideEffectsSerious: ['leg swelling or pain'],
  scheduleTimes: ['08:00'],
  intakeTiming: 'with_food',
  startDate: today,
});

const add = (input: Record<string, unknown>, token = doctor.token, patientId = patient.id) =>
  server.gql(ADD, { patientId, input }, { token });
const list = async (token = patient.token) =>
  (await server.gql(LIST, { patientId: patient.id }, { token })).data.patientPrescriptions;
const count = () => server.services.prisma.prescription.count({ where: { patientId: patient.id } });

beforeAll(async () => {
  server = await startTestServer();
  doctor = await newDoctor(server);
  patient = await newPatientOf(server, doctor, { fullName: 'Lee Siu Ming' });
});
afterAll(() => server.stop());

describe('prescribing', () => {
  it('keeps every field, who prescribed it and when, and the patient reads it at once', async () => {
    const { data, errors } = await add(valid());
    expect(errors).toBeUndefined();
    const { sideEffectsCommon, sideEffectsLessCommon, sideEffectsSerious, ...fields } = valid();
    expect(data.addPrescription).toMatchObject({
      ...fields,
      quantity: 30,
      remainingQuantity: 30,
      unitsPerDose: 1,
      status: 'ACTIVE',
      cardStatus: 'normal',
      sideEffects: {
        common: sideEffectsCommon,
        lessCommon: sideEffectsLessCommon,
        serious: sideEffectsSerious,
      },
      refilledDate: null,
      endedDate: null,
      prescribedBy: { id: doctor.id },
    });
    const seen = await list();
    expect(seen.map((p: { id: string }) => p.id)).toContain(data.addPrescription.id);
  });

  it.each([
    ['500 MG', '500mg'],
    ['０.５g', '0.5g'],
    ['５００毫克', '500mg'],
    ['2.5 mg', '2.5mg'],
    ['1', '1'],
  ])('reads the strength %s as %s', async (strength, stored) => {
    const { data } = await add({
      ...valid(),
      catalogKey: null,
      name: 'Free text med',
      strength,
      quantity: '０３０',
    });
    expect(data.addPrescription).toMatchObject({
      strength: stored,
      quantity: 30,
      catalogKey: null,
    });
  });

  it.each([
    ['a strength without a number', { strength: 'strong' }, 'strength_invalid'],
    ['a strength in another unit', { strength: '500mcg' }, 'strength_invalid'],
    ['a zero strength', { strength: '0mg' }, 'strength_invalid'],
    ['a negative strength', { strength: '-5mg' }, 'strength_invalid'],
    ['a typo in the unit', { strength: '500mgg' }, 'strength_invalid'],
    ['no strength', { strength: '' }, 'strength_invalid'],
    ['a zero quantity', { quantity: '0' }, 'quantity_invalid'],
    ['a fractional quantity', { quantity: '1.5' }, 'quantity_invalid'],
    ['a quantity with words', { quantity: '30 tablets' }, 'quantity_invalid'],
    ['a negative quantity', { quantity: '-3' }, 'quantity_invalid'],
    ['an oversized quantity', { quantity: '99999999' }, 'quantity_invalid'],
    ['30 February', { expirationDate: '2030-02-30' }, 'expiration_date_invalid'],
    ['a past date', { expirationDate: '2020-01-01' }, 'expiration_date_invalid'],
    ['today', { expirationDate: today }, 'expiration_date_invalid'],
    ['11 characters', { expirationDate: `${inDays(200)}1` }, 'expiration_date_invalid'],
    ['the day first', { expirationDate: ddmmyyyy(inDays(200)) }, 'expiration_date_invalid'],
    ['no name', { name: '   ' }, 'medication_name_required'],
    ['an oversized name', { name: 'x'.repeat(101) }, 'text_too_long'],
    ['a type outside the four', { medicationType: 'pill' }, 'medication_type_required'],
    ['no dosage instructions', { dosageInstructions: '' }, 'dosage_instructions_required'],
    ['oversized instructions', { dosageInstructions: 'x'.repeat(501) }, 'text_too_long'],
    ['nothing it is used for', { usedFor: ' ' }, 'used_for_required'],
    ['no time of day', { scheduleTimes: [] }, 'schedule_times_invalid'],
    ['an impossible time', { scheduleTimes: ['25:00'] }, 'schedule_times_invalid'],
    ['a time as words', { scheduleTimes: ['morning'] }, 'schedule_times_invalid'],
    [
      'seven times a day',
      { scheduleTimes: ['01:00', '02:00', '03:00', '04:00', '05:00', '06:00', '07:00'] },
      'schedule_times_invalid',
    ],
    ['an unknown intake timing', { intakeTiming: 'after dinner' }, 'intake_timing_required'],
    ['a start after the expiry', { startDate: inDays(201) }, 'start_date_invalid'],
    ['a start that is no date', { startDate: '2026-13-01' }, 'start_date_invalid'],
    [
      'too many side effects',
      { sideEffectsCommon: Array.from({ length: 16 }, (_, i) => `effect ${i}`) },
      'too_many_items',
    ],
    ['an oversized side effect', { sideEffectsSerious: ['x'.repeat(81)] }, 'text_too_long'],
    ['an unknown catalogue entry', { catalogKey: 'aspirin-ish' }, 'invalid_choice'],
    ['units per dose of 0', { unitsPerDose: 0 }, 'units_per_dose_invalid'],
  ])('refuses %s and writes nothing', async (_label, change, field) => {
    const before = await count();
    const answer = await add({ ...valid(), ...change });
    expect(refusal(answer)).toEqual({ code: 'VALIDATION_FAILED', field });
    expect(await count()).toBe(before);
  });

  it('lets only a doctor of the patient’s care team prescribe', async () => {
    const before = await count();
    const other = await newDoctor(server);
    expect(refusal(await add(valid(), other.token)).code).toBe('NOT_FOUND');
    expect(refusal(await add(valid(), patient.token)).code).toBe('FORBIDDEN');
    expect(await count()).toBe(before);
  });
});

describe('updating, refilling, ending', () => {
  const prescribe = async (over: Record<string, unknown> = {}) =>
    (await add({ ...valid(), ...over })).data.addPrescription;

  it('updates every field and keeps the prescriber', async () => {
    const original = await prescribe();
    const { data, errors } = await server.gql(
      UPDATE,
      {
        id: original.id,
        input: {
          ...valid(),
          strength: '10mg',
          scheduleTimes: ['20:00', '08:00', '08:00'],
          intakeTiming: 'empty_stomach',
        },
      },
      { token: doctor.token },
    );
    expect(errors).toBeUndefined();
    expect(data.updatePrescription).toMatchObject({
      strength: '10mg',
      scheduleTimes: ['08:00', '20:00'],
      intakeTiming: 'empty_stomach',
      prescribedBy: { id: doctor.id },
    });
    const refused = await server.gql(
      UPDATE,
      { id: original.id, input: { ...valid(), strength: '10 mgs' } },
      { token: doctor.token },
    );
    expect(refusal(refused).field).toBe('strength_invalid');
    expect((await list()).find((p: { id: string }) => p.id === original.id).strength).toBe('10mg');
  });

  it('refills several at once: stock left plus the quantity given, the new expiry, who and when', async () => {
    const first = await prescribe({ quantity: '30' });
    const second = await prescribe({
      quantity: '10',
      catalogKey: 'ondansetron',
      name: 'Ondansetron',
      strength: '8mg',
    });
    // the patient took two doses of the first since it was filled
    const prisma = server.services.prisma;
    for (const hour of [0, 12])
      await prisma.doseLog.create({
        data: {
          prescriptionId: first.id,
          patientId: patient.id,
          scheduledFor: new Date(Date.now() - (24 - hour) * 3_600_000),
          status: 'TAKEN',
        },
      });
    expect((await list()).find((p: { id: string }) => p.id === first.id).remainingQuantity).toBe(
      28,
    );
    const expiry = inDays(400);
    const { data, errors } = await server.gql(
      REFILL,
      {
        patientId: patient.id,
        refills: [
          { prescriptionId: first.id, quantity: '60', expiry: ddmmyyyy(expiry) },
          { prescriptionId: second.id, quantity: '２０', expiry: ddmmyyyy(expiry) },
        ],
      },
      { token: doctor.token },
    );
    expect(errors).toBeUndefined();
    const byId = Object.fromEntries(data.refillPrescriptions.map((p: { id: string }) => [p.id, p]));
    expect(byId[first.id]).toMatchObject({
      quantity: 88,
      remainingQuantity: 88,
      expirationDate: expiry,
      refilledDate: expect.any(String),
    });
    expect(byId[second.id]).toMatchObject({ quantity: 30, expirationDate: expiry });
    const events = await prisma.prescriptionEvent.findMany({
      where: { prescriptionId: first.id, kind: 'REFILLED' },
    });
    expect(events).toEqual([
      expect.objectContaining({ actorId: doctor.id, quantity: 88, expirationDate: expiry }),
    ]);
  });

  it.each([
    ['nothing selected', [], 'select_medication_to_refill'],
    ['a zero quantity', [{ quantity: '0', expiry: 'FUTURE' }], 'enter_valid_quantity'],
    ['a quantity in words', [{ quantity: 'thirty', expiry: 'FUTURE' }], 'enter_valid_quantity'],
    ['31 February', [{ quantity: '10', expiry: '31/02/2030' }], 'enter_valid_future_date'],
    ['a past expiry', [{ quantity: '10', expiry: '01/01/2020' }], 'enter_valid_future_date'],
    ['the ISO order', [{ quantity: '10', expiry: 'ISO' }], 'enter_valid_future_date'],
    [
      'one good and one bad: none refilled',
      [
        { quantity: '10', expiry: 'FUTURE' },
        { quantity: '-1', expiry: 'FUTURE' },
      ],
      'enter_valid_quantity',
    ],
  ])('refuses a refill with %s and changes nothing', async (_label, refills, field) => {
    const prescription = await prescribe();
    const future = inDays(100);
    const answer = await server.gql(
      REFILL,
      {
        patientId: patient.id,
        refills: (refills as Array<{ quantity: string; expiry: string }>).map((r) => ({
          prescriptionId: prescription.id,
          quantity: r.quantity,
          expiry: r.expiry === 'FUTURE' ? ddmmyyyy(future) : r.expiry === 'ISO' ? future : r.expiry,
        })),
      },
      { token: doctor.token },
    );
    expect(refusal(answer)).toEqual({ code: 'VALIDATION_FAILED', field });
    const after = (await list()).find((p: { id: string }) => p.id === prescription.id);
    expect(after).toMatchObject({
      quantity: 30,
      expirationDate: prescription.expirationDate,
      refilledDate: null,
    });
  });

  it('refuses a refill for another doctor’s patient, or of another patient’s prescription', async () => {
    const prescription = await prescribe();
    const otherDoctor = await newDoctor(server);
    const theirPatient = await newPatientOf(server, otherDoctor);
    const refill = [
      { prescriptionId: prescription.id, quantity: '10', expiry: ddmmyyyy(inDays(90)) },
    ];
    const asOther = await server.gql(
      REFILL,
      { patientId: patient.id, refills: refill },
      { token: otherDoctor.token },
    );
    expect(refusal(asOther).code).toBe('NOT_FOUND');
    const wrongPatient = await server.gql(
      REFILL,
      { patientId: theirPatient.id, refills: refill },
      { token: otherDoctor.token },
    );
    expect(refusal(wrongPatient).code).toBe('NOT_FOUND');
    expect(
      (await list()).find((p: { id: string }) => p.id === prescription.id).refilledDate,
    ).toBeNull();
  });

  it.each([
    ['no reason', undefined, 'discontinue_reason_required'],
    ['an empty reason', '', 'discontinue_reason_required'],
    ['a blank reason', '   ', 'discontinue_reason_required'],
    ['an oversized reason', 'x'.repeat(501), 'text_too_long'],
  ])('refuses to discontinue with %s', async (_label, reason, field) => {
    const prescription = await prescribe();
    const answer = await server.gql(
      DISCONTINUE,
      { id: prescription.id, reason },
      { token: doctor.token },
    );
    expect(refusal(answer)).toEqual({ code: 'VALIDATION_FAILED', field });
    expect((await list()).find((p: { id: string }) => p.id === prescription.id).status).toBe(
      'ACTIVE',
    );
  });

  it('discontinues with the reason, who and when; then it cannot be refilled or edited', async () => {
    const prescription = await prescribe();
    const { data } = await server.gql(
      DISCONTINUE,
      { id: prescription.id, reason: '  Severe nausea, switching  ' },
      { token: doctor.token },
    );
    expect(data.discontinuePrescription).toMatchObject({
      status: 'DISCONTINUED',
      cardStatus: 'archived',
      discontinueReason: 'Severe nausea, switching',
      endedDate: expect.any(String),
    });
    const row = await server.services.prisma.prescription.findUniqueOrThrow({
      where: { id: prescription.id },
    });
    expect(row.endedById).toBe(doctor.id);
    const refill = await server.gql(
      REFILL,
      {
        patientId: patient.id,
        refills: [{ prescriptionId: prescription.id, quantity: '5', expiry: ddmmyyyy(inDays(50)) }],
      },
      { token: doctor.token },
    );
    expect(refusal(refill).code).toBe('PRESCRIPTION_NOT_ACTIVE');
    const edit = await server.gql(
      UPDATE,
      { id: prescription.id, input: valid() },
      { token: doctor.token },
    );
    expect(refusal(edit).code).toBe('PRESCRIPTION_NOT_ACTIVE');
    const again = await server.gql(
      DISCONTINUE,
      { id: prescription.id, reason: 'again' },
      { token: doctor.token },
    );
    expect(refusal(again).code).toBe('PRESCRIPTION_NOT_ACTIVE');
  });

  it('completes a course into the archive', async () => {
    const prescription = await prescribe();
    const { data } = await server.gql(
      `mutation C($id: ID!) { completePrescription(id: $id) { status cardStatus endedDate discontinueReason } }`,
      { id: prescription.id },
      { token: doctor.token },
    );
    expect(data.completePrescription).toMatchObject({
      status: 'COMPLETED',
      cardStatus: 'archived',
      discontinueReason: null,
    });
  });
});

describe('the dose log', () => {
  it('turns the schedule into doses with the patient’s marks', async () => {
    const other = await newPatientOf(server, doctor);
    const start = inDays(-2);
    const { data } = await add(
      { ...valid(), startDate: start, scheduleTimes: ['08:00', '20:00'] },
      doctor.token,
      other.id,
    );
    const prescriptionId = data.addPrescription.id;
    await prescribedOn(server, prescriptionId, start);
    await server.services.prisma.doseLog.create({
      data: {
        prescriptionId,
        patientId: other.id,
        scheduledFor: new Date(`${start}T08:00:00+08:00`),
        status: 'TAKEN',
      },
    });
    const doses = await server.gql(
      `query Q($id: ID!, $from: String!, $to: String!) { patientDoses(patientId: $id, from: $from, to: $to) { prescriptionId day time status } }`,
      { id: other.id, from: start, to: start },
      { token: other.token },
    );
    expect(doses.data.patientDoses).toEqual([
      { prescriptionId, day: start, time: '08:00', status: 'taken' },
      { prescriptionId, day: start, time: '20:00', status: 'missed' },
    ]);
    const tooLong = await server.gql(
      `query Q($id: ID!) { patientDoses(patientId: $id, from: "2026-01-01", to: "2026-12-31") { day } }`,
      { id: other.id },
      { token: other.token },
    );
    expect(refusal(tooLong).field).toBe('date_range_invalid');
  });
});

describe('the demo data', () => {
  it('gives the demo patients realistic prescriptions, the spec’s five samples included', async () => {
    const doctorToken = await server.signIn('demo.doctor');
    const { data: patients } = await server.gql(
      `{ doctorPatients(filter: { search: "Lee Siu Ming" }) { patients { id } } }`,
      {},
      { token: doctorToken },
    );
    const lee = patients.doctorPatients.patients[0].id;
    const { data } = await server.gql(LIST, { patientId: lee }, { token: doctorToken });
    const summary = data.patientPrescriptions.map(
      (p: { catalogKey: string; status: string }) => `${p.catalogKey}:${p.status}`,
    );
    expect(summary.sort()).toEqual([
      'letrozole:COMPLETED',
      'ondansetron:ACTIVE',
      'oral_rehydration_salts:ACTIVE',
      'paracetamol:DISCONTINUED',
      'tamoxifen:ACTIVE',
    ]);
    const stopped = data.patientPrescriptions.find(
      (p: { catalogKey: string }) => p.catalogKey === 'paracetamol',
    );
    expect(stopped.discontinueReason).toBeTruthy();
    // Chan Tai Man has two weeks of dose marks: stock taken from his capecitabine
    const chan = await server.signIn('demo.patient');
    const { data: own } = await server.gql(`{ me { id } }`, {}, { token: chan });
    const mine = await server.gql(LIST, { patientId: own.me.id }, { token: chan });
    const capecitabine = mine.data.patientPrescriptions.find(
      (p: { catalogKey: string }) => p.catalogKey === 'capecitabine',
    );
    expect(capecitabine.remainingQuantity).toBeLessThan(capecitabine.quantity);
  });
});
