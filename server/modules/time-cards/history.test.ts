import { describe, expect, it } from 'vitest';
import { changedFields, historyEntryOf } from './history';

describe('changedFields', () => {
  it('names the fields whose values differ, lists included', () => {
    expect(
      changedFields(
        { clock_in_dt_unix: 1, note: null, breaks: [{ start_dt_unix: 5 }] },
        { clock_in_dt_unix: 2, note: null, breaks: [{ start_dt_unix: 6 }] },
      ),
    ).toEqual(['clock_in_dt_unix', 'breaks']);
  });

  it('names every field of a creation and nothing of an unchanged card', () => {
    expect(changedFields(null, { a: 1, b: 2 })).toEqual(['a', 'b']);
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual([]);
  });
});

describe('historyEntryOf', () => {
  it('shows who, when, why, the fields and the values', () => {
    expect(
      historyEntryOf({
        id: 9,
        entity_id: 3,
        action: 'update',
        before_json: '{"note":null}',
        after_json: '{"note":"Rain"}',
        at_unix: 1000,
        actor_profile_id: 4,
        actor_name: 'Ada Admin',
        reason: 'Forgot the note',
      }),
    ).toEqual({
      id: 9,
      action: 'update',
      at_unix: 1000,
      actor: { profile_id: 4, display_name: 'Ada Admin' },
      reason: 'Forgot the note',
      fields: ['note'],
      before: { note: null },
      after: { note: 'Rain' },
    });
  });
});
