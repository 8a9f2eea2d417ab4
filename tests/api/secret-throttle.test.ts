// Sign-in is throttled per account and per address; an address is one machine or network.
import { describe, expect, it } from 'vitest';
import { startTestServer, uniqueName } from './harness';

describe('per address', () => {
  /** 20 wrong sign-ins, each for another name, use up an address's free attempts. */
  async function useUpAllowance(send: (username: string) => Promise<number>) {
    for (let i = 0; i < 20; i++) expect(await send(uniqueName('guess'))).toBe(401);
  }

  const wrongSignIn = (url: string, headers: Record<string, string> = {}) => async (username: string) =>
    (await fetch(`${url}/token`, { method: 'POST', headers, body: new URLSearchParams({ username, password: 'wrong-pass-1' }) })).status;

  it('treats 127.0.0.1 and ::1 as one machine', async () => {
    const server = await startTestServer();
    try {
      await useUpAllowance(wrongSignIn(`http://127.0.0.1:${server.port}`));
      expect(await wrongSignIn(`http://[::1]:${server.port}`)(uniqueName('guess'))).toBe(429);
    } finally {
      await server.stop();
    }
  });

  it('groups IPv6 addresses by /64 (here as a trusted proxy reports them)', async () => {
    const server = await startTestServer({ trustProxy: true });
    try {
      await useUpAllowance(wrongSignIn(server.url, { 'x-forwarded-for': '2001:db8:1:2::a' }));
      expect(await wrongSignIn(server.url, { 'x-forwarded-for': '2001:db8:1:2:ffff::b' })(uniqueName('guess'))).toBe(429);
      expect(await wrongSignIn(server.url, { 'x-forwarded-for': '2001:db8:1:3::a' })(uniqueName('guess'))).toBe(401);
    } finally {
      await server.stop();
    }
  });
});
