// The help centre through the API: the status banner from real checks (and what it says
// when mail is down), the configured support contacts, and reports stored and e-mailed
// to the configured support address, with their checks and hourly limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { codeOf } from './appointment-helpers';

const STATUS = '{ systemStatus { state components { name ok } checkedAt } }';
const CONTACT = '{ supportContact { email phone } }';
const SEND = 'mutation S($input: SupportMessageInput!) { sendSupportMessage(input: $input) }';
const SUPPORT = { email: 'care-team@clinic.example', phone: '+852 3000 0000' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ support: SUPPORT });
});
afterAll(() => server.stop());

const send = (input: Record<string, unknown>, token?: string) =>
  server.gql(SEND, { input }, { token });

describe('the status banner', () => {
  it('reports every part working, to anyone, from real checks', async () => {
    const { data } = await server.gql(STATUS);
    expect(data.systemStatus).toMatchObject({
      state: 'operational',
      components: [
        { name: 'database', ok: true },
        { name: 'mail', ok: true },
        { name: 'liveUpdates', ok: true },
      ],
    });
    expect(Date.parse(data.systemStatus.checkedAt)).not.toBeNaN();
  });

  it('gives the configured support contacts', async () => {
    expect((await server.gql(CONTACT)).data.supportContact).toEqual(SUPPORT);
  });
});

describe('reports and feedback', () => {
  it('are stored and e-mailed to the support address, with the sender to reply to', async () => {
    const account = await server.createAccount();
    const { data, errors } = await send(
      { kind: 'BUG', message: '  The calendar shows the wrong day after midnight.  ' },
      account.token,
    );
    expect(errors).toBeUndefined();
    const stored = await server.services.prisma.supportMessage.findUniqueOrThrow({
      where: { id: data.sendSupportMessage },
    });
    expect(stored).toMatchObject({
      kind: 'BUG',
      message: 'The calendar shows the wrong day after midnight.',
    });
    await server.services.background.idle();
    const { body } = await server.rest('GET', `/dev/outbox?to=${SUPPORT.email}`);
    const mail = body.at(-1);
    expect(mail.subject).toBe(`[Florence Care] Bug report from ${account.username}`);
    expect(mail.text).toContain('The calendar shows the wrong day after midnight.');
    expect(
      (await server.services.prisma.supportMessage.findUniqueOrThrow({ where: { id: stored.id } }))
        .mailedAt,
    ).not.toBeNull();
  });

  it('need a signed-in sender, a known kind and a message of at most 2,000 characters', async () => {
    const token = await server.signIn('lee.siu.ming');
    expect(codeOf(await send({ kind: 'FEEDBACK', message: 'hi' }))).toBe('UNAUTHENTICATED');
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ kind: 'FEEDBACK', message: ' \n ' }, { message: 'support_message_required' }],
      [{ kind: 'FEEDBACK' }, { message: 'support_message_required' }],
      [{ kind: 'FEEDBACK', message: '好'.repeat(2001) }, { message: 'support_message_too_long' }],
      [{ kind: 'PRAISE', message: 'great' }, { kind: 'invalid_choice' }],
    ];
    for (const [input, fields] of cases)
      expect((await send(input, token)).errors?.[0].extensions.fields).toEqual(fields);
    expect(await server.services.prisma.supportMessage.count({ where: { message: 'great' } })).toBe(
      0,
    );
  });

  it('are limited to five an hour per person', async () => {
    const account = await server.createAccount();
    for (let i = 1; i <= 5; i++)
      expect(
        (await send({ kind: 'FEEDBACK', message: `idea ${i}` }, account.token)).errors,
      ).toBeUndefined();
    const sixth = await send({ kind: 'FEEDBACK', message: 'idea 6' }, account.token);
    expect(sixth.errors?.[0].extensions.code).toBe('TOO_MANY_ATTEMPTS');
    expect(sixth.errors?.[0].extensions.values.seconds).toBeGreaterThan(3500);
  });
});

describe('with the mail server down', () => {
  let down: TestServer;
  // a second server: on a busy machine its start takes longer than the default hook time
  beforeAll(async () => {
    down = await startTestServer({ smtpUrl: 'smtp://127.0.0.1:1' });
  }, 120_000);
  afterAll(() => down.stop());

  it('says the service is degraded, and still keeps a report', async () => {
    const { data } = await down.gql(STATUS);
    expect(data.systemStatus.state).toBe('degraded');
    expect(data.systemStatus.components).toContainEqual({ name: 'mail', ok: false });
    const token = await down.signIn('demo.patient');
    const sent = await down.gql(
      SEND,
      { input: { kind: 'BUG', message: 'No e-mails arrive' } },
      { token },
    );
    expect(sent.errors).toBeUndefined();
    await down.services.background.idle();
    const stored = await down.services.prisma.supportMessage.findUniqueOrThrow({
      where: { id: sent.data.sendSupportMessage },
    });
    expect(stored.mailedAt).toBeNull();
  });
});
