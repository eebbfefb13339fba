import { describe, expect, it } from 'vitest';
import { pendingTicks } from './task-checklist';
import { tagOptions } from './task-tags-field';

describe('the tag picker', () => {
  const tags = [{ value: '3', label: 'Concrete' }];

  it('offers to create a tag no tag is named as typed', () => {
    expect(tagOptions(tags, ' Framing ')).toEqual([
      ...tags,
      { value: 'new-tag:Framing', label: 'Create tag “Framing”' },
    ]);
  });

  it('offers nothing new for a name taken in any case, or for nothing typed', () => {
    expect(tagOptions(tags, 'concrete')).toEqual(tags);
    expect(tagOptions(tags, '  ')).toEqual(tags);
  });
});

describe('ticks shown before the task is read again', () => {
  const item = (status: 'to_do' | 'done') => ({
    id: 1,
    description: 'Set forms',
    status,
    updated_at_unix: 0,
  });

  it('stay until the task read agrees', () => {
    const ticks = new Map([[0, 'done' as const]]);
    expect(pendingTicks(ticks, [item('to_do')])).toBe(ticks);
    expect(pendingTicks(ticks, [item('done')]).size).toBe(0);
  });
});
