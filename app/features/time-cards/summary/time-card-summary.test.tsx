import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIME_CARD_TEXT } from '../../../../contract/time-card-text';
import { jsonResponse } from '../../../test-support/fixtures';
import { resetBetweenScreenTests } from '../../../test-support/screen-session';
import { ANN, at, makeCard } from './summary-test-cards';
import { cardCalls, desktopAtNow, query, stubServer, summaryCalls } from './summary-test-server';
import {
  WEEK,
  cardsGrid,
  cellTexts,
  findCardsGrid,
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

describe('the time card summary', () => {
  it('shows this week’s hours per member and day as the server counts them, with totals', async () => {
    const server = stubServer();
    renderSummary();
    const grid = await hoursGrid();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Member',
      'Mon 23',
      'Tue 24',
      'Wed 25',
      'Thu 26',
      'Fri 27',
      'Sat 28',
      'Sun 29',
      'Total',
    ]);
    await waitFor(() => expect(rowNamed(grid, 'Bo Diaz')).toBeDefined());
    // The night shift from 10 PM Tuesday counts whole on Tuesday.
    expect(cellTexts(rowNamed(grid, 'Ann Lee'))).toEqual([
      'Ann Lee',
      '08:30, has exceptions',
      '12:00',
      '—',
      '—',
      '—',
      '—',
      '—',
      '20:30',
    ]);
    // The running card from 8 PM Wednesday: its hour so far, marked as running. Bo's shift from
    // Sunday night into Monday belongs to last week.
    expect(cellTexts(rowNamed(grid, 'Bo Diaz'))).toEqual([
      'Bo Diaz',
      '08:00',
      '—',
      '01:00, running',
      '—',
      '—',
      '—',
      '—',
      '09:00',
    ]);
    expect(cellTexts(rowNamed(grid, 'All members'))).toEqual([
      'All members',
      '16:30',
      '12:00',
      '01:00',
      '—',
      '—',
      '—',
      '—',
      '29:30',
    ]);

    // The week in Chicago, from Monday's midnight: one call for the grid, one page for the list.
    expect(summaryCalls(server.calls).map((call) => lastParams([call]))).toEqual([WEEK]);
    await waitFor(() => expect(cardCalls(server.calls)).toHaveLength(1));
    expect(lastParams(cardCalls(server.calls))).toEqual({ ...WEEK, page: '1', limit: '50' });
    expect(screen.getByRole('button', { name: /^Dates/ })).toHaveTextContent(
      'Nov 23 – Nov 29, 2026',
    );
    expect(screen.getByRole('link', { name: 'Add time card' })).toHaveAttribute(
      'href',
      '/org/7/crew/timecards/add',
    );
  });

  it('lists the cards with their times, project, status, approval and exceptions in words', async () => {
    const server = stubServer();
    const user = renderSummary();
    await hoursGrid();
    const ann = await within(await findCardsGrid()).findByRole('link', {
      name: 'Time card of Ann Lee, Mon 23 Nov',
    });
    expect(ann).toHaveAttribute('href', '/org/7/crew/timecard/1');
    const row = ann.closest('[role="row"]') as HTMLElement;
    expect(row).toHaveTextContent('7:00 AM');
    expect(row).toHaveTextContent('4:00 PM');
    expect(row).toHaveTextContent('Midtown Lofts');
    expect(row).toHaveTextContent('Clock started late');
    expect(row).toHaveTextContent('Pending');
    const running = within(cardsGrid())
      .getByRole('link', { name: 'Time card of Bo Diaz, Wed 25 Nov' })
      .closest('[role="row"]') as HTMLElement;
    expect(running).toHaveTextContent('Running');
    expect(running).toHaveTextContent('Working');
    // The night shift is Tuesday's card, its clock-out on Wednesday.
    const night = within(cardsGrid())
      .getAllByRole('link', { name: 'Time card of Ann Lee, Tue 24 Nov' })
      .find((link) => link.getAttribute('href') === '/org/7/crew/timecard/5')!
      .closest('[role="row"]') as HTMLElement;
    expect(night).toHaveTextContent('10:00 PM');
    expect(night).toHaveTextContent('Wed 25 Nov, 2:00 AM');
    expect(within(cardsGrid()).getAllByRole('row')).toHaveLength(6);

    // A member's name shows their cards alone, asked of the server.
    await user.click(within(await hoursGrid()).getByRole('button', { name: 'Ann Lee' }));
    expect(await screen.findByRole('heading', { name: 'Ann Lee’s time cards' })).toBeVisible();
    await waitFor(() =>
      expect(lastParams(cardCalls(server.calls))).toEqual({
        ...WEEK,
        employee_ids: String(ANN.employee_id),
        page: '1',
        limit: '50',
      }),
    );
    await waitFor(() => expect(within(cardsGrid()).getAllByRole('row')).toHaveLength(4));
    expect(within(cardsGrid()).queryByText('Bo Diaz')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show everyone’s cards' }));
    expect(await screen.findByRole('heading', { name: 'Time cards' })).toBeVisible();
    await waitFor(() => expect(within(cardsGrid()).getAllByRole('row')).toHaveLength(6));
  });

  it('steps a week back and forward', async () => {
    const server = stubServer();
    const user = renderSummary();
    await hoursGrid();
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() =>
      expect(lastParams(summaryCalls(server.calls))).toEqual({
        start_dt_unix: String(at('2026-11-16', 0)),
        end_dt_unix: String(at('2026-11-23', 0)),
      }),
    );
    // Last week holds only Bo's Sunday night shift, on Sunday.
    const grid = await screen.findByRole('grid', { name: 'Hours by member and day' });
    await waitFor(() => expect(rowNamed(grid, 'Ann Lee')).toBeUndefined());
    expect(cellTexts(rowNamed(grid, 'Bo Diaz'))).toEqual([
      'Bo Diaz',
      '—',
      '—',
      '—',
      '—',
      '—',
      '—',
      '05:00',
      '05:00',
    ]);
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByText('No time cards in these dates')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'This week' }));
    expect(await hoursGrid()).toBeVisible();
    expect(screen.getByRole('button', { name: /^Dates/ })).toHaveTextContent(
      'Nov 23 – Nov 29, 2026',
    );
  });

  it('pages the cards fifty at a time, the grid asked once', async () => {
    // Sixty short cards of Ann's on Monday.
    const cards = Array.from({ length: 60 }, (_, index) =>
      makeCard({
        id: index + 1,
        from: at('2026-11-23', 6) + index * 600,
        to: at('2026-11-23', 6) + index * 600 + 300,
      }),
    );
    const server = stubServer(cards);
    const user = renderSummary();
    const grid = await hoursGrid();
    await waitFor(() => expect(cellTexts(rowNamed(grid, 'Ann Lee'))[8]).toBe('05:00'));
    await waitFor(() => expect(within(cardsGrid()).getAllByRole('row')).toHaveLength(51));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(within(cardsGrid()).getAllByRole('row')).toHaveLength(11));
    expect(lastParams(cardCalls(server.calls))).toEqual({ ...WEEK, page: '2', limit: '50' });
    // Newest first: the second page ends with the first card of the day.
    expect(
      within(cardsGrid()).getAllByRole('link', { name: 'Time card of Ann Lee, Mon 23 Nov' }).at(-1),
    ).toHaveAttribute('href', '/org/7/crew/timecard/1');
    expect(summaryCalls(server.calls)).toHaveLength(1);

    // Other dates start again at page 1.
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(query(cardCalls(server.calls).at(-1)!).get('page')).toBe('1'));
    expect(query(cardCalls(server.calls).at(-1)!).get('start_dt_unix')).toBe(
      String(at('2026-11-30', 0)),
    );
  });

  it('says when the summary could not be loaded and tries again', async () => {
    const server = stubServer();
    let fails = true;
    server.routes.unshift((call) =>
      fails && call.url.startsWith('/v1/orgs/7/time_cards/summary')
        ? jsonResponse({ status_code: 500, message: 'Something went wrong' }, 500)
        : undefined,
    );
    const user = renderSummary();
    expect(await screen.findByText('The time cards could not be loaded')).toBeVisible();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await hoursGrid()).toBeVisible();
  });

  it('approves the chosen cards and says which were left out and why', async () => {
    const server = stubServer();
    const user = renderSummary();
    await hoursGrid();
    await waitFor(() => expect(within(cardsGrid()).getAllByRole('row')).toHaveLength(6));
    await user.click(
      within(cardsGrid()).getByRole('checkbox', { name: 'Select row Ann Lee, Mon 23 Nov' }),
    );
    await user.click(
      within(cardsGrid()).getByRole('checkbox', { name: 'Select row Bo Diaz, Wed 25 Nov' }),
    );
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Approve' }));

    const outcome = await screen.findByText('Time card has been approved!');
    const alert = outcome.closest('[data-slot="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent(`Bo Diaz, Wed 25 Nov: ${TIME_CARD_TEXT.notApprovable}`);
    const approve = server.calls.filter((call) => call.method === 'POST');
    expect(approve.map((call) => call.body)).toEqual([{ time_card_ids: [1] }]);
    // The list is read again and shows the card approved.
    await waitFor(() =>
      expect(
        within(cardsGrid())
          .getByRole('link', { name: 'Time card of Ann Lee, Mon 23 Nov' })
          .closest('[role="row"]'),
      ).toHaveTextContent('Approved'),
    );
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    // So is the summary.
    expect(summaryCalls(server.calls).length).toBeGreaterThan(1);
  });

  it('offers no selection or approval to those who do not approve time', async () => {
    stubServer();
    // A manager variant without approval rights (104).
    renderSummary(22);
    await hoursGrid();
    await waitFor(() => expect(within(cardsGrid()).getAllByRole('row')).toHaveLength(6));
    expect(within(cardsGrid()).queryAllByRole('checkbox')).toEqual([]);
  });
});
