import {
  PAY_FREQUENCY_LABELS,
  WEEKDAY_NAMES,
  type PaySchedule,
} from '../../../contract/pay-schedules';
import { Badge } from '../../../design-system/badge/badge';
import type { DataGridColumn } from '../../../design-system/data-grid/data-grid';
import { PHONE_GRID_WIDTH_WITH_ACTIONS } from '../../lists/phone-grid';
import { longDateText, startTimeText } from './pay-schedule-model';

const workweekText = (schedule: PaySchedule) =>
  `${WEEKDAY_NAMES[schedule.workweek_start_day] ?? ''} ${startTimeText(schedule.workweek_start_seconds)}`;

function NameCell({ schedule }: { schedule: PaySchedule }) {
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-2">
      <span className="font-medium">{schedule.name}</span>
      {schedule.is_default && <Badge tone="info">Default</Badge>}
    </span>
  );
}

/** The columns of the pay schedules grid: Name (with the default badge), Frequency, First period, Workweek. */
export function payScheduleColumns(): DataGridColumn<PaySchedule>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      accessor: (schedule) => schedule.name,
      cell: (schedule) => <NameCell schedule={schedule} />,
      // Room for a long name and the Default badge beside it.
      width: 320,
      enableHiding: false,
    },
    {
      id: 'frequency',
      header: 'Frequency',
      accessor: (schedule) => PAY_FREQUENCY_LABELS[schedule.frequency],
      width: 130,
    },
    {
      id: 'first_period',
      header: 'First period',
      accessor: (schedule) => schedule.first_period_start_date,
      cell: (schedule) => longDateText(schedule.first_period_start_date),
      width: 160,
    },
    {
      id: 'workweek',
      header: 'Workweek starts',
      accessor: workweekText,
      width: 180,
    },
  ];
}

/** On a phone: one stacked column. */
export function paySchedulePhoneColumns(): DataGridColumn<PaySchedule>[] {
  return [
    {
      id: 'summary',
      header: 'Pay schedule',
      accessor: (schedule) => schedule.name,
      cell: (schedule) => (
        <div className="flex min-w-0 flex-col items-start gap-1 py-2.5 leading-5 whitespace-normal">
          <NameCell schedule={schedule} />
          <span>
            {PAY_FREQUENCY_LABELS[schedule.frequency]} from{' '}
            {longDateText(schedule.first_period_start_date)}
          </span>
          <span className="text-xs text-text-muted">Workweek starts {workweekText(schedule)}</span>
        </div>
      ),
      width: PHONE_GRID_WIDTH_WITH_ACTIONS,
      enableHiding: false,
      enableResizing: false,
    },
  ];
}
