// XP for the patient's own events, through the real paths (wellness notes §6): a finished
// check-in earns the day's 50 once however many follow that day, a streak reaching 7 days
// earns its 100 once, and the profile assessment's last step earns 100 once however often
// it is saved again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { recordPastCheckIn } from '../../server/db/past-check-ins';
import { addDays, localDay } from '../../server/domain/wellness/clinic-days';

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.stop());

async function newPatient() {
  const account = await server.createAccount();
  const me = await server.gql(`{ me { id } }`, {}, { token: account.token });
  return { ...account, id: me.data.me.id as string };
}

const ledger = (userId: string) =>
  server.services.prisma.xpEvent.findMany({
    where: { userId },
    select: { kind: true, eventKey: true, points: true },
    orderBy: { eventKey: 'asc' },
  });

// Typed as patients write: lower case, a typo, no ratings given.
const quiet = ['im ok', 'no', 'no', 'nope', 'no', 'no', 'no', 'skip', 'skip', 'skip', 'no'];

/** A check-in through the app: start, what the patient says, finish. */
async function liveCheckIn(token: string, messages: readonly string[]) {
  const started = await server.gql(
    `mutation { startCheckIn(input: { language: "en" }) { id } }`,
    {},
    { token },
  );
  const id = started.data.startCheckIn.id as string;
  for (const text of messages)
    await server.rest('POST', '/florence/send_message', {
      token,
      json: { session_id: id, message: text },
    });
  const finished = await server.gql(
    `mutation F($id: ID!) { finishCheckIn(sessionId: $id) { assessment { id } } }`,
    { id },
    { token },
  );
  expect(finished.errors).toBeUndefined();
}

describe('XP for check-ins and the profile', () => {
  it('finishing check-ins in the app: the first of the day earns 50, the second nothing', async () => {
    const patient = await newPatient();
    await liveCheckIn(patient.token, quiet);
    await liveCheckIn(patient.token, ['Feeling a bit tired today', 'no']);
    expect(await ledger(patient.id)).toEqual([
      {
        kind: 'CHECK_IN_DAY',
        eventKey: `check-in-day:${localDay(new Date())}`,
        points: 50,
      },
    ]);
  });

  it('two check-ins on one day earn the day once; the seventh day in a row earns the milestone', async () => {
    const patient = await newPatient();
    const today = localDay(new Date());
    for (const ago of [6, 5, 4, 3, 2, 1, 0, 0])
      await recordPastCheckIn(server.services.prisma, patient.id, {
        day: addDays(today, -ago),
        messages: quiet,
      });
    const rows = await ledger(patient.id);
    expect(rows.filter((row) => row.kind === 'CHECK_IN_DAY')).toHaveLength(7);
    expect(rows.filter((row) => row.kind === 'STREAK_MILESTONE')).toEqual([
      { kind: 'STREAK_MILESTONE', eventKey: `streak:${addDays(today, -6)}:7`, points: 100 },
    ]);
    expect(rows.reduce((sum, row) => sum + row.points, 0)).toBe(7 * 50 + 100);
  });

  it('the assessment’s last step earns 100 once, saved twice or at once', async () => {
    const patient = await newPatient();
    const save = (assessmentStep: number) =>
      server.gql(
        `mutation U($i: ProfileInput!) { updateProfile(input: $i) { assessmentStep } }`,
        { i: { fullName: 'Chan Tai Man', assessmentStep } },
        { token: patient.token },
      );
    expect((await save(8)).errors).toBeUndefined();
    expect(await ledger(patient.id)).toEqual([]);
    const answers = await Promise.all([save(9), save(9)]);
    expect(answers.map((a) => a.errors)).toEqual([undefined, undefined]);
    await save(3); // a later save of an earlier step neither takes it back nor adds more
    expect(await ledger(patient.id)).toEqual([
      { kind: 'PROFILE_ASSESSMENT', eventKey: 'profile-assessment', points: 100 },
    ]);
  });
});
