import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from './icon';
import {
  nextSort,
  sortRows,
  type SortDirection,
  type SortState,
  type SortValue,
} from './sort-rows';

export type TableColumn<T> = {
  key: string;
  header: ReactNode;
  cell(row: T): ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?(row: T): SortValue;
  /** The direction a first press sorts in (newest first for times, for example). */
  firstDirection?: SortDirection;
  /** Cells that may be cut on narrow tables stay readable: they wrap instead. */
  className?: string;
};

type Props<T> = {
  /** Names the table for screen readers (shown only to them unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey(row: T): string;
  initialSort?: SortState;
  /** The first column's cell becomes a button that selects the row (a list with details). */
  selectedKey?: string | null;
  onSelect?(row: T): void;
  /** Extra attributes per row (data-* for tests and styles). */
  rowAttributes?(row: T): HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string>;
  empty?: ReactNode;
};

/**
 * A dense, scannable list for wide screens: a real <table> whose sortable headers are
 * buttons (aria-sort says the order), and, with `onSelect`, rows that open their details
 * beside the table (the selected row is aria-current). The first column is the row's
 * header. Phones show the same data as cards instead (see README.md).
 */
/** A column's header: a button that sorts by it when the column can be sorted. */
function HeaderCell<T>({
  column,
  sort,
  onSort,
}: {
  column: Props<T>['columns'][number];
  sort: SortState | undefined;
  onSort(): void;
}) {
  const direction = sort?.key === column.key ? sort.direction : undefined;
  return (
    <th scope="col" aria-sort={direction} className={column.className}>
      {column.sortValue ? (
        <button type="button" className="data-table__sort" onClick={onSort}>
          {column.header}
          <Icon
            name={direction === 'descending' ? 'sortDown' : direction ? 'sortUp' : 'sort'}
            size={16}
            className="data-table__sort-icon"
          />
        </button>
      ) : (
        column.header
      )}
    </th>
  );
}

export function DataTable<T>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  initialSort,
  selectedKey,
  onSelect,
  rowAttributes,
  empty,
}: Props<T>) {
  const { locale } = useIntl();
  const [sort, setSort] = useState<SortState | undefined>(initialSort);
  const sortColumn = sort && columns.find((column) => column.key === sort.key);
  const sorted =
    sort && sortColumn?.sortValue
      ? sortRows(rows, sortColumn.sortValue, sort.direction, locale)
      : rows;

  return (
    <div className="data-table">
      <table className="data-table__table">
        <caption className={showCaption ? 'data-table__caption' : 'visually-hidden'}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell
                key={column.key}
                column={column}
                sort={sort}
                onSort={() =>
                  setSort(
                    nextSort(
                      sort ?? { key: '', direction: 'ascending' },
                      column.key,
                      column.firstDirection,
                    ),
                  )
                }
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => {
            const key = rowKey(row);
            const selected = onSelect && key === selectedKey;
            return (
              <tr
                key={key}
                {...rowAttributes?.(row)}
                className={
                  selected ? 'data-table__row data-table__row--selected' : 'data-table__row'
                }
                aria-current={selected ? 'true' : undefined}
                // the first cell's button is the keyboard's way; a click anywhere is the mouse's
                onClick={onSelect ? () => onSelect(row) : undefined}
              >
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th key={column.key} scope="row" className={column.className}>
                      {onSelect ? (
                        <button
                          type="button"
                          className="data-table__select"
                          aria-current={selected ? 'true' : undefined}
                          onClick={(event) => {
                            event.stopPropagation();
                            onSelect(row);
                          }}
                        >
                          {column.cell(row)}
                        </button>
                      ) : (
                        column.cell(row)
                      )}
                    </th>
                  ) : (
                    <td key={column.key} className={column.className}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {rows.length === 0 && empty}
    </div>
  );
}
