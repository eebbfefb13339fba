import type { EmployeeRow } from '../../../../contract/employees';
import {
  hasFilterValue,
  type Filter,
  type FilterColumn,
} from '../../../../design-system/filter-builder/filter-builder-model';
import { memberStatus, roleKind, type MemberStatus } from './member-labels';

/** The three lists under the crew-members frame. */
export type MemberListView = 'members' | 'deactivated' | 'expired';

/**
 * The server's `status` of each list. Members sends none: the server's default list, everyone
 * but removed people, with active and invited people first and deactivated ones last, labelled
 * '(Deactivated)' (core.md 4). The server has no status for "pending and not expired", so the
 * Members list keeps expired invitations and deactivated people too, each with its badge; the
 * Status filter narrows it.
 */
export const VIEW_STATUS: Record<MemberListView, string | undefined> = {
  members: undefined,
  deactivated: 'deactivated',
  expired: 'invite_expired',
};

export const VIEW_TEXT: Record<
  MemberListView,
  { label: string; emptyTitle: string; empty: string; emptySearch: (search: string) => string }
> = {
  members: {
    label: 'Team members',
    emptyTitle: 'No team members yet',
    empty: 'Add your crew to start tracking their time.',
    emptySearch: (search) => `No team members match “${search}”.`,
  },
  deactivated: {
    label: 'Deactivated team members',
    emptyTitle: 'Nobody is deactivated',
    empty: 'Team members you deactivate show here, and can be activated again.',
    emptySearch: (search) => `No deactivated team members match “${search}”.`,
  },
  expired: {
    label: 'Expired invitations',
    emptyTitle: 'No expired invitations',
    empty: 'Invitations that run out before they are accepted show here, to be sent again.',
    emptySearch: (search) => `No expired invitations match “${search}”.`,
  },
};

const ROLE_OPTIONS = [
  { value: 'worker', label: 'Worker' },
  { value: 'manager', label: 'Manager' },
  { value: 'admin', label: 'Administrator' },
];
const STATUS_OPTIONS: { value: MemberStatus; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'invited', label: 'Invited' },
  { value: 'expired', label: 'Invite expired' },
  { value: 'deactivated', label: 'Deactivated' },
];

/** Role on every list; Status only on Members (the other lists are one status each). */
export function filterColumns(view: MemberListView): FilterColumn<EmployeeRow>[] {
  const role: FilterColumn<EmployeeRow> = {
    header: 'Role',
    accessor: 'role',
    kind: 'options',
    options: ROLE_OPTIONS,
    getRowValue: (row) => roleKind(row.role_id),
  };
  if (view !== 'members') return [role];
  return [
    role,
    {
      header: 'Status',
      accessor: 'status',
      kind: 'options',
      options: STATUS_OPTIONS,
      getRowValue: (row) => memberStatus(row),
    },
  ];
}

/** A single status the server filters by itself (there is none for 'invited'). */
const SERVER_STATUS: Partial<Record<MemberStatus, string>> = {
  active: 'activated',
  expired: 'invite_expired',
  deactivated: 'deactivated',
};

/**
 * How a list is loaded: the status the server filters by, and the filters left to the browser.
 * Without browser filters the list is paged by the server; with them, every matching row is
 * loaded and filtered and paged here (the server knows no role filter, nor several statuses).
 */
export type ListPlan = { status: string | undefined; local: Filter[] };

export function listPlan(view: MemberListView, filters: readonly Filter[]): ListPlan {
  const applied = filters.filter(hasFilterValue);
  const statusFilter = applied.find((filter) => filter.accessor === 'status');
  const rest = applied.filter((filter) => filter !== statusFilter);
  if (view !== 'members' || !statusFilter) return { status: VIEW_STATUS[view], local: rest };
  const [only, ...others] = statusFilter.searchKeyArray;
  const server =
    statusFilter.rule === 'is_any_of' && others.length === 0 && only
      ? SERVER_STATUS[only as MemberStatus]
      : undefined;
  return server ? { status: server, local: rest } : { status: undefined, local: applied };
}
