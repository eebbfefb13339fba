import { Link } from 'react-router-dom';
import type { Project } from '../../../contract/projects';
import type { DataGridColumn } from '../../../design-system/data-grid/data-grid';
import { ArchiveStatusBadge, archiveStatusColumn } from '../../lists/archive-status-column';
import { PHONE_GRID_WIDTH_WITH_ACTIONS } from '../../lists/phone-grid';
import { projectSummaryPath } from './project-paths';

/** 'Jan 5, 2026 – Jun 30, 2026', one end, or a dash. */
export function datesText(project: Pick<Project, 'start_date' | 'end_date'>): string {
  const { start_date: start, end_date: end } = project;
  if (!start && !end) return '—';
  return `${start ? dayText(start) : '…'} – ${end ? dayText(end) : '…'}`;
}

// A calendar day, not an instant: read and written in UTC so no zone moves it to another day.
const DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-01-05' as 'Jan 5, 2026' (the month spelled out reads the same in the US and Australia). */
function dayText(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : DAY_FORMAT.format(date);
}

/** Whole dollars with thousands separators (core.md 9). */
export function dollarsText(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '—';
  return `$${Math.round(cents / 100).toLocaleString('en-US')}`;
}

export function hoursText(hours: number | null | undefined): string {
  if (hours === null || hours === undefined) return '—';
  return `${hours.toLocaleString('en-US')} h`;
}

/** The projects grid's columns; budget columns only for those who see money. */
export function projectColumns(orgId: number, canSeeMoney: boolean): DataGridColumn<Project>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      accessor: (project) => project.name,
      cell: (project) => (
        <Link
          className="font-medium text-primary underline underline-offset-2"
          to={projectSummaryPath(orgId, project.id)}
        >
          {project.name}
        </Link>
      ),
      width: 260,
      enableHiding: false,
    },
    { id: 'number', header: 'Number', accessor: (p) => p.number ?? '—', width: 110 },
    { id: 'customer', header: 'Customer', accessor: (p) => p.customer_name ?? '—', width: 200 },
    { id: 'group', header: 'Group', accessor: (p) => p.project_group_name ?? '—', width: 160 },
    {
      id: 'address',
      header: 'Address',
      accessor: (p) => p.address?.formatted_place_name ?? '—',
      width: 260,
    },
    { id: 'dates', header: 'Dates', accessor: datesText, width: 210 },
    { id: 'sites', header: 'Work sites', accessor: (p) => String(p.work_sites_count), width: 110 },
    ...(canSeeMoney
      ? [
          {
            id: 'budget_hours',
            header: 'Budget hours',
            accessor: (p: Project) => hoursText(p.budget_hours),
            width: 130,
          },
          {
            id: 'labour_budget',
            header: 'Labour budget',
            accessor: (p: Project) => dollarsText(p.labour_budget_cents),
            width: 140,
          },
        ]
      : []),
    archiveStatusColumn((project) => project.archived_at_unix),
  ];
}

/** On a phone: one stacked column. */
export function projectPhoneColumns(orgId: number): DataGridColumn<Project>[] {
  return [
    {
      id: 'summary',
      header: 'Project',
      accessor: (project) => project.name,
      cell: (project) => (
        <div className="flex min-w-0 flex-col items-start gap-1 py-2.5 leading-5 whitespace-normal">
          <span className="flex flex-wrap items-center gap-2">
            <Link
              className="font-medium text-primary underline underline-offset-2"
              to={projectSummaryPath(orgId, project.id)}
            >
              {project.name}
            </Link>
            <ArchiveStatusBadge archivedAtUnix={project.archived_at_unix} />
          </span>
          <span className="text-xs text-text-muted">
            {[project.number, project.customer_name].filter(Boolean).join(' · ') || '—'}
          </span>
        </div>
      ),
      width: PHONE_GRID_WIDTH_WITH_ACTIONS,
      enableHiding: false,
      enableResizing: false,
    },
  ];
}
