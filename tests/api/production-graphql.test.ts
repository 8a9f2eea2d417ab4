// Production keeps its schema to itself: no introspection, no "Did you mean" hints,
// unless GRAPHQL_INTROSPECTION=true.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config/env';
import type { AppConfig } from '../../server/config/env';
import { startTestServer, type TestServer } from './harness';

const PRODUCTION: Partial<AppConfig> = {
  nodeEnv: 'production',
  isProduction: true,
  seedDemo: false,
  smtpUrl: 'smtp://127.0.0.1:1',
  secret: 'x'.repeat(40),
  graphqlIntrospection: false,
};
const SCHEMA = `{ __schema { types { name } } }`;
const TYPE = `{ __type(name: "User") { fields { name } } }`;
const ENUM_VARIABLE = `mutation O($level: AlertLevel!) { overrideAlertLevel(id: "x", level: $level, reason: "r") { id } }`;

const messagesOf = (answer: { errors?: { message: string }[] }) =>
  (answer.errors ?? []).map((error) => error.message).join('\n');

describe('in production', () => {
  let server: TestServer;
  beforeAll(async () => (server = await startTestServer(PRODUCTION)));
  afterAll(() => server.stop());

  it.each([SCHEMA, TYPE])('refuses the introspection query %s', async (query) => {
    const answer = await server.gql(query);
    expect(answer.data ?? null).toBeNull();
    expect(messagesOf(answer)).toMatch(/introspection has been disabled/);
  });

  it('still answers __typename', async () => {
    expect((await server.gql(`{ __typename }`)).data).toEqual({ __typename: 'Query' });
  });

  it.each([
    ['a misspelt field', `{ mee { id } }`, {}, '"me"'],
    ['a misspelt argument', `{ triageLatest(patientIdd: "x") { id } }`, {}, '"patientId"'],
    [
      'a misspelt enum literal',
      `mutation { overrideAlertLevel(id: "x", level: REDD, reason: "r") { id } }`,
      {},
      '"RED"',
    ],
    ['a misspelt enum in a variable', ENUM_VARIABLE, { level: 'REDD' }, '"RED"'],
  ])('suggests nothing for %s', async (_label, query, variables, hint) => {
    const answer = await server.gql(query, variables);
    expect(answer.errors?.length).toBeGreaterThan(0);
    expect(messagesOf(answer)).not.toContain('Did you mean');
    expect(messagesOf(answer)).not.toContain(hint);
  });
});

describe('outside production, or when asked for', () => {
  it('keeps introspection and suggestions in development', async () => {
    const server = await startTestServer();
    try {
      expect((await server.gql(SCHEMA)).data.__schema.types.length).toBeGreaterThan(10);
      expect(messagesOf(await server.gql(`{ mee { id } }`))).toMatch(/Did you mean "me"\?/);
    } finally {
      await server.stop();
    }
  });

  it('turns them on in production with GRAPHQL_INTROSPECTION=true', async () => {
    const production = {
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail',
    };
    expect(loadConfig(production).graphqlIntrospection).toBe(false);
    expect(loadConfig({ ...production, GRAPHQL_INTROSPECTION: 'true' }).graphqlIntrospection).toBe(
      true,
    );
    const server = await startTestServer({ ...PRODUCTION, graphqlIntrospection: true });
    try {
      expect((await server.gql(TYPE)).data.__type.fields.length).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
  });
});
