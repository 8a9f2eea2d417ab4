// Reports a patient shares with their care team: the period follows the report dialog's
// rules, sharing needs a doctor and data sharing on, the doctor home counts it as a
// pending report until a doctor of the team downloads it, and nobody else reads it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicDay } from '../../common/clinic-day';
import { startTestServer, type TestServer } from './harness';
import { newDoctor, newPatientOf, refusal, userOf, type Person } from './workspace-fixtures';

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.stop());

const daysAgo = (days: number) => clinicDay(new Date(Date.now() - days * 86_400_000));
const SHARE = `mutation S($p: ReportPeriodInput!) {
  shareReport(period: $p) { id periodFrom periodTo doctorOpenedAt } }`;
const LIST = `query L($id: ID) { sharedReports(patientId: $id) { id periodFrom periodTo doctorOpenedAt } }`;
const HOME = `{ doctorHome { cards { pendingReports { count } }
  activity { kind id sharedFrom sharedTo patient { name } } } }`;

const share = (patient: Person, period: object, language = 'en') =>
  server.gql(SHARE, { p: period }, { token: patient.token, language });
const pending = async (doctor: Person) =>
  (await server.gql(HOME, {}, { token: doctor.token })).data.doctorHome;
const download = (id: string, token: string, language = 'en') =>
  fetch(`${server.url}/reports/shared/${id}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });

describe('shared reports', () => {
  it('a patient shares the last week; the doctor sees it pending until downloading it', async () => {
    const doctor = await newDoctor(server);
    const patient = await newPatientOf(server, doctor, { fullName: 'Ho Wing Sze' });
    const before = (await pending(doctor)).cards.pendingReports.count;

    const { data, errors } = await share(patient, { kind: 'weeks', count: 1 });
    expect(errors).toBeUndefined();
    expect(data.shareReport).toMatchObject({
      periodFrom: daysAgo(6),
      periodTo: daysAgo(0),
      doctorOpenedAt: null,
    });
    const { id } = data.shareReport;
    const home = await pending(doctor);
    expect(home.cards.pendingReports.count).toBe(before + 1);
    expect(home.activity).toContainEqual({
      kind: 'report',
      id,
      sharedFrom: daysAgo(6),
      sharedTo: daysAgo(0),
      patient: { name: 'Ho Wing Sze' },
    });
    const listed = await server.gql(LIST, { id: patient.id }, { token: doctor.token });
    expect(listed.data.sharedReports.map((r: { id: string }) => r.id)).toEqual([id]);

    // the patient's own download is theirs: it does not clear the doctor's pending report
    expect((await download(id, patient.token)).status).toBe(200);
    expect((await pending(doctor)).cards.pendingReports.count).toBe(before + 1);

    const pdf = await download(id, doctor.token, 'zh-HK');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await pending(doctor)).cards.pendingReports.count).toBe(before);
    const mine = await server.gql(LIST, {}, { token: patient.token });
    expect(mine.data.sharedReports[0].doctorOpenedAt).not.toBeNull();

    // shared again: the same report, pending again
    const again = await share(patient, { kind: 'custom', from: daysAgo(6), to: daysAgo(0) });
    expect(again.data.shareReport).toMatchObject({ id, doctorOpenedAt: null });
    expect((await pending(doctor)).cards.pendingReports.count).toBe(before + 1);
  });

  it('refuses a period against the rules by its rule, and stores nothing', async () => {
    const doctor = await newDoctor(server);
    const patient = await newPatientOf(server, doctor);
    const tomorrow = clinicDay(new Date(Date.now() + 86_400_000));
    for (const [period, problem] of [
      [{ kind: 'weeks', count: 0 }, 'select_at_least_one_week'],
      [{ kind: 'month' }, 'select_at_least_one_month'],
      [{ kind: 'custom', from: daysAgo(3), to: daysAgo(0) }, 'select_at_least_seven_days'],
      [{ kind: 'custom', from: daysAgo(6), to: tomorrow }, 'date_range_invalid'],
      [{ kind: 'custom', from: '2026-02-30', to: daysAgo(0) }, 'date_range_invalid'],
      [{ kind: '每週', count: 1 }, 'date_range_invalid'],
    ] as const) {
      const answer = await share(patient, period);
      expect(refusal(answer)).toEqual({ code: 'VALIDATION_FAILED', field: problem });
    }
    expect((await server.gql(LIST, {}, { token: patient.token })).data.sharedReports).toEqual([]);
  });

  it('needs a doctor on the care team and data sharing on', async () => {
    const alone = await userOf(server, (await server.createAccount()).token);
    await server.services.prisma.careTeamLink.deleteMany({ where: { patientId: alone.id } });
    const answer = await share(alone, { kind: 'weeks', count: 1 });
    expect(refusal(answer).code).toBe('NO_CARE_TEAM');
    expect(answer.errors?.[0].message).toMatch(/no doctor on your care team/);

    const doctor = await newDoctor(server);
    const private_ = await newPatientOf(server, doctor);
    await server.gql(
      `mutation { updateSetting(key: "dataSharing", enabled: false) { value } }`,
      {},
      { token: private_.token },
    );
    const off = await share(private_, { kind: 'weeks', count: 1 });
    expect(refusal(off).code).toBe('SHARING_OFF');
    expect(off.errors?.[0].message).toMatch(/^Data sharing is turned off/);
    expect((await pending(doctor)).cards.pendingReports.count).toBe(0);
  });

  it('is the patient’s and their care team’s only', async () => {
    const doctor = await newDoctor(server);
    const patient = await newPatientOf(server, doctor);
    const { data } = await share(patient, { kind: 'weeks', count: 2 });
    const { id } = data.shareReport;
    const stranger = await newDoctor(server);
    const otherPatient = await newPatientOf(server, stranger);

    expect((await download(id, stranger.token)).status).toBe(404);
    expect((await download(id, otherPatient.token)).status).toBe(404);
    expect((await download('no-such-report', doctor.token)).status).toBe(404);
    const anonymous = await fetch(`${server.url}/reports/shared/${id}`);
    expect(anonymous.status).toBe(401);
    for (const token of [stranger.token, otherPatient.token]) {
      const answer = await server.gql(LIST, { id: patient.id }, { token });
      expect(['FORBIDDEN', 'NOT_FOUND']).toContain(refusal(answer).code);
    }
    // a doctor cannot share on a patient's behalf
    expect(refusal(await share(doctor, { kind: 'weeks', count: 1 })).code).toBe('FORBIDDEN');
    expect((await pending(stranger)).cards.pendingReports.count).toBe(0);
    expect((await pending(doctor)).cards.pendingReports.count).toBe(1);
  });
});
