import type { TeamDisplay } from '../../../../contract/teams';
import type { DataGridColumn } from '../../../../design-system/data-grid/data-grid';
import { archiveStatusColumn } from '../../../lists/archive-status-column';
import type { Formatters } from '../../../../design-system/format/formatters';
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
