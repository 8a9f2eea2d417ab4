// Sorting for DataTable, apart from React so it is tested on its own.
export type SortDirection = 'ascending' | 'descending';
export type SortValue = string | number | Date | null | undefined;
export type SortState = { key: string; direction: SortDirection };

const isEmpty = (value: SortValue) => value == null || value === '';
const asNumber = (value: number | Date) => (value instanceof Date ? value.getTime() : value);

/**
 * The rows ordered by `value`: text by the language's collation (numbers inside text in
 * numeric order, letter case ignored), numbers and dates by size. Empty values go last
 * in both directions; equal values keep the order the rows came in (the sort is stable),
 * so the server's order breaks ties.
 */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => SortValue,
  direction: SortDirection,
  locale: string,
): T[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row) => ({ row, key: value(row) }))
    .sort((a, b) => {
      if (isEmpty(a.key) || isEmpty(b.key)) return Number(isEmpty(a.key)) - Number(isEmpty(b.key));
      if (typeof a.key === 'string' || typeof b.key === 'string')
        return sign * collator.compare(String(a.key), String(b.key));
      return sign * (asNumber(a.key!) - asNumber(b.key!));
    })
    .map(({ row }) => row);
}

/** A header pressed: the same column turns around, another starts in its own direction. */
export function nextSort(
  current: SortState,
  key: string,
  firstDirection: SortDirection = 'ascending',
): SortState {
  if (current.key !== key) return { key, direction: firstDirection };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}
