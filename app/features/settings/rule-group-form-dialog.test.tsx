import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PickerEmployee } from '../../../contract/teams';
import {
  jsonResponse,
  listPage,
  makeEmployee,
  makeOrg,
  makeProfile,
} from '../../test-support/fixtures';
import { renderApp } from '../../test-support/render-app';
import { resetBetweenScreenTests, signInAs } from '../../test-support/screen-session';
import { on, stubFetch, type FetchCall } from '../../test-support/stubs';
import {
  AUTO_GROUP,
  KIOSK_GROUP,
  makeProjectTimeRuleGroup,
  makeRuleGroup,
} from '../employees/detail/rule-group-fixtures';

/*
 * The rule group dialogs of both kinds show who follows the group now, ticked, and move people
 * in (ticked) and out to the default (unticked) with the employee PATCH when saved.
 */
resetBetweenScreenTests();

const ORG = '/v1/orgs/7';
const DEFAULT_GROUP = makeRuleGroup();
const NIGHTS = makeRuleGroup({
  id: 3,
  name: 'Night shift',
  is_organization_default: false,
  employee_count: 2,
});

const person = (
  employee_id: number,
  display_name: string,
  rule_group_id: number | null,
  project_time_rule_group_id: number | null = null,
): PickerEmployee => ({
  employee_id,
  display_name,
  is_saas_enabled: true,
  is_my_worker: false,
  is_time_approver_for_worker: true,
  rule_group_id,
  project_time_rule_group_id,
});

// Ann and Bo work nights, Cy follows the default, Dee the kiosk group; Bo and Cy are on Site GPS.
const PEOPLE = [
  person(21, 'Ann Lee', NIGHTS.id),
  person(22, 'Bo Park', NIGHTS.id, AUTO_GROUP.id),
  person(23, 'Cy Diaz', null, AUTO_GROUP.id),
  person(24, 'Dee Fox', KIOSK_GROUP.id),
];

function serve() {
  const patched = (call: FetchCall) =>
    call.method === 'PATCH' && /\/employee\/\d+$/.test(call.url)
      ? jsonResponse({ data: {}, message: 'Saved' })
      : undefined;
  return stubFetch(
    on('GET', ORG, () => jsonResponse({ data: makeOrg() })),
    on('GET', `${ORG}/rule_groups`, () =>
      jsonResponse(listPage([DEFAULT_GROUP, KIOSK_GROUP, NIGHTS])),
    ),
    on('GET', `${ORG}/project_time_rule_groups`, () =>
      jsonResponse(listPage([makeProjectTimeRuleGroup(), AUTO_GROUP])),
    ),
    on('GET', `${ORG}/employees_and_employee_groups`, () =>
      jsonResponse({ data: { employees: PEOPLE, employee_groups: [] } }),
    ),
    ...[DEFAULT_GROUP, NIGHTS].map((group) =>
      on('PATCH', `${ORG}/rule_group/${group.id}`, () =>
        jsonResponse({ data: group, message: 'Rule group updated' }),
      ),
    ),
    on('PATCH', `${ORG}/project_time_rule_groups/${AUTO_GROUP.id}`, () =>
      jsonResponse({ data: AUTO_GROUP, message: 'Rule group updated' }),
    ),
    patched,
  );
}

async function openEdit(user: UserEvent, name: string) {
  await user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Edit ${name}` });
  const members = within(dialog).getByRole('group', { name: 'Team members' });
  await within(members).findByRole('checkbox', { name: 'Ann Lee' });
  return { dialog, members };
}

/** [name, ticked, can be turned] of each box, in order. */
const boxes = (members: HTMLElement) =>
  within(members)
    .getAllByRole<HTMLInputElement>('checkbox')
    .map((box) => [box.labels?.[0]?.textContent, box.checked, !box.disabled]);

/** The employee PATCHes sent: [employee id, body]. */
const moves = (calls: FetchCall[]) =>
  calls
    .filter((call) => call.method === 'PATCH' && /\/employee\/\d+$/.test(call.url))
    .map((call) => [Number(call.url.split('/').pop()), call.body]);

describe('rule group dialogs', () => {
  const admin = makeProfile([makeEmployee(7, 3)]);

  it('show a time clock group’s members ticked, first, and who follows another group', async () => {
    serve();
    signInAs(admin);
    const { user } = renderApp('/org/7/settings/time');
    const { members } = await openEdit(user, 'Night shift');
    expect(boxes(members)).toEqual([
      ['Ann Lee', true, true],
      ['Bo Park', true, true],
      ['Cy Diaz', false, true],
      ['Dee Fox', false, true],
    ]);
    expect(within(members).getByText('Follows Kiosk crews')).toBeInTheDocument();
    expect(members).toHaveAccessibleDescription(/2 team members follow these rules/);
  });

  it('moves the unticked to the default and the ticked into the group on save', async () => {
    const server = serve();
    signInAs(admin);
    const { user } = renderApp('/org/7/settings/time');
    const { dialog, members } = await openEdit(user, 'Night shift');
    await user.click(within(members).getByRole('checkbox', { name: 'Bo Park' }));
    await user.click(within(members).getByRole('checkbox', { name: 'Dee Fox' }));
    // Turned twice: no change.
    await user.click(within(members).getByRole('checkbox', { name: 'Cy Diaz' }));
    await user.click(within(members).getByRole('checkbox', { name: 'Cy Diaz' }));
    expect(within(members).getByRole('checkbox', { name: 'Bo Park' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(moves(server.calls)).toEqual([
      [24, { rule_group_id: NIGHTS.id }],
      [22, { rule_group_id: null }],
    ]);
    // The group's own PATCH carries no people.
    const saved = server.calls.find((call) => call.url.endsWith(`/rule_group/${NIGHTS.id}`));
    expect(saved?.body).not.toHaveProperty('turned_member_ids');
  });

  it('keeps the default group’s members, who leave it only by joining another group', async () => {
    const server = serve();
    signInAs(admin);
    const { user } = renderApp('/org/7/settings/time');
    const { dialog, members } = await openEdit(user, 'Default');
    expect(boxes(members)).toEqual([
      ['Cy Diaz', true, false],
      ['Ann Lee', false, true],
      ['Bo Park', false, true],
      ['Dee Fox', false, true],
    ]);
    await user.click(within(members).getByRole('checkbox', { name: 'Ann Lee' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(moves(server.calls)).toEqual([[21, { rule_group_id: null }]]);
  });

  it('does the same for a project time group', async () => {
    const server = serve();
    signInAs(admin);
    const { user } = renderApp('/org/7/settings/projects');
    const { dialog, members } = await openEdit(user, 'Site GPS');
    expect(boxes(members)).toEqual([
      ['Bo Park', true, true],
      ['Cy Diaz', true, true],
      ['Ann Lee', false, true],
      ['Dee Fox', false, true],
    ]);
    await user.click(within(members).getByRole('checkbox', { name: 'Cy Diaz' }));
    await user.click(within(members).getByRole('checkbox', { name: 'Ann Lee' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(moves(server.calls)).toEqual([
      [21, { project_time_rule_group_id: AUTO_GROUP.id }],
      [23, { project_time_rule_group_id: null }],
    ]);
    const saved = server.calls.find((call) =>
      call.url.endsWith(`/project_time_rule_groups/${AUTO_GROUP.id}`),
    );
    expect(saved?.body).not.toHaveProperty('turned_member_ids');
  });
});
