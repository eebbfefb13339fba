import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../app-providers';
import { QueryProvider } from '../../../api/query-provider';
import { makeEmployee, makeProfile } from '../../../test-support/fixtures';
import { signInAs } from '../../../test-support/screen-session';
import { TimeCardSummary } from './time-card-summary';
import { at } from './summary-test-cards';
import type { cardCalls } from './summary-test-server';
import { org, query } from './summary-test-server';

/** The summary screen's test kit: rendering it, finding its grids, adding filters, reading calls. */

export function renderSummary(roleId = 3) {
  signInAs(makeProfile([makeEmployee(7, roleId, { organization: org })]));
  const user = userEvent.setup();
  render(
    <AppProviders>
      <QueryProvider>
        <MemoryRouter>
          <TimeCardSummary orgId={7} />
        </MemoryRouter>
      </QueryProvider>
    </AppProviders>,
  );
  return user;
}

export const hoursGrid = () => screen.findByRole('grid', { name: 'Hours by member and day' });
export const cardsGrid = () => screen.getByRole('grid', { name: /time cards$/i });
/** The cards load after the hours: their own call. */
export const findCardsGrid = () => screen.findByRole('grid', { name: /time cards$/i });
export const rowNamed = (grid: HTMLElement, name: string) =>
  within(grid)
    .getAllByRole('row')
    .find((row) => within(row).queryAllByRole('gridcell')[0]?.textContent === name);
export const cellTexts = (row: HTMLElement | undefined) =>
  within(row!)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);

/** Adds a filter through the filter builder: its column, rule and the options ticked. */
export async function addFilter(
  user: ReturnType<typeof userEvent.setup>,
  column: string,
  options: string[],
  rule: 'is_any_of' | 'is_none_of' = 'is_any_of',
) {
  const filters = screen.getByRole('group', { name: 'Filters' });
  await user.click(within(filters).getByRole('button', { name: 'Add filter' }));
  await user.click(await screen.findByRole('menuitem', { name: column }));
  const editor = await screen.findByRole('dialog', { name: column });
  if (rule !== 'is_any_of')
    await user.selectOptions(within(editor).getByRole('combobox', { name: 'Rule' }), rule);
  for (const option of options)
    await user.click(await within(editor).findByRole('checkbox', { name: option }));
  await user.click(within(editor).getByRole('button', { name: 'Apply' }));
}

/** The parameters of the last call, repeated ones as lists. */
export const lastParams = (calls: ReturnType<typeof cardCalls>) => {
  const params = query(calls.at(-1)!);
  return Object.fromEntries(
    [...new Set(params.keys())].map((key) => [key, params.getAll(key).join(',')]),
  );
};
export const WEEK = {
  start_dt_unix: String(at('2026-11-23', 0)),
  end_dt_unix: String(at('2026-11-30', 0)),
};
