import { describe, expect, it } from 'vitest';
import { ExpiringMap } from './expiring-map';

describe('ExpiringMap', () => {
  it('forgets an entry when its time is up', () => {
    const map = new ExpiringMap<string, number>(10);
    map.set('a', 1, 100);
    expect(map.get('a', 99)).toBe(1);
    expect(map.get('a', 100)).toBeUndefined();
  });

  it('drops the oldest entry past the cap, and tells who listens of every drop', () => {
    const dropped: string[] = [];
    const map = new ExpiringMap<string, number>(2, (key) => dropped.push(key));
    map.set('a', 1, 1000);
    map.set('b', 2, 1000);
    map.set('a', 3, 1000); // set again: now the newest
    map.set('c', 4, 1000);
    expect(map.get('b', 0)).toBeUndefined();
    expect([...map].map(([key]) => key)).toEqual(['a', 'c']);
    map.clear();
    expect(dropped).toEqual(['a', 'b', 'a', 'c']);
  });
});
