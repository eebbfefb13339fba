import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FilterBuilder } from '../../design-system/filter-builder/filter-builder';
import {
  addFilter,
  ANA_AND_BEN,
  bar,
  body,
  filterBuilderMeta,
  lookupEmployees,
  sleep,
} from './filter-builder-fixtures';

/** Searching an editor's choices: the debounced server lookup and the local option search. */
const meta = {
  title: 'Design System/Filter Builder/Search',
  component: FilterBuilder,
  ...filterBuilderMeta(),
} satisfies Meta<typeof FilterBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeywordLookupIsDebounced: Story = {
  play: async ({ canvasElement, args }) => {
    const editor = await addFilter(canvasElement, 'Employee');
    const search = within(editor).getByRole('searchbox', { name: 'Search Employee' });
    await expect(search).toHaveFocus();
    await expect(within(editor).getByText('Type to search')).toBeInTheDocument();

    // Several quick keystrokes: no lookup yet, one wait for the whole keyword.
    await userEvent.type(search, 'ana');
    const typedAt = performance.now();
    await expect(lookupEmployees).not.toHaveBeenCalled();
    await expect(within(editor).getByRole('status')).toHaveTextContent('Loading…');
    await sleep(600);
    await expect(lookupEmployees).not.toHaveBeenCalled();
    await waitFor(() => expect(lookupEmployees).toHaveBeenCalled(), { timeout: 2000 });
    await expect(performance.now() - typedAt).toBeGreaterThanOrEqual(950);
    await expect(lookupEmployees).toHaveBeenCalledTimes(1);
    await expect(lookupEmployees).toHaveBeenCalledWith('ana');

    const ana = await within(editor).findByRole('checkbox', { name: 'Ana Silva' });
    await userEvent.click(ana);
    await userEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith([
      expect.objectContaining({
        accessor: 'employee',
        rule: 'is_any_of',
        searchKeyArray: ['emp-1'],
        optionsHistory: [{ value: 'emp-1', label: 'Ana Silva' }],
      }),
    ]);
    await expect(
      bar(canvasElement).getByRole('button', { name: 'Employee: is Ana Silva' }),
    ).toBeVisible();
  },
};

export const KeywordSearchWithNoResults: Story = {
  play: async ({ canvasElement }) => {
    const editor = await addFilter(canvasElement, 'Employee');
    await userEvent.type(within(editor).getByRole('searchbox', { name: 'Search Employee' }), 'zzz');
    await waitFor(
      () => expect(within(editor).getByRole('status')).toHaveTextContent('No results found'),
      { timeout: 2000 },
    );
    await expect(lookupEmployees).toHaveBeenCalledTimes(1);
    await expect(lookupEmployees).toHaveBeenCalledWith('zzz');
    await expect(within(editor).queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

export const EnterSearchesAtOnce: Story = {
  play: async ({ canvasElement }) => {
    const editor = await addFilter(canvasElement, 'Employee');
    // The new filter's chip shows its column only, dashed, until a value is applied.
    await expect(bar(canvasElement).getByRole('button', { name: 'Employee' })).toBeVisible();
    const search = within(editor).getByRole('searchbox', { name: 'Search Employee' });
    // Enter in the search box searches now instead of waiting (and does not apply the filter).
    await userEvent.type(search, 'a{Enter}');
    await waitFor(() => expect(lookupEmployees).toHaveBeenCalledWith('a'), { timeout: 500 });
    await within(editor).findByRole('checkbox', { name: 'Carla Nguyen' });
    await expect(body.getByRole('dialog', { name: 'Employee' })).toBeVisible();
    await userEvent.click(within(editor).getByRole('checkbox', { name: 'Ana Silva' }));
    await expect(within(editor).getByRole('checkbox', { name: 'Ana Silva' })).toBeChecked();
    // Give the debounce time to pass: no second lookup for the same keyword.
    await sleep(1100);
    await expect(lookupEmployees).toHaveBeenCalledTimes(1);
  },
};

export const OptionSearchWithNoResults: Story = {
  play: async ({ canvasElement }) => {
    // Project has enough options to get a search box; it filters locally, at once.
    const editor = await addFilter(canvasElement, 'Project');
    const search = within(editor).getByRole('searchbox', { name: 'Search Project' });
    await expect(search).toHaveFocus();
    await userEvent.type(search, 'zzz');
    await expect(within(editor).getByRole('status')).toHaveTextContent('No results found');
    await expect(within(editor).queryByRole('checkbox')).not.toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'lib');
    await expect(
      within(editor)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Westgate Library']);
    await expect(within(editor).getByRole('status')).toHaveTextContent('');
  },
};

export const KeepsLabelsOfEarlierKeywordChoices: Story = {
  args: {
    defaultFilters: [
      {
        ...ANA_AND_BEN,
        searchKeyArray: ['emp-1'],
        displayLabels: ['Ana Silva'],
        optionsHistory: [{ value: 'emp-1', label: 'Ana Silva' }],
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      bar(canvasElement).getByRole('button', { name: 'Employee: is Ana Silva' }),
    );
    const editor = await body.findByRole('dialog', { name: 'Employee' });
    // Ana is listed (from the history) before any search, still ticked.
    await expect(within(editor).getByRole('checkbox', { name: 'Ana Silva' })).toBeChecked();
    await userEvent.type(within(editor).getByRole('searchbox', { name: 'Search Employee' }), 'ben');
    const ben = await within(editor).findByRole(
      'checkbox',
      { name: 'Ben Ortiz' },
      { timeout: 2000 },
    );
    // The lookup only returned Ben; Ana keeps her label.
    await expect(within(editor).getByRole('checkbox', { name: 'Ana Silva' })).toBeChecked();
    await userEvent.click(ben);
    await userEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith([
      expect.objectContaining({
        searchKeyArray: ['emp-1', 'emp-2'],
        displayLabels: ['Ana Silva', 'Ben Ortiz'],
      }),
    ]);
    await expect(
      bar(canvasElement).getByRole('button', { name: 'Employee: is any of Ana Silva, Ben Ortiz' }),
    ).toBeVisible();
  },
};
