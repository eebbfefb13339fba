import { describe, expect, it } from 'vitest';
import {
  LIST_MAX_HEIGHT_PX,
  LOADING_MESSAGE,
  LOADING_PLACEHOLDER,
  LOADING_PLACEHOLDER_LABEL,
  MOBILE_EMPTY_LABEL,
  NO_RESULTS_MESSAGE,
  SUMMARY_ABOVE,
  chosenSummary,
  emptyChoiceLabel,
  filterOptions,
  findOption,
  isAtMaxCount,
  isChoosable,
  isKeylessItem,
  isPlaceholderItem,
  reviewMultiChange,
  reviewSingleChange,
  toggleItem,
  type SelectOption,
} from './select-model';

const item = (value: string, label = value.toUpperCase()): SelectOption => ({ value, label });

describe('spec texts and numbers', () => {
  it('has the messages, the placeholder item and the limits of the spec', () => {
    expect(NO_RESULTS_MESSAGE).toBe('No results found');
    expect(LOADING_MESSAGE).toBe('Loading');
    expect(MOBILE_EMPTY_LABEL).toBe('None');
    expect(LOADING_PLACEHOLDER_LABEL).toBe('loading ...');
    expect(LOADING_PLACEHOLDER.label).toBe('loading ...');
    expect(SUMMARY_ABOVE).toBe(30);
    expect(LIST_MAX_HEIGHT_PX).toBe(200);
  });
});

describe('the empty choice', () => {
  it('reads the field’s own placeholder on every width', () => {
    expect(emptyChoiceLabel('Any customer', true)).toBe('Any customer');
    expect(emptyChoiceLabel('Any customer', false)).toBe('Any customer');
  });

  it('reads the spec’s None on a phone, and Select… in the list, without one', () => {
    expect(emptyChoiceLabel(undefined, true)).toBe('None');
    expect(emptyChoiceLabel(undefined, false)).toBe('Select…');
    expect(emptyChoiceLabel('  ', true)).toBe('None');
  });
});

describe('the placeholder and keyless items', () => {
  it('tells the placeholder item apart', () => {
    expect(isPlaceholderItem(LOADING_PLACEHOLDER)).toBe(true);
    expect(isPlaceholderItem(item('a'))).toBe(false);
  });

  it('treats a missing or empty value as no key', () => {
    expect(isKeylessItem({ label: 'x' })).toBe(true);
    expect(isKeylessItem({ value: null, label: 'x' })).toBe(true);
    expect(isKeylessItem({ value: '', label: 'x' })).toBe(true);
    expect(isKeylessItem({ value: '0', label: 'x' })).toBe(false);
  });

  it('does not offer the placeholder, a keyless or a disabled option', () => {
    expect(isChoosable(item('a'))).toBe(true);
    expect(isChoosable(LOADING_PLACEHOLDER)).toBe(false);
    expect(isChoosable({ value: '', label: 'x' })).toBe(false);
    expect(isChoosable({ ...item('a'), isDisabled: true })).toBe(false);
  });
});

describe('single select changes', () => {
  it('accepts an option and a clear', () => {
    expect(reviewSingleChange(item('a'))).toEqual({ isAccepted: true, value: 'a' });
    expect(reviewSingleChange(null)).toEqual({ isAccepted: true, value: null });
  });

  it('ignores a change to the placeholder', () => {
    expect(reviewSingleChange(LOADING_PLACEHOLDER)).toEqual({
      isAccepted: false,
      reason: 'placeholder',
    });
  });
});

describe('multi-select changes', () => {
  it('accepts adding and removing items', () => {
    expect(reviewMultiChange([], [item('a')])).toEqual({ isAccepted: true, values: ['a'] });
    expect(reviewMultiChange([item('a'), item('b')], [item('b')])).toEqual({
      isAccepted: true,
      values: ['b'],
    });
  });

  it('ignores a change including the placeholder item', () => {
    expect(reviewMultiChange([item('a')], [item('a'), LOADING_PLACEHOLDER])).toEqual({
      isAccepted: false,
      reason: 'placeholder',
    });
  });

  it('ignores a change including an item with no key', () => {
    expect(reviewMultiChange([], [{ label: 'Nobody' }])).toEqual({
      isAccepted: false,
      reason: 'keyless',
    });
    expect(reviewMultiChange([item('a')], [item('a'), { value: '', label: 'x' }])).toMatchObject({
      isAccepted: false,
      reason: 'keyless',
    });
  });

  it('stops further choices at the maximum count', () => {
    const two = [item('a'), item('b')];
    expect(reviewMultiChange([item('a')], two, 2)).toEqual({
      isAccepted: true,
      values: ['a', 'b'],
    });
    expect(reviewMultiChange(two, [...two, item('c')], 2)).toEqual({
      isAccepted: false,
      reason: 'max',
    });
    expect(isAtMaxCount(1, 2)).toBe(false);
    expect(isAtMaxCount(2, 2)).toBe(true);
    expect(isAtMaxCount(50)).toBe(false);
  });

  it('still lets items go from a list above the maximum', () => {
    const three = [item('a'), item('b'), item('c')];
    expect(reviewMultiChange(three, [item('a'), item('b')], 1)).toEqual({
      isAccepted: true,
      values: ['a', 'b'],
    });
  });

  it('toggles an item in or out, new ones last', () => {
    expect(toggleItem([item('a')], item('b')).map((each) => each.value)).toEqual(['a', 'b']);
    expect(toggleItem([item('a'), item('b')], item('a')).map((each) => each.value)).toEqual(['b']);
  });
});

describe('the trigger summary', () => {
  it('lists 30 chosen items and counts 31', () => {
    expect(chosenSummary(0)).toBeNull();
    expect(chosenSummary(30)).toBeNull();
    expect(chosenSummary(31)).toBe('31 selected');
    expect(chosenSummary(120)).toBe('120 selected');
  });
});

describe('naming a value', () => {
  it('looks in the list first, then in the known options', () => {
    const listed = { value: 'a', label: 'Listed' };
    const known = { value: 'a', label: 'Known' };
    expect(findOption('a', [listed], [known])).toBe(listed);
    expect(findOption('a', [], [known])).toBe(known);
    expect(findOption('b', [listed], [known])).toBeUndefined();
  });
});

describe('filtering', () => {
  const people: SelectOption[] = [
    { value: '1', label: 'Ann Lee' },
    { value: '2', label: 'Bo Diaz', description: '(Deactivated)' },
  ];

  it('matches part of a label or suffix, ignoring case and spaces around', () => {
    expect(filterOptions(people, ' ann ')).toEqual([people[0]]);
    expect(filterOptions(people, 'deactivated')).toEqual([people[1]]);
    expect(filterOptions(people, '')).toEqual(people);
    expect(filterOptions(people, 'zed')).toEqual([]);
  });
});
