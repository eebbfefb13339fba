import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBetweenScreenTests } from '../../../test-support/screen-session';
import { LOFTS, cardCalls, desktopAtNow, stubServer, summaryCalls } from './summary-test-server';
import {
  WEEK,
  addFilter,
  cardsGrid,
  cellTexts,
  hoursGrid,
  lastParams,
  renderSummary,
  rowNamed,
} from './summary-screen-kit';

resetBetweenScreenTests();
beforeEach(desktopAtNow);
afterEach(() => {
  vi.useRealTimers();
});

describe('the time card summary’s filters', () => {
  it('sends the team and project filters, kept or left out, to the summary and the list', async () => {
    const server = stubServer();
    const user = renderSummary();
    const grid = await hoursGrid();
    await waitFor(() => expect(rowNamed(grid, 'Bo Diaz')).toBeDefined());

    await addFilter(user, 'Project', ['Midtown Lofts']);
    await waitFor(() => expect(cellTexts(rowNamed(grid, 'Ann Lee'))[8]).toBe('08:30'));
    const lofts = { ...WEEK, org_project_ids: String(LOFTS.id) };
    expect(lastParams(summaryCalls(server.calls))).toEqual(lofts);
    await waitFor(() =>
      expect(lastParams(cardCalls(server.calls))).toEqual({ ...lofts, page: '1', limit: '50' }),
    );
    await waitFor(() => expect(within(cardsGrid()).getAllByRole('row')).toHaveLength(3));

    // "Is none of" a team: its members' cards are left out on the server.
    await addFilter(user, 'Team', ['Framing'], 'is_none_of');
    await waitFor(() => expect(rowNamed(grid, 'Ann Lee')).toBeUndefined());
    expect(cellTexts(rowNamed(grid, 'Bo Diaz'))[8]).toBe('01:00');
    const leftOut = { ...lofts, exclude_employee_group_ids: '3' };
    expect(lastParams(summaryCalls(server.calls))).toEqual(leftOut);
    await waitFor(() =>
      expect(lastParams(cardCalls(server.calls))).toEqual({ ...leftOut, page: '1', limit: '50' }),
    );
    await waitFor(() => expect(within(cardsGrid()).getAllByRole('row')).toHaveLength(2));
  });

  it('sends several statuses and the approval state to the summary and the list', async () => {
    const server = stubServer();
    const user = renderSummary();
    const grid = await hoursGrid();
    await waitFor(() => expect(rowNamed(grid, 'Bo Diaz')).toBeDefined());

    // "Is none of" Clocked out keeps two statuses: the running card alone.
    await addFilter(user, 'Status', ['Clocked out'], 'is_none_of');
    await waitFor(() => expect(rowNamed(grid, 'Ann Lee')).toBeUndefined());
    expect(cellTexts(rowNamed(grid, 'Bo Diaz'))).toEqual([
      'Bo Diaz',
      '—',
      '—',
      '01:00, running',
      '—',
      '—',
      '—',
      '—',
      '01:00',
    ]);
    const running = { ...WEEK, status: 'working,on_break' };
    expect(lastParams(summaryCalls(server.calls))).toEqual(running);
    await waitFor(() =>
      expect(lastParams(cardCalls(server.calls))).toEqual({ ...running, page: '1', limit: '50' }),
    );

    await addFilter(user, 'Approval', ['Pending']);
    await waitFor(() =>
      expect(lastParams(summaryCalls(server.calls))).toEqual({
        ...running,
        approval_state: 'pending',
      }),
    );
    await waitFor(() =>
      expect(lastParams(cardCalls(server.calls))).toEqual({
        ...running,
        approval_state: 'pending',
        page: '1',
        limit: '50',
      }),
    );
  });

  it('asks nothing when the filters leave no status', async () => {
    const server = stubServer();
    const user = renderSummary();
    await hoursGrid();
    const asked = summaryCalls(server.calls).length;
    await addFilter(user, 'Status', ['Working', 'On break', 'Clocked out'], 'is_none_of');
    expect(await screen.findByText('No time cards in these dates')).toBeVisible();
    expect(
      screen.getByText('No time cards match these filters. Remove a filter or choose other dates.'),
    ).toBeVisible();
    expect(summaryCalls(server.calls)).toHaveLength(asked);
  });
});
