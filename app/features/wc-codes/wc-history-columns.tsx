import type { WcCodeHistoryEntry } from '../../../contract/wc-codes';
import { Badge } from '../../../design-system/badge/badge';
import type { DataGridColumn } from '../../../design-system/data-grid/data-grid';
import { PHONE_GRID_WIDTH } from '../../lists/phone-grid';
import { ACTION_LABEL, changeLines } from './wc-history-model';

const ACTION_TONE = {
  created: 'success',
  updated: 'info',
  archived: 'neutral',
  unarchived: 'info',
} as const;

const whoOf = (entry: WcCodeHistoryEntry) => entry.changed_by?.display_name ?? 'Unknown';
const changeText = (entry: WcCodeHistoryEntry) =>
  [ACTION_LABEL[entry.action], ...changeLines(entry)].join('; ');

/** The action's badge and one line per changed field, so the row grows instead of cutting. */
function ChangeLines({ entry }: { entry: WcCodeHistoryEntry }) {
  const lines = changeLines(entry);
  return lines.length > 0 ? (
    <ul className="m-0 flex list-none flex-col p-0">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  ) : null;
}

/**
 * The columns of the history grid: Code, Change (the action and each field's before and after),
 * When, Who. What changed comes first, so it shows without scrolling sideways.
 */
export function wcHistoryColumns(
  when: (unix: number) => string,
): DataGridColumn<WcCodeHistoryEntry>[] {
  return [
    {
      id: 'code',
      header: 'Code',
      accessor: (entry) => entry.code,
      cell: (entry) => <span className="font-medium tabular-nums">{entry.code}</span>,
      width: 100,
      enableHiding: false,
    },
    {
      id: 'change',
      header: 'Change',
      accessor: changeText,
      cell: (entry) => (
        <div className="flex flex-col items-start gap-1 py-2.5 leading-5 whitespace-normal">
          <Badge tone={ACTION_TONE[entry.action]}>{ACTION_LABEL[entry.action]}</Badge>
          <ChangeLines entry={entry} />
        </div>
      ),
      width: 340,
      enableHiding: false,
    },
    {
      id: 'when',
      header: 'When',
      accessor: (entry) => when(entry.changed_at_unix),
      cell: (entry) => <span className="tabular-nums">{when(entry.changed_at_unix)}</span>,
      width: 180,
    },
    {
      id: 'who',
      header: 'Who',
      accessor: whoOf,
      width: 170,
    },
  ];
}

/**
 * The history grid on a phone: one column that stacks each entry (the code and the action, the
 * changed fields, then when and who), as wide as the screen, instead of four side by side.
 */
export function wcHistoryPhoneColumns(
  when: (unix: number) => string,
): DataGridColumn<WcCodeHistoryEntry>[] {
  return [
    {
      id: 'entry',
      header: 'Change',
      accessor: (entry) =>
        `${entry.code}: ${changeText(entry)}; ${when(entry.changed_at_unix)}, ${whoOf(entry)}`,
      cell: (entry) => (
        <div className="flex min-w-0 flex-col items-start gap-1 py-2.5 leading-5 whitespace-normal">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium tabular-nums">{entry.code}</span>
            <Badge tone={ACTION_TONE[entry.action]}>{ACTION_LABEL[entry.action]}</Badge>
          </span>
          <ChangeLines entry={entry} />
          <span className="text-xs text-text-muted">
            <span className="tabular-nums">{when(entry.changed_at_unix)}</span> · {whoOf(entry)}
          </span>
        </div>
      ),
      width: PHONE_GRID_WIDTH,
      enableHiding: false,
      enableResizing: false,
    },
  ];
}
