// The web app sends a chat message over the check-in's open graphql-ws socket rather than as
// an HTTP request (ADR 0020): the same mutation, with the same checks of who is asking and
// of what is sent, and the reply streams on the same socket.
import { createClient, type Client, type ExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.stop());

const START = `mutation { startCheckIn(input: { language: "en" }) { id } }`;
const SEND = `mutation Send($id: ID!, $text: String!) {
  sendCheckInMessage(sessionId: $id, text: $text) { userMessage { id text } replyMessageId }
}`;
const EVENTS = `subscription Events($id: ID!) { checkInEvents(sessionId: $id) { type messageId text } }`;
const MESSAGES = `query Messages($id: ID!) { checkInSession(id: $id) { messages { sender text } } }`;

const sockets: Client[] = [];
afterAll(() => Promise.all(sockets.map((socket) => socket.dispose())));

function socketOf(token: string) {
  const socket = createClient({
    url: server.url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}`, language: 'en' },
    retryAttempts: 0,
  });
  sockets.push(socket);
  return socket;
}

/** One operation's one result over the socket. */
async function overSocket(socket: Client, query: string, variables: Record<string, unknown>) {
  for await (const result of socket.iterate({ query, variables }))
    return result as ExecutionResult<any>;
  throw new Error('no result');
}

async function openCheckIn() {
  const { token } = await server.createAccount();
  const started = await server.gql(START, {}, { token });
  return { token, id: started.data.startCheckIn.id as string };
}

const storedMessages = async (token: string, id: string) =>
  (await server.gql(MESSAGES, { id }, { token })).data.checkInSession.messages;

describe('a chat message over the open socket', () => {
  it('is stored, and its reply streams on the same socket', async () => {
    const { token, id } = await openCheckIn();
    const socket = socketOf(token);
    const done = new Promise<{ messageId: string; text: string }>((resolve) => {
      socket.subscribe<{ checkInEvents: { type: string; messageId: string; text: string } }>(
        { query: EVENTS, variables: { id } },
        {
          next: ({ data }) =>
            data?.checkInEvents.type === 'REPLY_DONE' && resolve(data.checkInEvents),
          error: () => {},
          complete: () => {},
        },
      );
    });
    const sent = await overSocket(socket, SEND, { id, text: 'a bit tired today, 2 out of 5' });
    expect(sent.errors).toBeUndefined();
    const { replyMessageId, userMessage } = sent.data.sendCheckInMessage;
    expect(userMessage.text).toBe('a bit tired today, 2 out of 5');
    const reply = await done;
    expect(reply.messageId).toBe(replyMessageId);
    expect(await storedMessages(token, id)).toEqual([
      { sender: 'BOT', text: expect.any(String) },
      { sender: 'USER', text: 'a bit tired today, 2 out of 5' },
      { sender: 'BOT', text: reply.text },
    ]);
  });

  it("is refused into someone else's check-in, and nothing is stored", async () => {
    const { token, id } = await openCheckIn();
    const other = await server.createAccount();
    const sent = await overSocket(socketOf(other.token), SEND, { id, text: 'hello' });
    expect(sent.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await storedMessages(token, id)).toHaveLength(1);
  });

  it('is refused without a valid sign-in, and nothing is stored', async () => {
    const { token, id } = await openCheckIn();
    const sent = await overSocket(socketOf('not-a-token'), SEND, { id, text: 'hello' });
    expect(sent.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await storedMessages(token, id)).toHaveLength(1);
  });

  it('is refused when empty, with the same translated error as over HTTP', async () => {
    const { token, id } = await openCheckIn();
    const overHttp = await server.gql(SEND, { id, text: '   ' }, { token });
    const sent = await overSocket(socketOf(token), SEND, { id, text: '   ' });
    expect(sent.errors?.[0]?.extensions?.code).toBeTruthy();
    expect(sent.errors?.[0]?.extensions).toEqual(overHttp.errors?.[0]?.extensions);
    expect(sent.errors?.[0]?.message).toBe(overHttp.errors?.[0]?.message);
    expect(await storedMessages(token, id)).toHaveLength(1);
  });
});
