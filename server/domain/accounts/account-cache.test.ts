import { describe, expect, it } from 'vitest';
import { AccountCache, selectionKey } from './account-cache';

describe('account cache', () => {
  it('remembers a row until its time is up', () => {
    const cache = new AccountCache(1000);
    cache.remember('u1|{}', { id: 'u1' }, cache.current, 0);
    expect(cache.get('u1|{}', 999)).toEqual({ id: 'u1' });
    expect(cache.get('u1|{}', 1000)).toBeUndefined();
  });

  it('forgets every row on a write, and does not keep a row read across one', () => {
    const cache = new AccountCache();
    cache.remember('u1|{}', { id: 'u1' }, cache.current, 0);
    const readStarted = cache.current;
    cache.forgetAll(); // a write while the read was under way
    expect(cache.get('u1|{}', 1)).toBeUndefined();
    cache.remember('u2|{}', { id: 'u2', name: 'old' }, readStarted, 1);
    expect(cache.get('u2|{}', 2)).toBeUndefined();
  });

  it('keys the account and profile only; any other relation is read from the database', () => {
    expect(selectionKey({})).toBe('{}');
    expect(selectionKey({ include: { profile: true } })).toBe('{"include":{"profile":true}}');
    expect(
      selectionKey({ select: { id: true, username: true, profile: { select: {} } } }),
    ).not.toBe(null);
    expect(selectionKey({ include: { profile: true, settings: true } })).toBeNull();
    expect(
      selectionKey({ select: { id: true, doctors: { select: { doctorId: true } } } }),
    ).toBeNull();
    expect(selectionKey({ include: { _count: true } })).toBeNull();
  });
});
