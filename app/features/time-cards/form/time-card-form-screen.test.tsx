import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../../contract/profile';
import { TIME_CARD_TEXT } from '../../../../contract/time-card-text';
import type { TimeCardDetail } from '../../../../contract/time-cards';
import {
  jsonResponse,
  listPage,
  makeEmployee,
  makeOrg,
  makeProfile,
} from '../../../test-support/fixtures';
import { renderApp } from '../../../test-support/render-app';
import {
  pretendToBeAPhone,
  resetBetweenScreenTests,
  signInAs,
} from '../../../test-support/screen-session';
import { on, stubFetch, type FetchCall, type Route } from '../../../test-support/stubs';
import { denver, makeCard } from './time-card-test-kit';

resetBetweenScreenTests();

const ORG = makeOrg({ id: 7, timezone: 'America/Denver' });
const ADMIN = makeProfile([makeEmployee(7, 3, { employee_id: 703, organization: ORG })]);
const WORKER = makeProfile([makeEmployee(7, 1, { employee_id: 50, organization: ORG })], {
  id: 44,
  display_name: 'Wes Walker',
});

const written = (card: TimeCardDetail, message: string) =>
  jsonResponse({ data: card, message }, 200);

function openForm(profile: Profile, path: string, routes: Route[]) {
  const server = stubFetch(
    ...routes,
    on('GET', '/v1/me', () => jsonResponse({ data: profile })),
    on('GET', '/v1/orgs/7', () => jsonResponse({ data: ORG })),
    on('GET', '/v1/orgs/7/time_cards/900', () => jsonResponse({ data: makeCard() })),
    on('GET', '/v1/orgs/7/employees_and_employee_groups', () =>
      jsonResponse({
        data: {
          employees: [
            {
              employee_id: 50,
              display_name: 'Wes Walker',
              is_saas_enabled: true,
              is_my_worker: false,
              is_time_approver_for_worker: true,
              rule_group_id: null,
              project_time_rule_group_id: null,
            },
          ],
          employee_groups: [],
        },
      }),
    ),
    on('GET', '/v1/orgs/7/org_projects', () =>
      jsonResponse(listPage([{ id: 5, name: 'Midtown Lofts' }])),
    ),
    on('GET', '/v1/orgs/7/org_projects/5/work_sites', () =>
      jsonResponse({ data: [{ id: 9, name: 'North yard', archived_at_unix: null }] }),
    ),
    on('GET', '/v1/orgs/7/job_codes', () =>
      jsonResponse(listPage([{ id: 3, code: '06-100', name: 'Framing', project_ids: [] }])),
    ),
  );
  signInAs(profile);
  return { server, ...renderApp(path) };
}

const writes = (calls: FetchCall[]) => calls.filter((call) => call.method !== 'GET');

async function typeTime(user: ReturnType<typeof renderApp>['user'], label: string, text: string) {
  const input = screen.getByRole('combobox', { name: label });
  await user.clear(input);
  await user.type(input, text);
  await user.tab();
}

describe('adding a time card', { timeout: 30_000 }, () => {
  it('sends a worker’s own night shift with its break, then opens the new card', async () => {
    const { server, user, location } = openForm(WORKER, '/org/7/crew/timecards/add', [
      on('POST', '/v1/orgs/7/manual_time_cards', () =>
        written(makeCard({ id: 901 }), TIME_CARD_TEXT.created),
      ),
    ]);
    const form = await screen.findByRole('form', { name: 'New time card' });
    // A worker adds only their own cards: no picker.
    expect(within(form).queryByRole('combobox', { name: 'Team member' })).toBeNull();
    expect(within(form).getByText('Wes Walker')).toBeVisible();

    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2026-03-02' } });
    await typeTime(user, 'Clock in', '10:00 PM');
    await typeTime(user, 'Clock out', '6:00 AM');
    expect(within(form).getByLabelText('Clock-out date')).toHaveValue('2026-03-03');
    await user.click(within(form).getByRole('button', { name: 'Add break' }));
    await typeTime(user, 'Break 1 start', '1:00 AM');
    await typeTime(user, 'Break 1 end', '1:30 AM');
    await user.type(within(form).getByLabelText(/^Note/), 'Night pour');
    await user.click(within(form).getByRole('button', { name: 'Add time card' }));

    await waitFor(() => expect(location().pathname).toBe('/org/7/crew/timecard/901'));
    const [post] = writes(server.calls);
    expect(post?.url).toBe('/v1/orgs/7/manual_time_cards');
    expect(post?.body).toEqual({
      employee_id: 50,
      clock_in_dt_unix: denver(22),
      clock_out_dt_unix: denver(30),
      breaks: [{ break_type: 'meal', start_dt_unix: denver(25), end_dt_unix: denver(25, 30) }],
      note: 'Night pour',
    });
    expect(post?.headers['Idempotency-Key']).toMatch(/\S/);
  });

  it('lets an administrator choose the member and the project', async () => {
    pretendToBeAPhone();
    const { server, user, location } = openForm(ADMIN, '/org/7/time-cards/create', [
      on('POST', '/v1/orgs/7/manual_time_cards', () =>
        written(makeCard({ id: 902 }), TIME_CARD_TEXT.created),
      ),
    ]);
    const form = await screen.findByRole('form', { name: 'New time card' });
    const member = within(form).getByLabelText('Team member');
    await waitFor(() =>
      expect(within(member).getByRole('option', { name: 'Wes Walker' })).toBeInTheDocument(),
    );
    await user.selectOptions(member, 'Wes Walker');
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2026-03-02' } });
    await typeTime(user, 'Clock in', '7:00 AM');
    await typeTime(user, 'Clock out', '3:30 PM');
    const project = within(form).getByLabelText(/^Project/);
    await waitFor(() =>
      expect(within(project).getByRole('option', { name: 'Midtown Lofts' })).toBeInTheDocument(),
    );
    await user.selectOptions(project, 'Midtown Lofts');
    const site = within(form).getByLabelText(/^Work site/);
    await waitFor(() =>
      expect(within(site).getByRole('option', { name: 'North yard' })).toBeInTheDocument(),
    );
    await user.selectOptions(site, 'North yard');
    await user.click(within(form).getByRole('button', { name: 'Add time card' }));

    await waitFor(() => expect(location().pathname).toBe('/org/7/crew/timecard/902'));
    expect(writes(server.calls)[0]?.body).toEqual({
      employee_id: 50,
      clock_in_dt_unix: denver(7),
      clock_out_dt_unix: denver(15, 30),
      breaks: [],
      allocations: [{ org_project_id: 5, work_site_id: 9, job_code_id: null, seconds: 8.5 * 3600 }],
      note: null,
    });
  });

  it('shows the server’s refusal above the form and its hint on the field', async () => {
    const { server, user } = openForm(WORKER, '/org/7/crew/timecards/add', [
      on('POST', '/v1/orgs/7/manual_time_cards', () =>
        jsonResponse(
          {
            status_code: 409,
            message: TIME_CARD_TEXT.overlap,
            field_hints: { clock_in_dt_unix: [TIME_CARD_TEXT.overlap] },
          },
          409,
        ),
      ),
    ]);
    const form = await screen.findByRole('form', { name: 'New time card' });
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2026-03-02' } });
    await typeTime(user, 'Clock in', '7:00 AM');
    await typeTime(user, 'Clock out', '3:30 PM');
    await user.click(within(form).getByRole('button', { name: 'Add time card' }));

    // The refusal above the form (the field's own error is announced too).
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.find((alert) => alert.dataset.slot === 'alert')).toHaveTextContent(
      TIME_CARD_TEXT.overlap,
    );
    expect(within(form).getByRole('combobox', { name: 'Clock in' })).toHaveAccessibleDescription(
      expect.stringContaining(TIME_CARD_TEXT.overlap),
    );
    expect(writes(server.calls)).toHaveLength(1);
  });
});

describe('editing a time card', { timeout: 30_000 }, () => {
  it('asks for a reason before sending anything', async () => {
    const { server, user } = openForm(ADMIN, '/org/7/crew/timecard/900/edit', []);
    const form = await screen.findByRole('form', { name: 'Edit time card' });
    await user.click(within(form).getByRole('button', { name: 'Save time card' }));
    expect(await within(form).findByText(TIME_CARD_TEXT.reasonRequired)).toBeVisible();
    expect(writes(server.calls)).toEqual([]);
  });

  it('confirms a card over 24 hours and sends it again with the confirmation', async () => {
    const bodies: unknown[] = [];
    const { user, location } = openForm(ADMIN, '/org/7/crew/timecard/900/edit', [
      on('PATCH', '/v1/orgs/7/time_cards/900', (call) => {
        bodies.push(call.body);
        return bodies.length === 1
          ? jsonResponse(
              {
                status_code: 400,
                message: TIME_CARD_TEXT.needsLongConfirmation,
                error_code: 400240,
                field_hints: { confirm_over_24_hours: [TIME_CARD_TEXT.needsLongConfirmation] },
              },
              400,
            )
          : written(makeCard(), TIME_CARD_TEXT.updated);
      }),
    ]);
    const form = await screen.findByRole('form', { name: 'Edit time card' });
    expect(within(form).getByRole('combobox', { name: 'Clock out' })).toHaveValue('3:30 PM');
    fireEvent.change(within(form).getByLabelText('Clock-out date'), {
      target: { value: '2026-03-03' },
    });
    await user.type(within(form).getByLabelText(/^Reason/), 'Worked through the night');
    await user.click(within(form).getByRole('button', { name: 'Save time card' }));

    const dialog = await screen.findByRole('dialog', { name: 'Is this correct?' });
    expect(dialog).toHaveTextContent(TIME_CARD_TEXT.needsLongConfirmation);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, save it' }));

    await waitFor(() => expect(location().pathname).toBe('/org/7/crew/timecard/900'));
    const first = { reason: 'Worked through the night', clock_out_dt_unix: denver(24 + 15, 30) };
    expect(bodies).toEqual([first, { ...first, confirm_over_24_hours: true }]);
  });

  it('sends nothing more when the person does not confirm', async () => {
    const { server, user, location } = openForm(ADMIN, '/org/7/crew/timecard/900/edit', [
      on('PATCH', '/v1/orgs/7/time_cards/900', () =>
        jsonResponse(
          { status_code: 400, message: TIME_CARD_TEXT.needsLongConfirmation, error_code: 400240 },
          400,
        ),
      ),
    ]);
    const form = await screen.findByRole('form', { name: 'Edit time card' });
    fireEvent.change(within(form).getByLabelText('Clock-out date'), {
      target: { value: '2026-03-04' },
    });
    await user.type(within(form).getByLabelText(/^Reason/), 'Typo');
    await user.click(within(form).getByRole('button', { name: 'Save time card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Is this correct?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(server.calls)).toHaveLength(1);
    expect(location().pathname).toBe('/org/7/crew/timecard/900/edit');
  });

  it('says a locked card can not be edited', async () => {
    const locked = makeCard({ approval_state: 'approved', is_locked: true, can_edit: false });
    openForm(ADMIN, '/org/7/crew/timecard/900/edit', [
      on('GET', '/v1/orgs/7/time_cards/900', () => jsonResponse({ data: locked })),
    ]);
    expect(await screen.findByText('This time card is locked')).toBeVisible();
    expect(screen.getByText(TIME_CARD_TEXT.locked)).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
