// The e-mails of a patient's notification settings, sent by the job runner: doctor
// messages at once or in hourly / daily digests (or never), check-in reminders and
// wellness updates on their days. The test sets the clock by running the jobs at chosen
// moments (runNow), never by waiting; every mail is read from the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicInstant, addDays, localDay } from '../../server/domain/wellness/clinic-days';
import {
  createMailPlanner,
  notificationHandlers,
  planScheduledMails,
} from '../../server/domain/notifications/notification-jobs';
import { enqueue, runDueJobs } from '../../server/jobs/job-queue';
import { createJobRunner } from '../../server/jobs/job-runner';
import { startTestServer, type TestServer } from './harness';
import { finishedCheckIn, newDoctor, newPatientOf, type Person } from './workspace-fixtures';

let server: TestServer;
let doctor: Person;

type Mail = { subject: string; text: string };
const SETTING = `mutation U($key: String!, $choice: String) {
  updateSetting(key: $key, choice: $choice) { value } }`;
const SEND = `mutation S($id: ID!, $input: PatientMessageInput!) {
  sendPatientMessage(patientId: $id, input: $input) { id } }`;

async function patientWith(settings: Record<string, string>, fullName = 'Cheung Mei Ling') {
  const patient = await newPatientOf(server, doctor, { fullName });
  for (const [key, choice] of Object.entries(settings))
    await server.gql(SETTING, { key, choice }, { token: patient.token });
  const { data } = await server.gql(`{ me { email } }`, {}, { token: patient.token });
  return { ...patient, email: data.me.email as string };
}

/** The patient's mails, without the sign-up code every new account gets. */
const outbox = async (email: string): Promise<Mail[]> =>
  ((await server.rest('GET', `/dev/outbox?to=${encodeURIComponent(email)}`)).body as Mail[]).filter(
    (mail) => !mail.subject.includes('verification code'),
  );

async function message(patientId: string, title: string) {
  const answer = await server.gql(
    SEND,
    { id: patientId, input: { type: 'general', title, description: `${title}: please read` } },
    { token: doctor.token },
  );
  expect(answer.errors).toBeUndefined();
  await server.services.background.idle();
}

/** A Hong Kong wall-clock moment `days` from today. */
const hongKong = (days: number, time: string) =>
  clinicInstant(addDays(localDay(new Date()), days), time);

beforeAll(async () => {
  server = await startTestServer();
  doctor = await newDoctor(server);
  // a full name written with its title, as the demo's doctors have
  await server.gql(
    `mutation P($input: ProfileInput!) { updateProfile(input: $input) { fullName } }`,
    { input: { fullName: 'Dr. Grace Lam' } },
    { token: doctor.token },
  );
});
afterAll(() => server.stop());

describe('doctor messages by e-mail', () => {
  it('immediately (the default): one e-mail per message, at once', async () => {
    const patient = await patientWith({});
    await message(patient.id, 'Blood test results');
    const mails = await outbox(patient.email);
    expect(mails).toHaveLength(1);
    // the title once: the subject read "New message from Dr Dr. Mei Chan"
    expect(mails[0].subject).toBe('New message from Dr. Grace Lam: Blood test results');
    expect(mails[0].text).toContain('Blood test results: please read');
  });

  it('hourly digest: nothing at once, then one e-mail with both at the end of the hour', async () => {
    const patient = await patientWith({
      doctorMessages: 'hourly_digest',
      checkInReminders: 'off',
      wellnessScoreUpdates: 'off',
    });
    await message(patient.id, 'Fasting before the scan');
    await message(patient.id, 'New appointment time');
    expect(await outbox(patient.email)).toHaveLength(0);
    await server.services.jobs.runNow(new Date(Date.now() + 3_600_000));
    const mails = await outbox(patient.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('2 new messages from your doctors');
    expect(mails[0].text).toContain('Fasting before the scan');
    expect(mails[0].text).toContain('New appointment time');
    await server.services.jobs.runNow(new Date(Date.now() + 7_200_000));
    expect(await outbox(patient.email)).toHaveLength(1);
  });

  it('daily digest in Chinese: the next morning at 08:00, not before', async () => {
    const patient = await patientWith(
      { doctorMessages: 'daily_digest', checkInReminders: 'off', wellnessScoreUpdates: 'off' },
      '何家欣',
    );
    await server.gql(
      `mutation { setLanguage(language: "zh-HK") { id } }`,
      {},
      {
        token: patient.token,
      },
    );
    await message(patient.id, '記得多喝水');
    await server.services.jobs.runNow(hongKong(1, '07:59'));
    expect(await outbox(patient.email)).toHaveLength(0);
    await server.services.jobs.runNow(hongKong(1, '08:01'));
    const mails = await outbox(patient.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('你有 1 則醫生訊息');
    expect(mails[0].text).toContain('何家欣，你好');
  });

  it('off: never e-mailed', async () => {
    const patient = await patientWith({ doctorMessages: 'off' });
    await message(patient.id, 'Not by e-mail');
    await server.services.jobs.runNow(hongKong(2, '09:00'));
    expect(
      (await outbox(patient.email)).filter((mail) => mail.text.includes('Not by e-mail')),
    ).toEqual([]);
  });
});

describe('check-in reminders and wellness updates', () => {
  it('a daily reminder at 09:00, once, and none on a day already checked in', async () => {
    const patient = await patientWith({ wellnessScoreUpdates: 'off' });
    await server.services.jobs.runNow(hongKong(3, '08:59'));
    expect(await outbox(patient.email)).toHaveLength(0);
    await server.services.jobs.runNow(hongKong(3, '09:00'));
    await server.services.jobs.runNow(hongKong(3, '15:00'));
    const mails = await outbox(patient.email);
    expect(mails.map((m) => m.subject)).toEqual(['Time for your check-in']);

    // today: checked in before 09:00 (the check-in is now), so no reminder today
    const checkedIn = await patientWith({ wellnessScoreUpdates: 'off' });
    await finishedCheckIn(server, checkedIn.token, ['feeling ok, a bit tired']);
    await server.services.jobs.runNow(hongKong(0, '23:59'));
    expect(await outbox(checkedIn.email)).toHaveLength(0);
  });

  it('weekly reminders come on Mondays only; off sends none', async () => {
    const weekly = await patientWith({ checkInReminders: 'weekly', wellnessScoreUpdates: 'off' });
    const off = await patientWith({ checkInReminders: 'off', wellnessScoreUpdates: 'off' });
    for (let day = 4; day < 11; day++) await server.services.jobs.runNow(hongKong(day, '10:00'));
    expect(await outbox(weekly.email)).toHaveLength(1);
    expect(await outbox(off.email)).toHaveLength(0);
  });

  it('a daily wellness update the next morning with yesterday’s score', async () => {
    const patient = await patientWith({ checkInReminders: 'off', wellnessScoreUpdates: 'daily' });
    await finishedCheckIn(server, patient.token, ['mood 7 out of 10, slept well, no pain']);
    await server.services.jobs.runNow(hongKong(1, '08:00'));
    const [mail] = await outbox(patient.email);
    expect(mail.subject).toBe('Your wellness score for yesterday');
    expect(mail.text).toMatch(/was \d+(\.\d)? out of 100, from 1 check-in\./);
  });
});

describe("the minute's plan", () => {
  it('reads every patient at the first plan of a day, then only those verified or whose settings changed since', async () => {
    const { prisma } = server.services;
    // no overlap here: the patients below were all made within the last minute
    const plan = createMailPlanner(prisma, 0);
    const reminderJobs = (patientId: string) =>
      prisma.job.count({ where: { kind: 'check-in-reminder', key: { startsWith: patientId } } });
    const existing = await patientWith({ checkInReminders: 'off' });
    const allPatients = await prisma.user.count({
      where: { role: 'PATIENT', verifiedAt: { not: null } },
    });

    await new Promise((resolve) => setTimeout(resolve, 5));
    const first = await plan(hongKong(20, '06:00'));
    expect(first.patients).toBe(allPatients);
    expect(await reminderJobs(existing.id)).toBe(0);
    expect((await plan(hongKong(20, '06:01'))).patients).toBe(0);

    // a patient who signs up that day, and one who turns the reminders on: both planned
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newcomer = await patientWith({});
    await server.gql(
      SETTING,
      { key: 'checkInReminders', choice: 'daily' },
      { token: existing.token },
    );
    const next = await plan(hongKong(20, '06:02'));
    expect(next.patients).toBe(2);
    expect(await reminderJobs(newcomer.id)).toBe(1);
    expect(await reminderJobs(existing.id)).toBe(1);

    // the next day's first plan reads everyone again, a page at a time
    const { clinicId } = await prisma.user.findUniqueOrThrow({ where: { id: existing.id } });
    const many = Array.from({ length: 450 }, (_, i) => `paged${Date.now().toString(36)}${i}`);
    await prisma.user.createMany({
      data: many.map((name) => ({
        username: name,
        usernameKey: name,
        email: `${name}@example.com`,
        passwordHash: 'not-a-hash',
        role: 'PATIENT' as const,
        clinicId,
        verifiedAt: new Date(),
      })),
    });
    const nextDay = await plan(hongKong(21, '00:01'));
    expect(nextDay.patients).toBe(allPatients + 1 + many.length);
    expect(
      await prisma.job.count({
        where: { kind: 'check-in-reminder', key: { endsWith: localDay(hongKong(21, '00:01')) } },
      }),
    ).toBeGreaterThanOrEqual(many.length);
    await prisma.job.deleteMany({ where: { key: { endsWith: localDay(hongKong(21, '00:01')) } } });
    await prisma.user.deleteMany({ where: { username: { in: many } } });
  });
});

describe('several instances', () => {
  it('plan once and send once when two run at the same moment', async () => {
    const patient = await patientWith({ wellnessScoreUpdates: 'off' });
    const { prisma, mailer } = server.services;
    const handlers = notificationHandlers({ prisma, mailer, appUrl: server.url });
    const now = hongKong(12, '09:30');
    await Promise.all([planScheduledMails(prisma, now), planScheduledMails(prisma, now)]);
    expect(
      await prisma.job.count({
        where: { kind: 'check-in-reminder', key: { startsWith: patient.id } },
      }),
    ).toBe(1);
    await Promise.all([
      runDueJobs(prisma, handlers, now),
      runDueJobs(prisma, handlers, now),
      server.services.jobs.runNow(now),
    ]);
    expect(await outbox(patient.email)).toHaveLength(1);
  });
});

describe('a stopping server', () => {
  it('finishes the batch of jobs it has claimed and claims no more: the rest wait, unclaimed', async () => {
    const { prisma, background } = server.services;
    const kind = `stop-test-${Date.now()}`;
    // due in 1970, so that only these jobs are due at the moment the runner is given
    const due = new Date(1_000);
    await enqueue(
      prisma,
      Array.from({ length: 50 }, (_, i) => ({ kind, key: `${kind}-${i}`, runAt: due })),
    );
    let handled = 0;
    const runner = createJobRunner({
      prisma,
      background,
      plan: async () => undefined,
      intervalMs: 0,
      handlers: {
        [kind]: async () => {
          handled += 1;
          if (handled === 1) runner.stop(); // the server is told to stop during the run
        },
      },
    });
    expect(await runner.runNow(new Date(2_000))).toBe(20);
    expect(await prisma.job.count({ where: { kind, doneAt: { not: null } } })).toBe(20);
    expect(await prisma.job.count({ where: { kind, doneAt: null, lockedUntil: null } })).toBe(30);
    expect(await runner.runNow(new Date(2_000))).toBe(0);
  });
});
