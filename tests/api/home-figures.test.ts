// The home page's figures over GraphQL: the check-in streak with this week's row, and the
// wellness score of this week, month and year, from real (earlier-dated) check-ins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { recordPastCheckIn } from '../../server/db/past-check-ins';
import {
  addDays,
  inRange,
  localDay,
  monthOf,
  weekOf,
  weekdayIndex,
  yearOf,
} from '../../server/domain/wellness/clinic-days';
import { greenCheckIn } from '../support/check-in-scripts';

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.stop());

const HOME = `query H($p: ID) {
  checkInStreak(patientId: $p) { current longest week checkedInToday }
  week: wellnessScore(period: "week", patientId: $p) { from to score }
  month: wellnessScore(period: "month", patientId: $p) { score }
  year: wellnessScore(period: "year", patientId: $p) { score } }`;

async function newPatient() {
  const account = await server.createAccount();
  const me = await server.gql(`{ me { id } }`, {}, { token: account.token });
  return { ...account, id: me.data.me.id as string };
}

describe('home figures', () => {
  it('streaks over Hong Kong days, this week’s row, and scores by period', async () => {
    const patient = await newPatient();
    const today = localDay(new Date());
    const days = { 0: '5', 1: '1', 2: '5', 5: '5', 6: '5', 7: '5' } as const;
    for (const [ago, rating] of Object.entries(days))
      await recordPastCheckIn(server.services.prisma, patient.id, {
        day: addDays(today, -Number(ago)),
        messages: greenCheckIn(rating),
      });
    const { data, errors } = await server.gql(HOME, {}, { token: patient.token });
    expect(errors).toBeUndefined();
    // Today, yesterday, the day before; then a gap (3 and 4 days ago); then 5, 6 and 7 days ago.
    expect(data.checkInStreak).toMatchObject({ current: 3, longest: 3, checkedInToday: true });
    const week = weekOf(today);
    const seeded = Object.keys(days).map((ago) => addDays(today, -Number(ago)));
    expect(data.checkInStreak.week).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((index) =>
        seeded.some((day) => inRange(day, week) && weekdayIndex(day) === index),
      ),
    );
    // 5 everywhere is 100; 1 everywhere is 40 (the symptom part alone).
    const scoreOf = (day: string) => (day === addDays(today, -1) ? 40 : 100);
    const mean = (range: { from: string; to: string }) => {
      const inside = seeded.filter((day) => inRange(day, range)).map(scoreOf);
      return Math.round((inside.reduce((a, b) => a + b, 0) / inside.length) * 10) / 10;
    };
    expect(data.week).toEqual({ ...week, score: mean(week) });
    expect(data.month.score).toBe(mean(monthOf(today)));
    expect(data.year.score).toBe(mean(yearOf(today)));
  });

  it('a new patient: no streak and no score, never a made-up number', async () => {
    const patient = await newPatient();
    const { data } = await server.gql(HOME, {}, { token: patient.token });
    expect(data.checkInStreak).toEqual({
      current: 0,
      longest: 0,
      week: [false, false, false, false, false, false, false],
      checkedInToday: false,
    });
    expect([data.week.score, data.month.score, data.year.score]).toEqual([null, null, null]);
  });

  it('refuses an unknown period, another patient and a stranger doctor', async () => {
    const patient = await newPatient();
    const other = await newPatient();
    // 'constructor' is a name every object inherits: found once by the fuzz test.
    for (const period of ['decade', 'constructor', '__proto__']) {
      const bad = await server.gql(
        `query ($period: String!) { wellnessScore(period: $period) { score } }`,
        { period },
        { token: patient.token },
      );
      expect(bad.errors?.[0].extensions).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { period: 'invalid_choice' },
      });
    }
    for (const token of [other.token, await server.signIn('dr.wong')]) {
      const refused = await server.gql(HOME, { p: patient.id }, { token });
      expect(refused.errors?.[0].extensions.code).toBe('NOT_FOUND');
    }
    const doctor = await server.gql(
      HOME,
      { p: patient.id },
      {
        token: await server.signIn('demo.doctor'),
      },
    );
    expect(doctor.errors).toBeUndefined();
  });
});
