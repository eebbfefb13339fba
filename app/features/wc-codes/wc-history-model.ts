import type { WcCode, WcCodeAction, WcCodeHistoryEntry } from '../../../contract/wc-codes';
import type { SelectOption } from '../../../design-system/select/select-model';
import { formatRate } from './wc-code-model';

/** What the history calls each action. */
export const ACTION_LABEL: Record<WcCodeAction, string> = {
  created: 'Added',
  updated: 'Edited',
  archived: 'Archived',
  unarchived: 'Unarchived',
};

/**
 * The fields a change line names, in the order of the form. Archiving and unarchiving are the
 * entry's action, shown beside the lines, so is_archived has no line of its own.
 */
const FIELD_LABEL: Record<string, string> = {
  code: 'Code',
  name: 'Description',
  rate_per_100: 'Rate per $100',
  state: 'State',
};
const FIELD_ORDER = Object.keys(FIELD_LABEL);
/** How an empty value reads in a change line. */
export const NO_VALUE = 'none';

type HistoryValue = WcCodeHistoryEntry['changes'][number]['before'];

function valueText(field: string, value: HistoryValue): string {
  if (value === null || value === '') return NO_VALUE;
  if (field === 'rate_per_100' && typeof value === 'number') return formatRate(value);
  return String(value);
}

/**
 * The lines of one history entry: 'Rate per $100: 1.20 → 1.35' for an edit; for a new code the
 * values it started with ('Rate per $100: 1.20'), leaving out those it was added without. An
 * archive or unarchive changes no field: its action says it all.
 */
export function changeLines(entry: WcCodeHistoryEntry): string[] {
  return entry.changes
    .filter((change) => change.field in FIELD_LABEL)
    .sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field))
    .flatMap((change) => {
      const label = FIELD_LABEL[change.field];
      if (entry.action === 'created') {
        return change.after === null ? [] : [`${label}: ${valueText(change.field, change.after)}`];
      }
      const before = valueText(change.field, change.before);
      const after = valueText(change.field, change.after);
      return [`${label}: ${before} → ${after}`];
    });
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** The time of day in the organisation's zone and country: '2:05 PM' (US), '2:05 pm' (AU). */
export function formatTime(unix: number, countryCode: string, timeZone: string): string {
  const key = `${countryCode}|${timeZone}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(countryCode === 'au' ? 'en-AU' : 'en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    });
    timeFormats.set(key, format);
  }
  return format.format(new Date(unix * 1000));
}

/** The filter's choices: every code, in use or archived, as 'code · description'. */
export function codeFilterOptions(codes: readonly WcCode[]): SelectOption[] {
  return codes.map((code) => ({
    value: String(code.id),
    label: code.name ? `${code.code} · ${code.name}` : code.code,
    description: code.archived_at_unix === null ? undefined : '(Archived)',
  }));
}
