import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test-support/render-app';
import { resetBetweenScreenTests } from '../../../test-support/screen-session';
import { stubFetch } from '../../../test-support/stubs';
import {
  CREW_PATH,
  LOFTS,
  ME,
  freezeNowAtThursday,
  TOWNHOMES,
  callsTo,
  clockServer,
  makeCard,
  query,
  signInWorker,
} from './clock-test-support';

resetBetweenScreenTests();
freezeNowAtThursday();

// Tue 24 Nov 2026, 07:02 to 15:32 in Denver (UTC-7).
const TUESDAY_IN = Date.UTC(2026, 10, 24, 14, 2) / 1000;
const tuesday = makeCard({
  id: 290,
  clock_in_dt_unix: TUESDAY_IN,
  clock_out_dt_unix: TUESDAY_IN + 8.5 * 3600,
  status: 'completed',
  approval_state: 'approved',
  exceptions: ['clock_started_late'],
  org_project_ids: [LOFTS.id, TOWNHOMES.id],
  totals: {
    worked_seconds: 7.75 * 3600,
    break_seconds: 45 * 60,
    unpaid_break_seconds: 30 * 60,
    paid_seconds: 8 * 3600,
    round_minutes: 15,
    rounded_clock_in_dt_unix: TUESDAY_IN - 120,
    rounded_clock_out_dt_unix: TUESDAY_IN + 8.5 * 3600 - 120,
  },
});
const today = makeCard();
const weekCalls = (calls: Parameters<typeof callsTo>[0]) =>
  callsTo(calls, 'GET', '/time_cards')
    .map((call) => Object.fromEntries(query(call)))
    .filter((params) => 'start_dt_unix' in params);
const cards = () => screen.findByRole('list', { name: /^Time cards, / });

describe("a worker's own time cards by week", { timeout: 20_000 }, () => {
  it('lists the week’s cards with their times, totals, projects and state', async () => {
    const org = signInWorker({ time_round_minutes: 15 });
    const server = stubFetch(...clockServer({ org, cards: () => [today, tuesday] }));
    renderApp(CREW_PATH);
    const list = await cards();
    expect(list).toHaveAccessibleName('Time cards, Nov 23 – 29, 2026');
    // Monday to Monday on the organisation's calendar, the member's own cards only.
    expect(weekCalls(server.calls)[0]).toMatchObject({
      employee_ids: String(ME),
      start_dt_unix: String(Date.UTC(2026, 10, 23, 7) / 1000),
      end_dt_unix: String(Date.UTC(2026, 10, 30, 7) / 1000),
    });
    const [running, done] = within(list).getAllByRole('listitem');
    expect(within(done!).getByRole('link', { name: 'Tue 24 Nov 2026' })).toHaveAttribute(
      'href',
      '/org/7/crew/timecard/290',
    );
    for (const text of [
      '7:02 AM – 3:32 PM',
      'Breaks00:45 (00:30 unpaid)',
      'Worked07:45',
      'Payable (rounded to 15 min)08:00',
      'ProjectsMidtown Lofts, Riverside Townhomes',
      'Approved',
      'Clock started late',
    ])
      expect(done).toHaveTextContent(text);
    expect(running).toHaveTextContent('Working');
    expect(running).toHaveTextContent('6:00 AM – now');
    expect(running).toHaveTextContent('Pending');
    const total = screen.getByLabelText('Week total');
    expect(total).toHaveTextContent('Worked this week09:45');
    expect(total).toHaveTextContent('Payable (rounded to 15 min)10:00');
  });

  it('steps to the week before and back to this week', async () => {
    const org = signInWorker();
    const server = stubFetch(...clockServer({ org, cards: () => [] }));
    const { user } = renderApp(CREW_PATH);
    expect(await screen.findByText('No time cards this week.')).toBeInTheDocument();
    const week = screen.getByRole('group', { name: 'Week' });
    expect(within(week).getByRole('button', { name: 'Next week' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(week).getByRole('button', { name: 'Previous week' }));
    expect(within(week).getByRole('status')).toHaveTextContent('Nov 16 – 22, 2026');
    await waitFor(() =>
      expect(weekCalls(server.calls).at(-1)).toMatchObject({
        start_dt_unix: String(Date.UTC(2026, 10, 16, 7) / 1000),
        end_dt_unix: String(Date.UTC(2026, 10, 23, 7) / 1000),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'This week' }));
    expect(within(week).getByRole('status')).toHaveTextContent('Nov 23 – 29, 2026');
  });

  it('offers Add time card only to a member who may edit their own cards', async () => {
    const org = signInWorker({ enable_time_card_editing: true });
    stubFetch(...clockServer({ org, cards: () => [] }));
    renderApp(CREW_PATH);
    expect(await screen.findByRole('link', { name: 'Add time card' })).toHaveAttribute(
      'href',
      '/org/7/crew/timecards/add',
    );
  });

  it('offers no Add time card when the organisation does not let members edit', async () => {
    const org = signInWorker({ enable_time_card_editing: false });
    stubFetch(...clockServer({ org, cards: () => [] }));
    renderApp(CREW_PATH);
    await screen.findByText('No time cards this week.');
    expect(screen.queryByRole('link', { name: 'Add time card' })).not.toBeInTheDocument();
  });
});
