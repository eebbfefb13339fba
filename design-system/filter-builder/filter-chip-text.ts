/** The texts of a filter chip and of the live region that reports applied filters. */
import {
  CHIP_LABELS_SHOWN,
  FILTER_RULE_LABELS,
  formatDateKey,
  hasFilterValue,
  type Filter,
  type FilterColumn,
} from './filter-builder-model';

/** How the value of a filter reads on its chip: chosen labels, quoted text, a formatted day. */
export function filterValueText(filter: Filter, column?: FilterColumn): string {
  if (filter.searchKeyArray.length > 0) {
    const labels = filter.displayLabels.length > 0 ? filter.displayLabels : filter.searchKeyArray;
    const shown = labels.slice(0, CHIP_LABELS_SHOWN).join(', ');
    const more = labels.length - CHIP_LABELS_SHOWN;
    return more > 0 ? `${shown} and ${more} more` : shown;
  }
  if (column?.formatValue) return column.formatValue(filter.searchKey);
  if (column?.kind === 'date') return formatDateKey(filter.searchKey);
  if (column?.kind === 'text') return `“${filter.searchKey}”`;
  return filter.searchKey;
}

/**
 * The rule as a chip reads it. One chosen option reads 'is' / 'is not' ('Status: is Active');
 * 'is any of' only makes sense before a list.
 */
export function chipRuleText(filter: Filter): string {
  if (filter.searchKeyArray.length === 1) {
    if (filter.rule === 'is_any_of') return FILTER_RULE_LABELS.is;
    if (filter.rule === 'is_none_of') return FILTER_RULE_LABELS.is_not;
  }
  return FILTER_RULE_LABELS[filter.rule];
}

/** The parts of a chip: 'Status', 'is', 'Active'. A filter without a value shows its header only. */
export function filterChipParts(
  filter: Filter,
  column?: FilterColumn,
): { header: string; rule: string; value: string } | { header: string; rule: null; value: null } {
  const header = column?.header ?? filter.header;
  if (!hasFilterValue(filter)) return { header, rule: null, value: null };
  return { header, rule: chipRuleText(filter), value: filterValueText(filter, column) };
}

/** A chip's whole text, e.g. 'Status: is Active' (also its accessible name). */
export function filterChipText(filter: Filter, column?: FilterColumn): string {
  const parts = filterChipParts(filter, column);
  return parts.rule === null ? parts.header : `${parts.header}: ${parts.rule} ${parts.value}`;
}

/** What the polite live region says after a change, e.g. '2 filters applied'. */
export function appliedFiltersMessage(count: number): string {
  if (count === 0) return 'No filters applied';
  return count === 1 ? '1 filter applied' : `${count} filters applied`;
}
