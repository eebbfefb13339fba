import type { OvertimeRule } from '../../../../contract/overtime-rules';
import { Badge } from '../../../../design-system/badge/badge';
import type { DataGridColumn } from '../../../../design-system/data-grid/data-grid';
import { formatThreshold } from './overtime-rule-model';

function thresholdCell(hours: number | null) {
  const text = formatThreshold(hours);
  return text ?? <span className="text-text-subtle">None</span>;
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
    {
      id: 'daily-overtime',
      header: 'Daily OT after',
      accessor: (rule) => formatThreshold(rule.daily_overtime_after_hours) ?? '',
      cell: (rule) => thresholdCell(rule.daily_overtime_after_hours),
      width: 130,
    },
    {
      id: 'daily-double-time',
      header: 'Daily DT after',
      accessor: (rule) => formatThreshold(rule.daily_double_time_after_hours) ?? '',
      cell: (rule) => thresholdCell(rule.daily_double_time_after_hours),
      width: 130,
    },
    {
      id: 'weekly-overtime',
      header: 'Weekly OT after',
      accessor: (rule) => formatThreshold(rule.weekly_overtime_after_hours) ?? '',
      cell: (rule) => thresholdCell(rule.weekly_overtime_after_hours),
      width: 140,
    },
    {
      id: 'seventh-day',
      header: '7th-day rule',
      accessor: (rule) => (rule.is_seventh_day_rule ? 'Yes' : 'No'),
      width: 110,
    },
    {
      id: 'status',
      header: 'Status',
      accessor: (rule) => (rule.archived_at_unix === null ? 'Active' : 'Archived'),
      cell: (rule) =>
        rule.archived_at_unix === null ? (
          <Badge tone="success">Active</Badge>
        ) : (
          <Badge tone="neutral">Archived</Badge>
        ),
      width: 100,
    },
  ];
}
