import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { careForStore } from '../auth/care-for-store';
import { sessionStore } from '../auth/session-store';
import { apiHeaders } from './api-headers';

// the stores keep the session and the choice in localStorage: a plain one for Node
beforeAll(() => {
  const items = new Map<string, string>();
  globalThis.localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as Storage;
});
afterEach(() => sessionStore.clear());

const mum = { patientId: 'p1', name: 'Chan Tai Man', grants: ['CHECK_IN' as const] };

describe('what every API call sends', () => {
  it('names the cared-for person for a carer who chose one', () => {
    sessionStore.save('t1', { id: 'c1', username: 'mei', role: 'carer', name: 'Mei' });
    expect(apiHeaders('t1', 'en')['x-care-for']).toBeUndefined();
    careForStore.select(mum);
    expect(apiHeaders('t1', 'en')).toEqual({
      authorization: 'Bearer t1',
      'accept-language': 'en',
      'x-care-for': 'p1',
    });
  });

  it('keeps the choice per carer: the next account on the device sends none', () => {
    sessionStore.save('t1', { id: 'c1', username: 'mei', role: 'carer', name: 'Mei' });
    careForStore.select(mum);
    sessionStore.save('t2', { id: 'c2', username: 'siu', role: 'carer', name: 'Siu' });
    expect(apiHeaders('t2', 'en')['x-care-for']).toBeUndefined();
    sessionStore.save('t3', { id: 'p9', username: 'pat', role: 'patient', name: 'Pat' });
    expect(apiHeaders('t3', 'en')['x-care-for']).toBeUndefined();
  });

  it('stops naming a person whose access ended, and says whose it was', () => {
    sessionStore.save('t1', { id: 'c1', username: 'mei', role: 'carer', name: 'Mei' });
    careForStore.select(mum);
    careForStore.end('Chan Tai Man');
    expect(apiHeaders('t1', 'en')['x-care-for']).toBeUndefined();
    expect(careForStore.getSnapshot().endedFor).toBe('Chan Tai Man');
  });
});
