import { describe, expect, it } from 'vitest';
import { matchingSettings } from './setting-search';

const items = [
  { id: 'a', label: 'Anonymous analytics' },
  { id: 'b', label: 'Patient alerts' },
  { id: 'c', label: '病人警示' },
];

describe('settings search', () => {
  it.each([
    ['ALERTS', ['b']],
    ['  analy ', ['a']],
    ['警示', ['c']],
    ['', ['a', 'b', 'c']],
    ['xyz', []],
  ])('%j finds %o', (query, ids) => {
    expect(matchingSettings(items, query).map((item) => item.id)).toEqual(ids);
  });
});
