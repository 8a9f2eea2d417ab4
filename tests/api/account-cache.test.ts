// The signed-in user's own account is remembered between requests (issue 9), yet every
// change shows at once: through GraphQL, through the REST mirror, and by any other write
// to the account or profile. The second `me` asks the database nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './harness';
import { startCountedServer } from './statement-count';

let server: TestServer;
let statements: () => number;
beforeAll(async () => ({ server, statements } = await startCountedServer()));
afterAll(() => server.stop());

const ME = `{ me { id username role profile { fullName condition assessmentStep } } }`;
const me = async (token: string) => (await server.gql(ME, {}, { token })).data.me;
const userinfo = async (token: string) =>
  (await server.rest('GET', '/userinfo', { token })).body as Record<string, unknown>;

describe('the account cache', () => {
  it('answers a repeated `me` without the database', async () => {
    const { token } = await server.createAccount();
    await me(token);
    await me(token);
    const before = statements();
    expect((await me(token)).username).toBeTruthy();
    expect(statements() - before).toBe(0);
  });

  it('shows a change made through GraphQL, REST or the database at once', async () => {
    const { token } = await server.createAccount();
    const other = await server.createAccount();
    await Promise.all([me(token), userinfo(token), me(other.token)]);

    await server.gql(
      `mutation { updateProfile(input: { fullName: "Tsang Mei Ling" }) { fullName } }`,
      {},
      { token },
    );
    expect((await me(token)).profile.fullName).toBe('Tsang Mei Ling');
    expect((await userinfo(token)).full_name).toBe('Tsang Mei Ling');

    await server.rest('POST', '/updateinfo', { token, json: { full_name: 'Tsang Mei-ling' } });
    expect((await me(token)).profile.fullName).toBe('Tsang Mei-ling');

    const { id } = await me(token);
    await server.services.prisma.profile.update({
      where: { userId: id },
      data: { condition: 'Breast cancer' },
    });
    expect((await me(token)).profile.condition).toBe('Breast cancer');
    await server.services.prisma.user.updateMany({
      where: { id },
      data: { username: `renamed_${Date.now()}` },
    });
    expect((await me(token)).username).toMatch(/^renamed_/);
    expect((await userinfo(token)).username).toMatch(/^renamed_/);
    // another person's account was not touched by any of it
    expect((await me(other.token)).profile.fullName).toBeNull();
  });

  it('keeps no password hash, and a signed-out session reads nothing', async () => {
    const { token } = await server.createAccount();
    await me(token);
    const withHash = await server.gql(`{ me { passwordHash } }`, {}, { token });
    expect(withHash.errors?.[0].message).toMatch(/Cannot query field "passwordHash"/);
    await server.rest('POST', '/logout', { token });
    const after = await server.gql(ME, {}, { token });
    expect(after.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
