import { describe, expect, it } from 'vitest';
import type { WcCode, WcCodeHistoryEntry } from '../../../contract/wc-codes';
import { changeLines, codeFilterOptions, formatTime } from './wc-history-model';

function entry(overrides: Partial<WcCodeHistoryEntry>): WcCodeHistoryEntry {
  return {
    id: 1,
    wc_code_id: 5,
    code: '5403',
    action: 'updated',
    changed_by: { profile_id: 9, display_name: 'Alex Morgan' },
    changed_at_unix: 1_700_000_000,
    changes: [],
    ...overrides,
  };
}

describe('changeLines', () => {
  it('writes an edit as before → after, rates with their decimals', () => {
    expect(
      changeLines(
        entry({
          changes: [
            { field: 'state', before: null, after: 'CA' },
            { field: 'rate_per_100', before: 1.2, after: 1.35 },
          ],
        }),
      ),
    ).toEqual(['Rate per $100: 1.20 → 1.35', 'State: none → CA']);
  });

  it('lists what a new code started with, without its empty fields', () => {
    expect(
      changeLines(
        entry({
          action: 'created',
          changes: [
            { field: 'code', before: null, after: '5403' },
            { field: 'name', before: null, after: null },
            { field: 'rate_per_100', before: null, after: 1.2 },
            { field: 'state', before: null, after: null },
            { field: 'is_archived', before: null, after: false },
          ],
        }),
      ),
    ).toEqual(['Code: 5403', 'Rate per $100: 1.20']);
  });

  it('leaves an archive to its action', () => {
    expect(
      changeLines(
        entry({
          action: 'archived',
          changes: [{ field: 'is_archived', before: false, after: true }],
        }),
      ),
    ).toEqual([]);
  });
});

describe('formatTime', () => {
  it('writes the time of day in the organisation’s zone', () => {
    // 2023-11-14 22:13:20 UTC.
    expect(formatTime(1_700_000_000, 'us', 'America/Los_Angeles')).toBe('2:13 PM');
    expect(formatTime(1_700_000_000, 'au', 'Australia/Sydney')).toMatch(/^9:13\sam$/);
  });
});

describe('codeFilterOptions', () => {
  it('names each code with its description and marks archived ones', () => {
    const base = { rate_per_100: 1, state: null, created_at_unix: 1, updated_at_unix: 1 };
    const codes: WcCode[] = [
      { ...base, id: 1, code: '5403', name: 'Carpentry', archived_at_unix: null },
      { ...base, id: 2, code: '8810', name: null, archived_at_unix: 5 },
    ];
    expect(codeFilterOptions(codes)).toEqual([
      { value: '1', label: '5403 · Carpentry', description: undefined },
      { value: '2', label: '8810', description: '(Archived)' },
    ]);
  });
});
