import { describe, expect, it } from 'vitest';
import { GROUP_COLUMNS, groupByImportance } from './group-alerts';

describe('grouping follow-ups', () => {
  it('puts every alert in its importance group, keeping the order, with empty groups present', () => {
    const groups = groupByImportance([
      { id: 1, importance: 'URGENT' as const },
      { id: 2, importance: 'CRITICAL' as const },
      { id: 3, importance: 'URGENT' as const },
    ]);
    expect(Object.keys(groups)).toEqual(['CRITICAL', 'URGENT', 'CAUTION', 'INFO']);
    expect(groups.URGENT.map((a) => a.id)).toEqual([1, 3]);
    expect(groups.CRITICAL).toHaveLength(1);
    expect(groups.CAUTION).toEqual([]);
    expect(groups.INFO).toEqual([]);
  });

  it('lays the groups out as critical and urgent, then caution and info', () => {
    expect(GROUP_COLUMNS).toEqual([
      ['CRITICAL', 'URGENT'],
      ['CAUTION', 'INFO'],
    ]);
  });
});
