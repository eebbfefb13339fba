/** Filtering rows held in the browser: whether a cell passes a filter, and the rows that pass all. */
import {
  hasFilterValue,
  ruleFor,
  toDateKey,
  type Filter,
  type FilterColumn,
  type FilterColumnKind,
} from './filter-builder-model';

function compareText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  return String(cell).trim().toLocaleLowerCase();
}

function cellValues(cell: unknown): string[] {
  if (Array.isArray(cell)) return cell.map((item) => String(item));
  if (cell === null || cell === undefined) return [];
  return [String(cell)];
}

/** Whether one row's cell passes one filter. A filter without a value lets every row through. */
export function cellMatchesFilter(cell: unknown, filter: Filter, kind: FilterColumnKind): boolean {
  if (!hasFilterValue(filter)) return true;
  const rule = ruleFor(kind, filter.rule);
  switch (rule) {
    case 'contains':
      return compareText(cell).includes(compareText(filter.searchKey));
    case 'is':
      return compareText(cell) === compareText(filter.searchKey);
    case 'is_not':
      return compareText(cell) !== compareText(filter.searchKey);
    case 'is_any_of':
      return cellValues(cell).some((value) => filter.searchKeyArray.includes(value));
    case 'is_none_of':
      return !cellValues(cell).some((value) => filter.searchKeyArray.includes(value));
    case 'equals':
    case 'greater_than':
    case 'less_than': {
      const wanted = Number(filter.searchKey);
      const value = typeof cell === 'number' ? cell : Number(cell);
      if (cell === null || cell === '' || !Number.isFinite(value) || !Number.isFinite(wanted)) {
        return false;
      }
      if (rule === 'equals') return value === wanted;
      return rule === 'greater_than' ? value > wanted : value < wanted;
    }
    case 'on':
    case 'before':
    case 'after': {
      const day = toDateKey(cell);
      const wanted = toDateKey(filter.searchKey);
      if (day === null || wanted === null) return false;
      // 'YYYY-MM-DD' strings sort as the days they name.
      if (rule === 'on') return day === wanted;
      return rule === 'before' ? day < wanted : day > wanted;
    }
  }
}

/**
 * The rows that pass every filter, for data held in the browser (a server list sends the filters
 * instead). Filters on unknown columns are ignored.
 */
export function applyFilters<Row>(
  rows: readonly Row[],
  filters: readonly Filter[],
  columns: readonly FilterColumn<Row>[],
): Row[] {
  const checks = filters.flatMap((filter) => {
    const column = columns.find((item) => item.accessor === filter.accessor);
    return column && hasFilterValue(filter) ? [{ filter, column }] : [];
  });
  if (checks.length === 0) return [...rows];
  return rows.filter((row) =>
    checks.every(({ filter, column }) => {
      const cell = column.getRowValue
        ? column.getRowValue(row)
        : (row as Record<string, unknown>)[column.accessor];
      return cellMatchesFilter(cell, filter, column.kind);
    }),
  );
}
