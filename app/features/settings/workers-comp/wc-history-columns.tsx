import type { WcCodeHistoryEntry } from '../../../../contract/wc-codes';
import { Badge } from '../../../../design-system/badge/badge';
import type { DataGridColumn } from '../../../../design-system/data-grid/data-grid';
import { ACTION_LABEL, changeLines } from './wc-history-model';

const ACTION_TONE = {
  created: 'success',
  updated: 'info',
  archived: 'neutral',
  unarchived: 'info',
} as const;

/**
 * The columns of the history grid: Code, Change (the action and each field's before and after),
 * When, Who. What changed comes first, so a phone shows it without scrolling sideways.
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
      accessor: (entry) => [ACTION_LABEL[entry.action], ...changeLines(entry)].join('; '),
      // Several fields may change at once: one line each, so the row grows instead of cutting.
      cell: (entry) => (
        <div className="flex flex-col items-start gap-1 py-2.5 leading-5 whitespace-normal">
          <Badge tone={ACTION_TONE[entry.action]}>{ACTION_LABEL[entry.action]}</Badge>
          {changeLines(entry).length > 0 && (
            <ul className="m-0 flex list-none flex-col p-0">
              {changeLines(entry).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
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
      accessor: (entry) => entry.changed_by?.display_name ?? 'Unknown',
      width: 170,
    },
  ];
}
