// The doctor home's four cards count the doctor's own team with their change against the
// week before, and the feed lists the newest events of every kind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { finishedCheckIn, newDoctor, newPatientOf, type Person } from './workspace-fixtures';

let server: TestServer;

const HOME = `{ doctorHome {
  doctor { name department }
  cards {
    totalPatients { count changeIsNew changePercent lastWeek }
    criticalAlerts { count changeIsNew changePercent }
    pendingReports { count changeIsNew changePercent }
    pendingRequests { count changeIsNew changePercent }
  }
  activity { kind patient { name } alertTitle medicationName prescriptionChange } } }`;

const home = async (doctor: Person) =>
  (await server.gql(HOME, {}, { token: doctor.token })).data.doctorHome;

beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.stop());

describe('doctor home', () => {
  it('counts nothing for a new doctor, and says so without a made-up change', async () => {
    const doctor = await newDoctor(server);
    const { cards, activity } = await home(doctor);
    for (const card of Object.values(cards))
      expect(card).toMatchObject({ count: 0, changeIsNew: false, changePercent: 0 });
    expect(activity).toEqual([]);
  });

  it('counts the team, its critical alerts, unread reports, and lists what happened', async () => {
    const doctor = await newDoctor(server);
    const patient = await newPatientOf(server, doctor, { fullName: 'Lam Chi Keung' });
    await finishedCheckIn(server, patient.token, ['I have chest pain']);
    await server.gql(
      `mutation A($id: ID!, $input: PrescriptionInput!) { addPrescription(patientId: $id, input: $input) { id } }`,
      {
        id: patient.id,
        input: {
          name: 'Paracetamol',
          catalogKey: 'paracetamol',
          strength: '500mg',
          quantity: '20',
          medicationType: 'tablet',
          expirationDate: '2099-01-01',
          dosageInstructions: 'Two tablets when needed',
          usedFor: 'Pain',
          scheduleTimes: ['08:00'],
          intakeTiming: 'with_food',
          startDate: '2026-11-01',
        },
      },
      { token: doctor.token },
    );
    const { cards, activity } = await home(doctor);
    // linked this week, nothing the week before: "new"
    expect(cards.totalPatients).toEqual({
      count: 1,
      changeIsNew: true,
      changePercent: null,
      lastWeek: 1,
    });
    expect(cards.criticalAlerts).toMatchObject({ count: 1, changeIsNew: true });
    expect(cards.pendingReports).toMatchObject({ count: 1 });
    expect(cards.pendingRequests).toMatchObject({ count: 0 });
    expect(activity.map((a: { kind: string }) => a.kind)).toEqual([
      'prescription',
      'report',
      'alert',
    ]);
    expect(activity[0]).toMatchObject({
      patient: { name: 'Lam Chi Keung' },
      medicationName: 'Paracetamol',
      prescriptionChange: 'PRESCRIBED',
    });
    expect(activity[2].alertTitle).toEqual(expect.any(String));

    // opening the record reads the report
    await server.gql(
      `mutation M($id: ID!) { markPatientReportsOpened(patientId: $id) }`,
      { id: patient.id },
      { token: doctor.token },
    );
    expect((await home(doctor)).cards.pendingReports.count).toBe(0);
    // another doctor's home counts none of it
    const other = await newDoctor(server);
    expect((await home(other)).cards.totalPatients.count).toBe(0);
  });

  it('names the demo doctor and department', async () => {
    const token = await server.signIn('demo.doctor');
    const { data } = await server.gql(HOME, {}, { token });
    expect(data.doctorHome.doctor).toEqual({
      name: 'Dr. Mei Chan',
      department: 'clinical_oncology',
    });
  });
});
