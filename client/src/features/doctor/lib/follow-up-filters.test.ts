import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  matchesFilters,
  mergeLiveAlert,
  NO_FILTERS,
  toServerFilter,
  type FilterableAlert,
} from './follow-up-filters';

const alert = (id: string, over: Partial<FilterableAlert> = {}): FilterableAlert => ({
  id,
  importance: 'CRITICAL',
  type: 'symptom_spike',
  description: 'Chest pain — new chest pain: assess now',
  raisedAt: '2026-01-01T10:00:00.000Z',
  patient: { name: 'Chan Tai Man', username: 'chan.tm' },
  ...over,
});

describe('follow-up filters', () => {
  it('sends only what is set', () => {
    expect(toServerFilter(NO_FILTERS)).toEqual({});
    expect(toServerFilter({ search: '  chan ', importance: ['URGENT'], types: [] })).toEqual({
      search: 'chan',
      importance: ['URGENT'],
    });
    expect(
      activeFilterCount({ search: 'x', importance: ['URGENT', 'INFO'], types: ['lab_results'] }),
    ).toBe(3);
  });

  it('matches name, username or description without case, and importance and type', () => {
    expect(matchesFilters(alert('a'), { ...NO_FILTERS, search: 'TAI' })).toBe(true);
    expect(matchesFilters(alert('a'), { ...NO_FILTERS, search: 'chan.t' })).toBe(true);
    expect(matchesFilters(alert('a'), { ...NO_FILTERS, search: 'chest' })).toBe(true);
    expect(matchesFilters(alert('a'), { ...NO_FILTERS, search: 'fever' })).toBe(false);
    expect(
      matchesFilters(alert('a', { patient: { name: 'lee', username: 'lee' } }), {
        ...NO_FILTERS,
        search: 'lee',
      }),
    ).toBe(true);
    expect(matchesFilters(alert('a'), { ...NO_FILTERS, importance: ['URGENT', 'CAUTION'] })).toBe(
      false,
    );
    expect(matchesFilters(alert('a'), { ...NO_FILTERS, types: ['vitals_alert'] })).toBe(false);
    expect(
      matchesFilters(alert('a'), {
        search: 'chan',
        importance: ['CRITICAL'],
        types: ['symptom_spike'],
      }),
    ).toBe(true);
  });

  it('adds a new live alert on top when it matches, and skips it when it does not', () => {
    const list = [alert('old', { raisedAt: '2026-01-01T09:00:00.000Z' })];
    const added = mergeLiveAlert(list, alert('new'), NO_FILTERS);
    expect(added).toMatchObject({ change: 'added' });
    expect(added.list.map((a) => a.id)).toEqual(['new', 'old']);
    const skipped = mergeLiveAlert(list, alert('new', { importance: 'INFO' }), {
      ...NO_FILTERS,
      importance: ['CRITICAL'],
    });
    expect(skipped).toEqual({ list, change: null });
  });

  it('updates a known alert in place', () => {
    const list = [alert('a'), alert('b')];
    const updated = mergeLiveAlert(list, alert('b', { description: 'Reviewed' }), {
      ...NO_FILTERS,
      search: 'zzz',
    });
    expect(updated.change).toBe(null);
    expect(updated.list.map((a) => a.description)).toEqual([
      'Chest pain — new chest pain: assess now',
      'Reviewed',
    ]);
  });

  it('moves an alert raised in place to the top and says so, whatever the filters', () => {
    const list = [
      alert('a', { raisedAt: '2026-01-01T11:00:00.000Z' }),
      alert('b', { importance: 'CAUTION' }),
    ];
    const later = alert('b', { raisedAt: '2026-01-01T12:00:00.000Z' });
    const raised = mergeLiveAlert(
      list,
      later,
      { ...NO_FILTERS, importance: ['CAUTION'] },
      '2026-01-01T10:00:00.000Z',
    );
    expect(raised.change).toBe('raised');
    expect(raised.list.map((a) => [a.id, a.importance])).toEqual([
      ['b', 'CRITICAL'],
      ['a', 'CRITICAL'],
    ]);
    // Apollo may have merged the event into the list already: the time last seen decides.
    expect(mergeLiveAlert(raised.list, later, NO_FILTERS, '2026-01-01T10:00:00.000Z').change).toBe(
      'raised',
    );
    expect(mergeLiveAlert(raised.list, later, NO_FILTERS, later.raisedAt).change).toBe(null);
  });
});
