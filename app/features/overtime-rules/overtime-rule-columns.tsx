import type { OvertimeRule } from '../../../contract/overtime-rules';
import type { DataGridColumn } from '../../../design-system/data-grid/data-grid';
import { ArchiveStatusBadge, archiveStatusColumn } from '../../lists/archive-status-column';
import { PHONE_GRID_WIDTH_WITH_ACTIONS } from '../../lists/phone-grid';
import { formatThreshold } from './overtime-rule-model';

type Threshold =
  'daily_overtime_after_hours' | 'daily_double_time_after_hours' | 'weekly_overtime_after_hours';

/** A threshold's column: '8 hours', or a muted 'None' where it does not apply. */
function thresholdColumn(
  id: string,
  header: string,
  field: Threshold,
  width: number,
): DataGridColumn<OvertimeRule> {
  return {
    id,
    header,
    accessor: (rule) => formatThreshold(rule[field]) ?? '',
    cell: (rule) => formatThreshold(rule[field]) ?? <span className="text-text-subtle">None</span>,
    width,
  };
}

/** The columns of the rules grid: Name, the three thresholds, the 7th-day rule and Status. */
export function overtimeRuleColumns(): DataGridColumn<OvertimeRule>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      accessor: (rule) => rule.name,
      cell: (rule) => (
        <span className="font-medium" title={rule.name}>
          {rule.name}
        </span>
      ),
      width: 240,
      enableHiding: false,
    },
    thresholdColumn('daily-overtime', 'Daily OT after', 'daily_overtime_after_hours', 130),
    thresholdColumn('daily-double-time', 'Daily DT after', 'daily_double_time_after_hours', 130),
    thresholdColumn('weekly-overtime', 'Weekly OT after', 'weekly_overtime_after_hours', 140),
    {
      id: 'seventh-day',
      header: '7th-day rule',
      accessor: (rule) => (rule.is_seventh_day_rule ? 'Yes' : 'No'),
      width: 110,
    },
    archiveStatusColumn((rule) => rule.archived_at_unix),
  ];
}

/** A threshold as the phone's stacked column says it: 'Daily OT after 8 hours', 'No daily OT'. */
function thresholdLine(hours: number | null, name: string, none: string) {
  const text = formatThreshold(hours);
  return text === null ? none : `${name} after ${text}`;
}

/**
 * The rules grid on a phone: one column that stacks each rule (the name and its status, the
 * thresholds, the 7th-day rule) instead of six side by side.
 */
export function overtimeRulePhoneColumns(): DataGridColumn<OvertimeRule>[] {
  return [
    {
      id: 'summary',
      header: 'Rule',
      accessor: (rule) => rule.name,
      cell: (rule) => (
        <div className="flex min-w-0 flex-col items-start gap-1 py-2.5 leading-5 whitespace-normal">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium break-words">{rule.name}</span>
            <ArchiveStatusBadge archivedAtUnix={rule.archived_at_unix} />
          </span>
          <ul className="m-0 flex list-none flex-col p-0 text-xs text-text-muted">
            <li>
              {thresholdLine(rule.daily_overtime_after_hours, 'Daily OT', 'No daily OT')} ·{' '}
              {thresholdLine(rule.daily_double_time_after_hours, 'DT', 'no DT')}
            </li>
            <li>
              {thresholdLine(rule.weekly_overtime_after_hours, 'Weekly OT', 'No weekly OT')} ·
              7th-day rule: {rule.is_seventh_day_rule ? 'Yes' : 'No'}
            </li>
          </ul>
        </div>
      ),
      width: PHONE_GRID_WIDTH_WITH_ACTIONS,
      enableHiding: false,
      enableResizing: false,
    },
  ];
}
