// A check-in's next message is answered from the state this instance last wrote, with one
// SQL statement (issue 9), yet a check-in changed anywhere else is never answered from the
// old state: the write applies only at the version it was computed from, and the turn is
// computed again from what is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './harness';
import { startCountedServer } from './statement-count';

let server: TestServer;
let statements: () => number;
beforeAll(async () => ({ server, statements } = await startCountedServer()));
afterAll(() => server.stop());

const SEND = `mutation S($id: ID!, $text: String!) { sendCheckInMessage(sessionId: $id, text: $text) { replyMessageId } }`;

async function startCheckIn(token: string) {
  const { data } = await server.gql(
    `mutation { startCheckIn(input: { language: "en" }) { id } }`,
    {},
    { token },
  );
  return data.startCheckIn.id as string;
}

const send = (token: string, id: string, text: string) => server.gql(SEND, { id, text }, { token });

const stored = (id: string) =>
  server.services.prisma.chatSession.findUniqueOrThrow({ where: { id } });

describe('the check-in cache', () => {
  it('answers the next message of an active check-in with one statement', async () => {
    const { token } = await server.createAccount();
    const id = await startCheckIn(token);
    await send(token, id, 'I feel tired');
    const before = statements();
    const { errors } = await send(token, id, '3');
    expect(errors).toBeUndefined();
    expect(statements() - before).toBe(1);
    const messages = await server.services.prisma.chatMessage.count({ where: { sessionId: id } });
    expect(messages).toBe(5); // greeting, and two turns of two
  });

  it('starts a check-in with its greeting in one write, and answers the first message without a read', async () => {
    const { token } = await server.createAccount();
    await startCheckIn(token); // the account and its profile are read once, then kept
    const before = statements();
    const { data } = await server.gql(
      `mutation { startCheckIn(input: { language: "en" }) { id } }`,
      {},
      { token },
    );
    const id = data.startCheckIn.id as string;
    // the profile (treatment, name), the one write, and the fields asked for: whose check-in
    // it is, then the fields (a nested create through Prisma took five calls for the write)
    expect(statements() - before).toBe(4);
    const afterStart = statements();
    expect((await send(token, id, 'I feel tired')).errors).toBeUndefined();
    expect(statements() - afterStart).toBe(1);
    const session = await stored(id);
    expect(session).toMatchObject({ status: 'ACTIVE', version: 1, language: 'en' });
    const messages = await server.services.prisma.chatMessage.findMany({
      where: { sessionId: id },
      orderBy: { createdAt: 'asc' },
    });
    expect(messages.map((message) => message.sender)).toEqual(['BOT', 'USER', 'BOT']);
  });

  it('computes from the stored state when the check-in changed elsewhere', async () => {
    const { token } = await server.createAccount();
    const id = await startCheckIn(token);
    await send(token, id, 'I feel tired');
    const session = await stored(id);
    const state = session.engineState as { turn: number };
    // another instance (or anything else) moved the check-in on since this one wrote it
    await server.services.prisma.chatSession.update({
      where: { id },
      data: { engineState: { ...state, turn: 40 }, version: { increment: 1 } },
    });
    expect((await send(token, id, '3')).errors).toBeUndefined();
    const after = await stored(id);
    expect((after.engineState as { turn: number }).turn).toBe(41);
    expect(after.version).toBe(session.version + 2);
  });

  it('refuses a message to a check-in finished elsewhere, and stores nothing', async () => {
    const { token } = await server.createAccount();
    const id = await startCheckIn(token);
    await send(token, id, 'I feel tired');
    const count = () => server.services.prisma.chatMessage.count({ where: { sessionId: id } });
    const messages = await count();
    await server.services.prisma.chatSession.update({
      where: { id },
      data: { status: 'FINISHED', finishedAt: new Date(), version: { increment: 1 } },
    });
    const { errors } = await send(token, id, '3');
    expect(errors?.[0]?.extensions?.code).toBe('SESSION_FINISHED');
    expect(await count()).toBe(messages);
  });

  it('never answers another patient from a remembered check-in', async () => {
    const { token } = await server.createAccount();
    const other = await server.createAccount();
    const id = await startCheckIn(token);
    await send(token, id, 'I feel tired');
    const { errors } = await send(other.token, id, '3');
    expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
