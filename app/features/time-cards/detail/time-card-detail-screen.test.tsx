import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TIME_CARD_TEXT } from '../../../../contract/time-card-text';
import type { TimeCardDetail } from '../../../../contract/time-cards';
import { jsonResponse, makeEmployee, makeOrg, makeProfile } from '../../../test-support/fixtures';
import { renderApp } from '../../../test-support/render-app';
import { resetBetweenScreenTests, signInAs } from '../../../test-support/screen-session';
import { on, stubFetch, type FetchCall, type Route } from '../../../test-support/stubs';
import { denver, makeCard } from '../form/time-card-test-kit';

resetBetweenScreenTests();

const ORG = makeOrg({ id: 7, timezone: 'America/Denver' });
const ADMIN = makeProfile([makeEmployee(7, 3, { employee_id: 703, organization: ORG })]);

function openCard(current: () => TimeCardDetail, routes: Route[] = []) {
  const server = stubFetch(
    ...routes,
    on('GET', '/v1/me', () => jsonResponse({ data: ADMIN })),
    on('GET', '/v1/orgs/7', () => jsonResponse({ data: ORG })),
    on('GET', '/v1/orgs/7/time_cards/900', () => jsonResponse({ data: current() })),
    on('GET', '/v1/orgs/7/time_cards/900/gps_activity', () =>
      jsonResponse({ data: [], places: [], timezone: 'America/Denver' }),
    ),
  );
  signInAs(ADMIN);
  return { server, ...renderApp('/org/7/crew/timecard/900') };
}

const writes = (calls: FetchCall[]) => calls.filter((call) => call.method !== 'GET');

const EDITED = makeCard({
  history: [
    {
      id: 2,
      action: 'update',
      at_unix: denver(17),
      actor: { profile_id: 42, display_name: 'Ada Admin' },
      reason: 'Left at four',
      fields: ['clock_out_dt_unix'],
      before: { clock_out_dt_unix: denver(16) },
      after: { clock_out_dt_unix: denver(15, 30) },
    },
  ],
  exceptions: ['clock_started_late'],
});

describe('a time card’s page', { timeout: 30_000 }, () => {
  it('shows the times in the card’s zone, the totals, exceptions and the history', async () => {
    openCard(() => EDITED);
    // The page's heading shows while loading; the details come with the card.
    const details = (await screen.findByRole('heading', { name: 'Details' })).closest(
      '[data-slot="card"]',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Time card' })).toBeVisible();
    const valueOf = (term: string) =>
      within(details as HTMLElement).getByText(term, { selector: 'dt' }).nextElementSibling
        ?.textContent;
    expect(valueOf('Clock in')).toBe('03/02/2026 7:02 AM');
    expect(valueOf('Clock out')).toBe('03/02/2026 3:30 PM');
    expect(valueOf('Approval')).toBe('Pending');
    expect(within(screen.getByRole('group', { name: 'Worked' })).getByText('7h 57m')).toBeVisible();
    expect(screen.getByText('Clock started late')).toBeVisible();
    // The entry (its own list of changes holds more items).
    const [entry] = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(entry).toHaveTextContent('Ada Admin edited the time card');
    expect(entry).toHaveTextContent('Clock out: 03/02/2026 4:00 PM');
    expect(entry).toHaveTextContent('03/02/2026 3:30 PM');
    expect(entry).toHaveTextContent('Reason: Left at four');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/org/7/crew/timecard/900/edit',
    );
  });

  it('approves the card, which then shows it is locked', async () => {
    let card = makeCard();
    const { server, user } = openCard(
      () => card,
      [
        on('POST', '/v1/orgs/7/time_cards/approve', () => {
          card = makeCard({ approval_state: 'approved', is_locked: true, can_edit: false });
          return jsonResponse({
            data: { time_card_ids: [900] },
            message: TIME_CARD_TEXT.approved(1),
          });
        }),
      ],
    );
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(TIME_CARD_TEXT.locked)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Unapprove' })).toBeVisible();
    expect(writes(server.calls).map((call) => call.body)).toEqual([{ time_card_ids: [900] }]);
  });

  it('asks a reason to unapprove', async () => {
    const card = makeCard({ approval_state: 'approved', is_locked: true, can_edit: false });
    const { server, user } = openCard(
      () => card,
      [
        on('POST', '/v1/orgs/7/time_cards/unapprove', () =>
          jsonResponse({ data: { time_card_ids: [900] }, message: TIME_CARD_TEXT.unapproved(1) }),
        ),
      ],
    );
    await user.click(await screen.findByRole('button', { name: 'Unapprove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unapprove this time card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unapprove' }));
    expect(await within(dialog).findByText(TIME_CARD_TEXT.reasonRequired)).toBeVisible();
    expect(writes(server.calls)).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason'), 'Wrong project');
    await user.click(within(dialog).getByRole('button', { name: 'Unapprove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(server.calls).map((call) => call.body)).toEqual([
      { time_card_ids: [900], reason: 'Wrong project' },
    ]);
  });

  it('deletes the card with an optional reason and goes back to the list', async () => {
    const { server, user, location } = openCard(
      () => makeCard(),
      [
        on('DELETE', '/v1/orgs/7/time_cards/900', () =>
          jsonResponse({ message: TIME_CARD_TEXT.deleted }),
        ),
        on('GET', '/v1/orgs/7/time_cards', () => jsonResponse({ data: [], meta: {} })),
      ],
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this time card?' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Delete time card' }));
    await waitFor(() => expect(location().pathname).toBe('/org/7/crew/timecards'));
    expect(writes(server.calls).map((call) => call.url)).toEqual([
      '/v1/orgs/7/time_cards/900?reason=Duplicate',
    ]);
  });

  it('says when the card is not there', async () => {
    stubFetch(
      on('GET', '/v1/me', () => jsonResponse({ data: ADMIN })),
      on('GET', '/v1/orgs/7', () => jsonResponse({ data: ORG })),
      on('GET', '/v1/orgs/7/time_cards/900', () =>
        jsonResponse({ status_code: 404, message: 'Not found.' }, 404),
      ),
    );
    signInAs(ADMIN);
    renderApp('/org/7/crew/timecard/900');
    expect(await screen.findByText('Time card not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to time cards' })).toBeVisible();
  });
});
