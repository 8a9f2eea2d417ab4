// A living demo clinic (issue 24): a first start on a new data folder seeds eight weeks of
// history through the real interview, triage and alert code, so the demo doctor and the
// demo patients see real figures at first sight, not "No data".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicDay } from '#common/clinic-day';
import { seedDemoHistory, seedDemoToday } from '../../server/db/seed-demo-history';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let doctor: string;
let patient: string;

beforeAll(async () => {
  server = await startTestServer({ seedDemoHistory: true });
  doctor = await server.signIn('demo.doctor');
  patient = await server.signIn('demo.patient');
}, 120_000);
afterAll(() => server.stop());

/** The month of three days ago: it holds history, and so does the month before it. */
const recentMonth = () => clinicDay(new Date(Date.now() - 3 * 86_400_000)).slice(0, 7);

describe('the demo clinic at first start', () => {
  it('gives the demo doctor follow-ups at every level and stage: open, acknowledged, resolved, one overridden', async () => {
    const { data } = await server.gql(
      '{ followUps { status level overrideLevel overrideReason } }',
      {},
      { token: doctor },
    );
    const alerts: Array<{ status: string; level: string; overrideReason: string | null }> =
      data.followUps;
    expect(new Set(alerts.map((a) => a.status))).toEqual(
      new Set(['OPEN', 'ACKNOWLEDGED', 'RESOLVED']),
    );
    expect([...new Set(alerts.map((a) => a.level))]).toEqual(
      expect.arrayContaining(['YELLOW', 'ORANGE', 'RED']),
    );
    expect(alerts.filter((a) => a.overrideReason)).toEqual([
      expect.objectContaining({
        overrideLevel: 'YELLOW',
        overrideReason: expect.stringMatching(/back pain/),
      }),
    ]);
  });

  it('gives the demo patient a month of figures and trends, not "no data"', async () => {
    const { data } = await server.gql(
      `query M($month: String!) { healthPeriod(period: $month) { checkInDays wellness previousWellness trends { measure notEnoughData } }
         weeklySummary { wellness previousWellness moodTrend } }`,
      { month: recentMonth() },
      { token: patient },
    );
    expect(data.healthPeriod.checkInDays).toBeGreaterThanOrEqual(10);
    expect(data.healthPeriod.wellness).toEqual(expect.any(Number));
    // pain too: every check-in asks about it, and a "no" is a reading of 0
    const { trends } = data.healthPeriod;
    expect(trends).toHaveLength(4);
    expect(trends).toEqual(trends.map((t: object) => ({ ...t, notEnoughData: false })));
    expect(data.weeklySummary.previousWellness).toEqual(expect.any(Number));
  });

  it("gives the demo patient the doctor's messages, the older ones read, none e-mailed again", async () => {
    const { data } = await server.gql(
      '{ myMessages { unread messages { type title readAt createdAt } } }',
      {},
      { token: patient },
    );
    const { messages, unread } = data.myMessages;
    // the base demo's unread reminder of yesterday (seed-demo-workspace.ts), then the history's
    expect(messages.map((m: { type: string }) => m.type)).toEqual([
      'appointment',
      'meds',
      'vitals',
    ]);
    expect(unread).toBe(1);
    expect(new Date(messages[2].createdAt).getTime()).toBeLessThan(Date.now() - 20 * 86_400_000);
    const unsent = await server.database.patientMessage.count({
      where: { emailedAt: null, createdAt: { lt: new Date(Date.now() - 2 * 86_400_000) } },
    });
    expect(unsent).toBe(0);
  });

  it('is seeded once: a second start adds nothing', async () => {
    expect(await seedDemoHistory(server.database)).toBe(false);
  });

  it("fills a new day's Today for a demo that runs past midnight, once", async () => {
    const tomorrow = new Date(Date.now() + 86_400_000);
    const since = new Date(`${clinicDay(tomorrow)}T00:00:00+08:00`);
    const demoPatient = await server.database.user.findUniqueOrThrow({
      where: { username: 'demo.patient' },
    });
    const onTheDay = () =>
      server.database.chatSession.count({
        where: { patientId: demoPatient.id, createdAt: { gte: since }, status: 'FINISHED' },
      });
    expect(await onTheDay()).toBe(0);
    expect(await seedDemoToday(server.database, tomorrow)).toBeGreaterThan(0);
    expect(await onTheDay()).toBe(1);
    expect(await seedDemoToday(server.database, tomorrow)).toBe(0);
  });
});
