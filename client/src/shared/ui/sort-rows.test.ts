import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './sort-rows';

type Row = { name: string | null; age?: number; at?: Date };

describe('sortRows', () => {
  it('orders names as people expect: letter case ignored, numbers in numeric order', () => {
    const rows: Row[] = [
      { name: 'wong ka yan' },
      { name: 'Bed 10' },
      { name: 'Bed 9' },
      { name: 'Chan Tai Man' },
    ];
    const names = sortRows(rows, (r) => r.name, 'ascending', 'en').map((r) => r.name);
    expect(names).toEqual(['Bed 9', 'Bed 10', 'Chan Tai Man', 'wong ka yan']);
  });

  it('turns around for descending, and keeps empty values last either way', () => {
    const rows: Row[] = [
      { name: null, age: 3 },
      { name: 'b', age: 50 },
      { name: '', age: 7 },
      { name: 'a', age: 9 },
    ];
    expect(sortRows(rows, (r) => r.name, 'descending', 'en').map((r) => r.name)).toEqual([
      'b',
      'a',
      null,
      '',
    ]);
    expect(sortRows(rows, (r) => r.age, 'descending', 'en').map((r) => r.age)).toEqual([
      50, 9, 7, 3,
    ]);
  });

  it('sorts dates by time and keeps the incoming order for equal values', () => {
    const early = new Date('2026-01-01T08:00:00Z');
    const late = new Date('2026-01-01T09:30:00Z');
    const rows = [
      { name: 'first', at: late },
      { name: 'second', at: early },
      { name: 'third', at: late },
    ];
    expect(sortRows(rows, (r) => r.at, 'ascending', 'en').map((r) => r.name)).toEqual([
      'second',
      'first',
      'third',
    ]);
  });

  it('sorts Chinese names by the Chinese collation', () => {
    const rows = [{ name: '黃嘉欣' }, { name: '陳大文' }, { name: '李小明' }];
    const sorted = sortRows(rows, (r) => r.name, 'ascending', 'zh-HK').map((r) => r.name);
    expect(sorted).toEqual([...sorted].sort(new Intl.Collator('zh-HK').compare));
  });
});

describe('nextSort', () => {
  it('turns the same column around and starts another in its own first direction', () => {
    const byName = { key: 'name', direction: 'ascending' } as const;
    expect(nextSort(byName, 'name')).toEqual({ key: 'name', direction: 'descending' });
    expect(nextSort(byName, 'raised', 'descending')).toEqual({
      key: 'raised',
      direction: 'descending',
    });
  });
});
