// The Overview tab's figures come from the patient's own check-ins and dose log; with no
// records they say "no data" (null), never a sample number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicDay } from '../../common/clinic-day';
import { startTestServer, type TestServer } from './harness';
import {
  finishedCheckIn,
  newDoctor,
  newPatientOf,
  prescribedOn,
  type Person,
} from './workspace-fixtures';

let server: TestServer;
let doctor: Person;

const OVERVIEW = `query O($id: ID!) { patientOverview(patientId: $id) {
  health { kind level } adherence
  weekly { wellness previousWellness engagement engagementChange moodByWeekday moodTrend
    bestDay { day } challengingDay { day } dosesTaken dosesDue }
  insights { key type values { name value } } } }`;

const overview = async (patient: Person) =>
  (await server.gql(OVERVIEW, { id: patient.id }, { token: doctor.token })).data.patientOverview;

beforeAll(async () => {
  server = await startTestServer();
  doctor = await newDoctor(server);
});
afterAll(() => server.stop());

describe('patient overview', () => {
  it('says no data for a patient with no records', async () => {
    const patient = await newPatientOf(server, doctor);
    expect(await overview(patient)).toEqual({
      health: { kind: 'no_data', level: null },
      adherence: null,
      weekly: {
        wellness: null,
        previousWellness: null,
        engagement: 0,
        engagementChange: 0,
        moodByWeekday: [0, 0, 0, 0, 0, 0, 0],
        moodTrend: 'stable',
        bestDay: null,
        challengingDay: null,
        dosesTaken: 0,
        dosesDue: 0,
      },
      insights: [],
    });
  });

  it('computes adherence and missed doses from the dose log', async () => {
    const patient = await newPatientOf(server, doctor);
    const start = clinicDay(new Date(Date.now() - 3 * 86_400_000));
    const { data } = await server.gql(
      `mutation A($id: ID!, $input: PrescriptionInput!) { addPrescription(patientId: $id, input: $input) { id } }`,
      {
        id: patient.id,
        input: {
          name: 'Capecitabine',
          strength: '500mg',
          quantity: '84',
          medicationType: 'tablet',
          expirationDate: '2099-01-01',
          dosageInstructions: 'Three tablets twice a day',
          usedFor: 'Chemotherapy',
          scheduleTimes: ['08:00'],
          intakeTiming: 'with_food',
          startDate: start,
        },
      },
      { token: doctor.token },
    );
    // entered three days ago (before that day's 08:00), so its doses from then on count
    await prescribedOn(server, data.addPrescription.id, start);
    const prisma = server.services.prisma;
    // three past days at 08:00: two taken, one missed
    for (const days of [3, 2])
      await prisma.doseLog.create({
        data: {
          prescriptionId: data.addPrescription.id,
          patientId: patient.id,
          scheduledFor: new Date(
            `${clinicDay(new Date(Date.now() - days * 86_400_000))}T08:00:00+08:00`,
          ),
          status: 'TAKEN',
        },
      });
    const result = await overview(patient);
    // 08:00 on each of the last three days, and today's once 08:00 has passed in Hong Kong
    const hongKongHour = Number(
      new Intl.DateTimeFormat('en-GB', {
        hour: '2-digit',
        hourCycle: 'h23',
        timeZone: 'Asia/Hong_Kong',
      }).format(new Date()),
    );
    const due = 3 + (hongKongHour >= 8 ? 1 : 0);
    expect(result.adherence).toBe(Math.round((100 * 2) / due));
    expect(result.insights).toContainEqual({
      key: 'missed_medication',
      type: 'warning',
      values: [{ name: 'doses', value: expect.any(Number) }],
    });
  });

  it('a medication prescribed after today’s dose time: that dose is never missed (no 0%)', async () => {
    const patient = await newPatientOf(server, doctor);
    const now = new Date();
    // a dose time that had passed in Hong Kong a minute before the prescription was entered
    const passed = new Date(now.getTime() - 60_000);
    const hhmm = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Asia/Hong_Kong',
    }).format(passed);
    const today = clinicDay(passed);
    const added = await server.gql(
      `mutation A($id: ID!, $input: PrescriptionInput!) { addPrescription(patientId: $id, input: $input) { id } }`,
      {
        id: patient.id,
        input: {
          name: 'Dexamethasone',
          strength: '4mg',
          quantity: '10',
          medicationType: 'tablet',
          expirationDate: '2099-01-01',
          dosageInstructions: 'One tablet in the morning',
          usedFor: 'Nausea',
          scheduleTimes: [hhmm],
          intakeTiming: 'with_food',
          startDate: today,
        },
      },
      { token: doctor.token },
    );
    expect(added.errors).toBeUndefined();
    // by time alone the dose is due (0%), and two hours on it would be missed
    const result = await overview(patient);
    expect(result.adherence).toBeNull();
    expect(result.insights).not.toContainEqual(
      expect.objectContaining({ key: 'missed_medication' }),
    );
  });

  it('reads the latest check-in for the health card and the week’s wellness', async () => {
    const patient = await newPatientOf(server, doctor);
    const { level } = await finishedCheckIn(server, patient.token, [
      'I have a cough, moderate',
      'since yesterday',
    ]);
    const result = await overview(patient);
    expect(result.health.kind).toBe(level === 'GREEN' || level === 'YELLOW' ? 'stable' : 'level');
    expect(result.weekly.wellness).toEqual(expect.any(Number));
    expect(result.weekly.moodByWeekday).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('marks the patient’s finished check-ins as opened by a doctor', async () => {
    const patient = await newPatientOf(server, doctor);
    await finishedCheckIn(server, patient.token);
    const mark = `mutation M($id: ID!) { markPatientReportsOpened(patientId: $id) }`;
    expect(
      (await server.gql(mark, { id: patient.id }, { token: doctor.token })).data
        .markPatientReportsOpened,
    ).toBe(1);
    expect(
      (await server.gql(mark, { id: patient.id }, { token: doctor.token })).data
        .markPatientReportsOpened,
    ).toBe(0);
  });
});
