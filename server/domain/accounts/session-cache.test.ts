import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

const user = (sessionId: string, userId = 'u1') => ({
  sessionId,
  userId,
  role: 'PATIENT' as const,
  readOnly: false,
  username: 'x',
});
const FAR = new Date('2100-01-01');

describe('session cache', () => {
  it('remembers a session for its time to live, never past the session’s own expiry', () => {
    const cache = new SessionCache(1000);
    cache.remember('t1', user('s1'), FAR, 0);
    expect(cache.get('t1', 999)).toEqual(user('s1'));
    expect(cache.isActive('s1', 999)).toBe(true);
    expect(cache.get('t1', 1000)).toBeUndefined();
    expect(cache.isActive('s1', 1000)).toBeUndefined();
    cache.remember('t2', user('s2'), new Date(500), 0);
    expect(cache.get('t2', 600)).toBeUndefined();
  });

  it('forgets one revoked session, or every session of a user but the one kept', () => {
    const cache = new SessionCache(60_000);
    cache.remember('a', user('s1'), FAR, 0);
    cache.remember('b', user('s2'), FAR, 0);
    cache.remember('c', user('s3'), FAR, 0);
    cache.remember('d', user('s4', 'u2'), FAR, 0);
    cache.forget({ userId: 'u1', sessionId: 's1' });
    expect(cache.get('a', 1)).toBeUndefined();
    cache.forget({ userId: 'u1', keepSessionId: 's2' });
    expect([cache.get('b', 1)?.sessionId, cache.get('c', 1), cache.get('d', 1)?.sessionId]).toEqual(
      ['s2', undefined, 's4'],
    );
  });
});
