// The health dashboard over GraphQL: figures from the patient's own check-ins (made
// through the real interview, dated on earlier days), who may read them, and refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { recordPastCheckIn } from '../../server/db/past-check-ins';
import {
  addDays,
  localDay,
  monthOf,
  previousRange,
  weekOf,
} from '../../server/domain/wellness/clinic-days';

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.stop());

const PERIOD = `from to wellness previousWellness checkInDays
  trends { measure current previous direction notEnoughData }
  symptoms { key name days highestGrade }
  series { day score mood energy sleep pain hoursSlept }
  events { kind level title }`;
const DASHBOARD = `query D($p: ID) {
  today: healthPeriod(period: "today", patientId: $p) { ${PERIOD} }
  week: healthPeriod(period: "week", patientId: $p) { ${PERIOD} }
  weekly: weeklySummary(patientId: $p) {
    wellness wellnessFive engagement moodByWeekday moodTrend bestDay { day score } } }`;
const MONTH = `query M($m: String!, $p: ID) {
  symptomCalendar(month: $m, patientId: $p) { day severity }
  healthPeriod(period: $m, patientId: $p) { ${PERIOD} } }`;

/**
 * A green check-in on treatment: denies every screening question and the red-flag screen,
 * then the ratings.
 */
const green = (mood: string, energy: string, sleep: string) => [
  'I feel fine',
  'no',
  'no',
  'no',
  'no',
  'no',
  'no',
  'no',
  mood,
  energy,
  sleep,
  "no, that's all",
];

async function patientWithHistory() {
  const account = await server.createAccount();
  const me = await server.gql(`{ me { id } }`, {}, { token: account.token });
  const id: string = me.data.me.id;
  return { ...account, id };
}

describe('the dashboard reads the patient’s own check-ins', () => {
  it('today, this week and the month, by the wellness rules', async () => {
    const patient = await patientWithHistory();
    const today = localDay(new Date());
    const week = weekOf(today);
    const lastWeekDay = previousRange(week).from;
    // Last week: a low mood. Today: a moderate cough (grade 2) and a better mood.
    await recordPastCheckIn(server.services.prisma, patient.id, {
      day: lastWeekDay,
      messages: green('1', 'exhausted', '瞓得唔好'),
    });
    await recordPastCheckIn(server.services.prisma, patient.id, {
      day: today,
      time: '00:05',
      messages: [
        'I have a cough',
        '3',
        'a week',
        'no',
        'no',
        'no',
        'no',
        'no',
        'no',
        '5',
        'full of energy',
        'slept well, 7 hours',
        'no',
      ],
    });

    const { data, errors } = await server.gql(DASHBOARD, {}, { token: patient.token });
    expect(errors).toBeUndefined();
    const { today: day, week: thisWeek, weekly } = data;
    expect([day.from, day.to]).toEqual([today, today]);
    expect(day.checkInDays).toBe(1);
    // Grade 2 cough: S = 1 - 3/20 = 0.85; mood 5, energy 5, sleep 4 (0.75):
    // 100 × (0.4 × 0.85 + 0.2 + 0.2 + 0.2 × 0.75) = 89.
    expect(day.wellness).toBe(89);
    expect(day.symptoms).toEqual([{ key: 'cough', name: 'Cough', days: 1, highestGrade: 2 }]);
    expect(day.series).toEqual([
      { day: today, score: 89, mood: 5, energy: 5, sleep: 4, pain: 0, hoursSlept: 7 },
    ]);
    const trend = (period: typeof thisWeek, measure: string) =>
      period.trends.find((card: { measure: string }) => card.measure === measure);
    // Against last week's mood 1, energy 1 and sleep 2: all up; "no" to pain both weeks: 0, stable.
    expect(trend(thisWeek, 'mood')).toMatchObject({ current: 5, previous: 1, direction: 'up' });
    expect(trend(thisWeek, 'sleep')).toMatchObject({ direction: 'up', notEnoughData: false });
    expect(trend(thisWeek, 'pain')).toMatchObject({
      current: 0,
      previous: 0,
      direction: 'stable',
      notEnoughData: false,
    });
    expect(weekly.wellness).toBe(89);
    // the deprecated 0-5 field, kept for integrators, reads the same figure
    expect(weekly.wellnessFive).toBe(4.5);
    expect(weekly.moodByWeekday.filter((mood: number) => mood > 0)).toEqual([5]);
    expect(weekly.bestDay).toBeNull();

    const month = await server.gql(MONTH, { m: today.slice(0, 7) }, { token: patient.token });
    expect(month.errors).toBeUndefined();
    const days = month.data.symptomCalendar as Array<{ day: string; severity: string }>;
    expect(days).toHaveLength(Number(monthOf(today).to.slice(8)));
    expect(days.find((d) => d.day === today)?.severity).toBe('moderate');
    const yesterday = addDays(today, -1);
    if (yesterday.slice(0, 7) === today.slice(0, 7))
      expect(days.find((d) => d.day === yesterday)?.severity).toBe('not_logged');
  });

  it('with no check-in: no data, never a made-up number', async () => {
    const patient = await patientWithHistory();
    const { data } = await server.gql(DASHBOARD, {}, { token: patient.token });
    const { today, week } = data;
    for (const period of [today, week]) {
      expect(period.wellness).toBeNull();
      expect(period.checkInDays).toBe(0);
      expect(period.symptoms).toEqual([]);
      expect(period.trends.every((t: { notEnoughData: boolean }) => t.notEnoughData)).toBe(true);
      expect(period.series.every((d: { score: number | null }) => d.score === null)).toBe(true);
    }
    expect(data.weekly.wellness).toBeNull();
    expect(data.weekly.engagement).toBe(0);
  });

  it('names symptoms in the request’s language and lists a red alert among the events', async () => {
    const patient = await patientWithHistory();
    const today = localDay(new Date());
    await recordPastCheckIn(server.services.prisma, patient.id, {
      day: today,
      language: 'zh-HK',
      messages: ['我發燒38.5度'],
    });
    const { data } = await server.gql(
      DASHBOARD,
      {},
      {
        token: patient.token,
        language: 'zh-HK',
      },
    );
    // A red-level fever has no grade of its own: it counts as grade 4 (severe).
    expect(data.today.symptoms[0]).toMatchObject({
      key: 'fever',
      name: '發燒',
      highestGrade: 4,
    });
    expect(data.today.events).toEqual([
      { kind: 'alert', level: 'RED', title: expect.stringMatching(/[\u4e00-\u9fff]/) },
    ]);
  });
});

describe('who may read a dashboard', () => {
  it('the patient and their care team’s doctor; not another patient or doctor', async () => {
    const patient = await patientWithHistory();
    const month = localDay(new Date()).slice(0, 7);
    const doctor = await server.signIn('demo.doctor');
    const asDoctor = await server.gql(DASHBOARD, { p: patient.id }, { token: doctor });
    expect(asDoctor.errors).toBeUndefined();
    const doctorMonth = await server.gql(MONTH, { m: month, p: patient.id }, { token: doctor });
    expect(doctorMonth.errors).toBeUndefined();

    const stranger = await server.signIn('dr.wong');
    const other = await patientWithHistory();
    for (const [token, query, variables] of [
      [stranger, DASHBOARD, { p: patient.id }],
      [stranger, MONTH, { m: month, p: patient.id }],
      [other.token, DASHBOARD, { p: patient.id }],
      [other.token, MONTH, { m: month, p: patient.id }],
    ] as const) {
      const refused = await server.gql(query, variables, { token });
      expect(refused.errors?.[0].extensions.code).toBe('NOT_FOUND');
      expect(refused.data).toBeNull();
    }
    const withoutPatient = await server.gql(DASHBOARD, {}, { token: doctor });
    expect(withoutPatient.errors?.[0].extensions.code).toBe('VALIDATION_FAILED');
    const anonymous = await server.gql(DASHBOARD);
    expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['a future month', () => addDays(localDay(new Date()), 40).slice(0, 7)],
    ['no month 13', () => '2026-13'],
    ['a date instead of a month', () => '2026-11-01'],
    ['words', () => 'November'],
    ['before the product', () => '1999-12'],
  ])('refuses %s with a translated field error', async (_case, month) => {
    const patient = await patientWithHistory();
    const refused = await server.gql(
      MONTH,
      { m: month() },
      {
        token: patient.token,
        language: 'zh-HK',
      },
    );
    expect(refused.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { month: 'month_invalid' },
    });
  });
});

it('refuses a period that is not today, this week or a month', async () => {
  const patient = await patientWithHistory();
  for (const period of ['yesterday', 'WEEK', '2026-1', '']) {
    const refused = await server.gql(
      `query P($p: String!) { healthPeriod(period: $p) { from } }`,
      { p: period },
      { token: patient.token },
    );
    expect(refused.errors?.[0].extensions.code, period).toBe('VALIDATION_FAILED');
  }
});

describe('the development route for earlier check-ins', () => {
  it('records them through the real interview, dated days ago; refuses a bad body', async () => {
    const patient = await patientWithHistory();
    const seeded = await server.rest('POST', '/dev/past-check-ins', {
      json: {
        username: patient.username,
        checkIns: [{ daysAgo: 0, language: 'zh-HK', messages: green('三', '好攰', '瞓得好好') }],
      },
    });
    expect(seeded).toMatchObject({ status: 200, body: { levels: ['GREEN'] } });
    const { data } = await server.gql(DASHBOARD, {}, { token: patient.token });
    expect(data.today.series[0]).toMatchObject({ mood: 3, energy: 2, sleep: 5 });
    for (const checkIns of [[{ daysAgo: -1, messages: ['hi'] }], [{ daysAgo: 1 }], 'x']) {
      const refused = await server.rest('POST', '/dev/past-check-ins', {
        json: { username: patient.username, checkIns },
      });
      expect(refused.status).toBe(422);
    }
    const unknown = await server.rest('POST', '/dev/past-check-ins', {
      json: { username: 'nobody-here', checkIns: [] },
    });
    expect(unknown.status).toBe(404);
  });
});
