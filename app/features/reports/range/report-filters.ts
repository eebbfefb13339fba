import type {
  Filter,
  FilterColumn,
  FilterOption,
} from '../../../../design-system/filter-builder/filter-builder-model';
import { FILTER_KEYS, type FilterKey, type IdFilter, type ReportFilters } from './report-url-state';

/**
 * The reports' filters (team, project, cost code, member) in the filter builder the time card
 * summary uses, and the ids they send. The payroll summary and job costing take ids to keep
 * (`employee_group_ids`, `org_project_ids`, `job_code_ids`, `employee_ids`), so "is none of" is
 * sent as every other choice the filter offers. Pure.
 */

/** What each filter offers: its options, 'loading' while they load, null when not offered. */
export type FilterChoices = Record<FilterKey, readonly FilterOption[] | 'loading' | null>;

const optionsOf = (choice: FilterChoices[FilterKey]): readonly FilterOption[] =>
  Array.isArray(choice) ? choice : [];

const HEADERS: Record<FilterKey, string> = {
  team: 'Team',
  project: 'Project',
  costCode: 'Cost code',
  member: 'Member',
};

/** The builder's columns; one not offered (e.g. projects without project tracking) is left out. */
export function reportFilterColumns(choices: FilterChoices): FilterColumn[] {
  return FILTER_KEYS.flatMap((key) =>
    choices[key] === null
      ? []
      : [
          {
            header: HEADERS[key],
            accessor: key,
            kind: 'options' as const,
            options: optionsOf(choices[key]),
          },
        ],
  );
}

/** The builder's filters for the chosen ids, named from the choices (an unknown id by itself). */
export function builderFilters(filters: ReportFilters, choices: FilterChoices): Filter[] {
  return FILTER_KEYS.flatMap((key) => {
    const filter = filters[key];
    if (!filter) return [];
    const known = new Map(optionsOf(choices[key]).map((option) => [option.value, option.label]));
    const chosen = filter.ids.map((id) => ({
      value: String(id),
      label: known.get(String(id)) ?? `#${id}`,
    }));
    return [
      {
        header: HEADERS[key],
        accessor: key,
        rule: filter.rule,
        searchKey: '',
        searchKeyArray: chosen.map((option) => option.value),
        optionsHistory: chosen,
        displayLabels: chosen.map((option) => option.label),
      },
    ];
  });
}

const isFilterKey = (accessor: string): accessor is FilterKey =>
  (FILTER_KEYS as readonly string[]).includes(accessor);

/** The ids the builder's filters hold, as the address keeps them. */
export function reportFiltersOf(filters: readonly Filter[]): ReportFilters {
  const chosen: ReportFilters = {};
  for (const filter of filters) {
    if (!isFilterKey(filter.accessor) || filter.searchKeyArray.length === 0) continue;
    chosen[filter.accessor] = {
      rule: filter.rule === 'is_none_of' ? 'is_none_of' : 'is_any_of',
      ids: filter.searchKeyArray.map(Number).filter((id) => Number.isInteger(id) && id > 0),
    };
  }
  return chosen;
}

/** The query parameters of each filter. */
const PARAMS = {
  team: 'employee_group_ids',
  project: 'org_project_ids',
  costCode: 'job_code_ids',
  member: 'employee_ids',
} as const satisfies Record<FilterKey, string>;

export type FilterQuery = Partial<Record<(typeof PARAMS)[FilterKey], number[]>>;

function keptIds(filter: IdFilter, choice: FilterChoices[FilterKey]): number[] | 'waiting' {
  if (filter.rule === 'is_any_of') return filter.ids;
  if (choice === 'loading') return 'waiting';
  const left = new Set(filter.ids);
  return optionsOf(choice)
    .map((option) => Number(option.value))
    .filter((id) => !left.has(id));
}

/**
 * The ids the report asks for. 'waiting': an "is none of" filter needs its choices, still
 * loading; 'nothing': a filter leaves no choice at all, so there is nothing to ask. A filter the
 * report does not offer (from an old link) is ignored.
 */
export function filterQuery(
  filters: ReportFilters,
  choices: FilterChoices,
): FilterQuery | 'waiting' | 'nothing' {
  const query: FilterQuery = {};
  for (const key of FILTER_KEYS) {
    const filter = filters[key];
    if (!filter || filter.ids.length === 0 || choices[key] === null) continue;
    const ids = keptIds(filter, choices[key]);
    if (ids === 'waiting') return 'waiting';
    if (ids.length === 0) return 'nothing';
    query[PARAMS[key]] = ids;
  }
  return query;
}
