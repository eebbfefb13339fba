import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  RemoteMultiSelect,
  RemoteSelect,
  type RemoteMultiSelectProps,
} from '../design-system/select/remote-select';
import type { LoadPageRequest } from '../design-system/select/remote-select-model';
import type { SelectOption } from '../design-system/select/select-model';

const firstNames = [
  'Ava',
  'Ben',
  'Cleo',
  'Dan',
  'Eli',
  'Fay',
  'Gus',
  'Hana',
  'Ivo',
  'Jo',
  'Kai',
  'Lea',
  'Max',
  'Nia',
  'Oto',
  'Pia',
  'Raj',
  'Sam',
  'Tess',
];
const lastNames = ['Brooks', 'Cruz', 'Diaz', 'Evans', 'Ford'];

/** 95 employees (three full pages of 30 and one of 5); every tenth has left the company. */
const employees: SelectOption[] = lastNames.flatMap((last, row) =>
  firstNames.map((first, column) => {
    const number = row * firstNames.length + column + 1;
    return {
      value: `emp-${number}`,
      label: `${first} ${last}`,
      ...(number % 10 === 0 ? { description: '(Deactivated)' } : {}),
    };
  }),
);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A stand-in for the server: filters by name, cuts the page, answers after `delayMs` (or the
 * page's own delay). Records when each request arrived.
 */
function fakeEmployeeServer({
  delayMs = 150,
  pageDelays = {},
}: { delayMs?: number; pageDelays?: Record<number, number> } = {}) {
  const calledAt: number[] = [];
  const loadPage = fn(async ({ page, search, pageSize }: LoadPageRequest) => {
    calledAt.push(performance.now());
    await wait(pageDelays[page] ?? delayMs);
    const needle = search.toLowerCase();
    const matches = employees.filter((employee) => employee.label.toLowerCase().includes(needle));
    const start = (page - 1) * pageSize;
    return {
      options: matches.slice(start, start + pageSize),
      hasMore: start + pageSize < matches.length,
    };
  });
  return { loadPage, calledAt };
}

const meta = {
  title: 'Design System/RemoteSelect',
  component: RemoteSelect,
  args: { label: 'Employee', loadPage: fakeEmployeeServer().loadPage, onValueChange: fn() },
  decorators: [(Story) => <div className="max-w-sm pb-64">{Story()}</div>],
} satisfies Meta<typeof RemoteSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const trigger = (canvasElement: HTMLElement, name = 'Employee') =>
  within(canvasElement).getByRole('combobox', { name });
const listbox = (name = 'Employee') => body.getByRole('listbox', { name });
const options = (name = 'Employee') => within(listbox(name)).queryAllByRole('option');
const pagesAsked = (loadPage: ReturnType<typeof fakeEmployeeServer>['loadPage']) =>
  loadPage.mock.calls.map(([request]) => request.page);

/** Scrolls the list so that `remaining` px of it are left below the visible part. */
async function scrollToRemaining(list: HTMLElement, remaining: number) {
  list.scrollTop = list.scrollHeight - list.clientHeight - remaining;
  // The browser reports a scroll on its next frame.
  await wait(50);
}

export const Default: Story = {
  args: { loadPage: fakeEmployeeServer().loadPage },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement));
    // Spec: 'Loading' while the first page is on its way.
    await expect(body.getByRole('status')).toHaveTextContent('Loading');
    await waitFor(() => expect(options()).toHaveLength(30));
    await expect(body.getByRole('status')).toHaveTextContent('');
    await expect(args.loadPage).toHaveBeenCalledTimes(1);
    // Spec: "dropdown page size default 30".
    await expect(args.loadPage).toHaveBeenCalledWith({ page: 1, search: '', pageSize: 30 });
    await expect(options()[29]).toHaveAccessibleName('Kai Cruz (Deactivated)');
    await expect(options()[30]).toBeUndefined();
    await expect(body.getByRole('option', { name: 'Jo Brooks (Deactivated)' })).toBeInTheDocument();
    await userEvent.click(body.getByRole('option', { name: 'Cleo Brooks' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('emp-3', employees[2]);
    await expect(trigger(canvasElement)).toHaveTextContent('Cleo Brooks');
  },
};

export const LoadsTheNextPageNearTheEnd: Story = {
  args: { loadPage: fakeEmployeeServer().loadPage },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement));
    await waitFor(() => expect(options()).toHaveLength(30));
    const list = listbox();
    // 260 px left below: not yet.
    await scrollToRemaining(list, 260);
    await wait(100);
    await expect(args.loadPage).toHaveBeenCalledTimes(1);
    // Spec: within 250 px of the end the next page loads.
    await scrollToRemaining(list, 240);
    await waitFor(() => expect(args.loadPage).toHaveBeenCalledTimes(2));
    await expect(args.loadPage).toHaveBeenLastCalledWith({ page: 2, search: '', pageSize: 30 });
    await expect(body.getByRole('status')).toHaveTextContent('Loading');
    await waitFor(() => expect(options()).toHaveLength(60));
    await expect(options()[30]).toHaveAccessibleName('Lea Cruz');
    // Reaching the last option by keyboard asks for more too.
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(options()).toHaveLength(90));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(options()).toHaveLength(95));
    // Page 4 said there is no more: the end asks for nothing.
    await userEvent.keyboard('{End}');
    await wait(100);
    await expect(pagesAsked(args.loadPage as never)).toEqual([1, 2, 3, 4]);
  },
};

export const RetriesTheNextPageWhileOneIsInFlight: Story = {
  args: { loadPage: fakeEmployeeServer({ pageDelays: { 2: 700 } }).loadPage },
  play: async ({ canvasElement, args }) => {
    const loadPage = args.loadPage as ReturnType<typeof fakeEmployeeServer>['loadPage'];
    await userEvent.click(trigger(canvasElement));
    await waitFor(() => expect(options()).toHaveLength(30));
    const list = listbox();
    await scrollToRemaining(list, 200);
    await waitFor(() => expect(pagesAsked(loadPage)).toEqual([1, 2]));
    // Page 2 is slow. Scrolling on asks again: not sent twice, and not forgotten either.
    await scrollToRemaining(list, 100);
    await scrollToRemaining(list, 0);
    await wait(200);
    await expect(pagesAsked(loadPage)).toEqual([1, 2]);
    await waitFor(() => expect(options()).toHaveLength(60), { timeout: 3000 });
    // Spec: retried every 50 ms while in flight, so page 3 follows once page 2 is in.
    await waitFor(() => expect(pagesAsked(loadPage)).toEqual([1, 2, 3]));
    await waitFor(() => expect(options()).toHaveLength(90));
    await wait(200);
    await expect(pagesAsked(loadPage)).toEqual([1, 2, 3]);
  },
};

/** Its own server, so the story can read when each request arrived. */
const searchServer = fakeEmployeeServer();

export const SearchReloadsPageOneAfter300Ms: Story = {
  args: { loadPage: searchServer.loadPage },
  play: async ({ canvasElement, args }) => {
    searchServer.calledAt.length = 0;
    await userEvent.click(trigger(canvasElement));
    await waitFor(() => expect(options()).toHaveLength(30));
    const search = body.getByRole('combobox', { name: 'Search Employee' });
    await waitFor(() => expect(search).toHaveFocus());
    let lastKeystroke = 0;
    search.addEventListener('input', () => {
      lastKeystroke = performance.now();
    });
    await userEvent.keyboard('ava');
    // Nothing is asked while typing: no request for 'a' or 'av'.
    await expect(args.loadPage).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(args.loadPage).toHaveBeenCalledTimes(2));
    await expect(args.loadPage).toHaveBeenLastCalledWith({ page: 1, search: 'ava', pageSize: 30 });
    // Spec: "Dropdown filter debounce 300 ms", counted from the last keystroke.
    await expect(searchServer.calledAt[1]! - lastKeystroke).toBeGreaterThanOrEqual(299);
    await waitFor(() =>
      expect(options().map((option) => option.textContent)).toEqual([
        'Ava Brooks',
        'Ava Cruz (Deactivated)',
        'Ava Diaz',
        'Ava Evans',
        'Ava Ford',
      ]),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('emp-20', employees[19]);
    await expect(trigger(canvasElement)).toHaveTextContent('Ava Cruz');
  },
};

export const SearchWithNoMatchSaysNoResultsFound: Story = {
  args: { loadPage: fakeEmployeeServer().loadPage },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement));
    await waitFor(() => expect(options()).toHaveLength(30));
    await userEvent.keyboard('zed');
    await waitFor(() => expect(args.loadPage).toHaveBeenCalledTimes(2));
    await expect(body.getByRole('status')).toHaveTextContent('Loading');
    await waitFor(() => expect(body.getByRole('status')).toHaveTextContent('No results found'));
    await expect(options()).toHaveLength(0);
  },
};

const asMultiProps = (args: Record<string, unknown>) => args as unknown as RemoteMultiSelectProps;

export const TeamSelectorSummarisesAbove30: Story = {
  args: { label: 'Team', loadPage: fakeEmployeeServer({ delayMs: 50 }).loadPage },
  render: (args) => <RemoteMultiSelect {...asMultiProps(args)} />,
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement, 'Team');
    await userEvent.click(button);
    await waitFor(() => expect(options('Team')).toHaveLength(30));
    for (const option of options('Team')) await userEvent.click(option);
    await expect(args.onValueChange).toHaveBeenCalledTimes(30);
    await expect(button).toHaveTextContent('Ben Cruz');
    await expect(button).not.toHaveTextContent('selected');
    // The 31st, from the next page.
    await scrollToRemaining(listbox('Team'), 0);
    await waitFor(() => expect(options('Team')).toHaveLength(60));
    await userEvent.click(body.getByRole('option', { name: 'Lea Cruz' }));
    await expect(button).toHaveTextContent(/^31 selected$/);
    await userEvent.keyboard('{Escape}');
  },
};
