import type { TeamDisplay } from '../../../contract/teams';
import type { DataGridColumn } from '../../../design-system/data-grid/data-grid';
import { ArchiveStatusBadge, archiveStatusColumn } from '../../lists/archive-status-column';
import { PHONE_GRID_WIDTH_WITH_ACTIONS } from '../../lists/phone-grid';
import { SELECT_COLUMN_WIDTH } from '../../../design-system/data-grid/data-grid-model';
import type { Formatters } from '../../../design-system/format/formatters';
import { memberCount, peopleSummary } from './team-model';

/** The columns of the teams grid: Name, Members, Managers, Created, Status. */
export function teamColumns(format: Pick<Formatters, 'date'>): DataGridColumn<TeamDisplay>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      accessor: (team) => team.name,
      cell: (team) => <span className="truncate font-medium">{team.name}</span>,
      width: 200,
      enableHiding: false,
    },
    {
      id: 'members',
      header: 'Members',
      accessor: (team) => `${memberCount(team.employees.length)}: ${peopleSummary(team.employees)}`,
      cell: (team) => (
        <span className="flex min-w-0 items-baseline gap-2">
          <span className="shrink-0 tabular-nums">{memberCount(team.employees.length)}</span>
          {team.employees.length > 0 && (
            <span className="truncate text-text-muted">{peopleSummary(team.employees)}</span>
          )}
        </span>
      ),
      width: 260,
    },
    {
      id: 'managers',
      header: 'Managers',
      accessor: (team) => peopleSummary(team.managers),
      cell: (team) =>
        team.managers.length > 0 ? (
          <span className="truncate">{peopleSummary(team.managers)}</span>
        ) : (
          <span className="text-text-subtle">None</span>
        ),
      width: 170,
    },
    {
      id: 'created',
      header: 'Created',
      accessor: (team) => format.date(team.createdAtUnix),
      width: 110,
    },
    archiveStatusColumn((team) => team.archivedAtUnix),
  ];
}

/**
 * The teams grid on a phone: one column that stacks each team (its name and status, the
 * member count with the first names, then the managers) instead of five side by side. With
 * selection on, the checkbox column takes its share of the row.
 */
export function teamPhoneColumns(withSelection: boolean): DataGridColumn<TeamDisplay>[] {
  return [
    {
      id: 'summary',
      header: 'Team',
      accessor: (team) =>
        [team.name, memberCount(team.employees.length), peopleSummary(team.managers)].join(' '),
      cell: (team) => (
        <div className="flex min-w-0 flex-col items-start gap-1 py-2.5 leading-5 whitespace-normal">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium break-words">{team.name}</span>
            <ArchiveStatusBadge archivedAtUnix={team.archivedAtUnix} />
          </span>
          <span className="text-sm text-text-muted">
            <span className="tabular-nums">{memberCount(team.employees.length)}</span>
            {team.employees.length > 0 && `: ${peopleSummary(team.employees)}`}
          </span>
          <span className="text-xs text-text-muted">
            Managers: {team.managers.length > 0 ? peopleSummary(team.managers) : 'None'}
          </span>
        </div>
      ),
      width: PHONE_GRID_WIDTH_WITH_ACTIONS - (withSelection ? SELECT_COLUMN_WIDTH : 0),
      enableHiding: false,
      enableResizing: false,
    },
  ];
}
