import { screen, within } from '@testing-library/react';

import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test-support/fixtures';

import { renderApp } from '../../../test-support/render-app';

import { on, stubFetch, type FetchCall } from '../../../test-support/stubs';

import {
  ADMIN,
  MANAGER,
  WORKER,
  baseRoutes,
  detailRoute,
  makeDetail,
  makePay,
  signInAs,
  writes,
} from './detail-test-kit';

import { resetBetweenScreenTests } from '../../../test-support/screen-session';

resetBetweenScreenTests();

const HISTORY = [
  makePay(1, [2024, 1, 8], { pay_rate: 22 }),
  makePay(3, [2025, 6, 2], {
    pay_type: 'salary',
    pay_rate: null,
    annual_salary: 52_000,
    weekly_hours: 40,
    exemption_status: 'exempt',
  }),
  makePay(2, [2024, 9, 2], {
    pay_type: '1099',
    pay_rate: 200,
    rate_type_1099: 'half_or_full',
    exemption_status: null,
    is_breaks_paid: null,
  }),
];
const PAY_URL = '/v1/orgs/7/employee/50/saas_compensation';

async function openPay(profile = ADMIN, extra: Parameters<typeof stubFetch> = []) {
  const server = stubFetch(...extra, ...baseRoutes(profile, HISTORY), detailRoute(makeDetail));
  signInAs(profile);
  const view = renderApp('/org/7/employee/50');
  return { server, ...view };
}

describe('compensation section', { timeout: 20_000 }, () => {
  it('lists the pay history newest first with formatted rates', async () => {
    await openPay();
    const list = await screen.findByRole('list', { name: 'Pay records' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.tabular-nums')?.textContent)).toEqual([
      '$52,000/yr',
      '$200.00/day',
      '$22.00/hr',
    ]);
    expect(rows[0]).toHaveTextContent('Salary');
    expect(rows[0]).toHaveTextContent('Current');
    expect(rows[0]).toHaveTextContent('From 06/02/2025');
    expect(rows[1]).toHaveTextContent('1099 contractor');
    expect(rows[1]).toHaveTextContent('Half or full day');
    expect(rows[2]).not.toHaveTextContent('Current');
  });

  it('adds a record with the fields of its pay type', async () => {
    const { server, user } = await openPay(ADMIN, [
      on('POST', PAY_URL, (call: FetchCall) =>
        jsonResponse({
          data: makePay(9, [2026, 4, 1]),
          message: 'Pay record has been added!',
          call,
        }),
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add pay record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add pay record' });
    // Hourly by default: rate, exemption, breaks, overtime rule and WC code; no salary.
    expect(within(dialog).getByLabelText(/^Hourly rate/)).toBeVisible();
    expect(within(dialog).queryByLabelText(/^Annual salary/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: /^Pay type/ }));
    await user.click(await screen.findByRole('option', { name: '1099 contractor' }));
    expect(within(dialog).queryByRole('switch', { name: 'Breaks are paid' })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: /Overtime rule/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Add pay record' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(writes(server.calls)).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: /^Rate type/ }));
    await user.click(await screen.findByRole('option', { name: 'Half or full day' }));
    await user.type(within(dialog).getByLabelText(/^Day rate/), '250');
    await user.clear(within(dialog).getByLabelText('Effective date'));
    await user.type(within(dialog).getByLabelText('Effective date'), '2026-04-01');
    await user.click(within(dialog).getByRole('combobox', { name: /^Workers’ comp code/ }));
    await user.click(await screen.findByRole('option', { name: '5403 – Carpentry' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add pay record' }));

    expect(await screen.findByText('Pay record has been added!')).toBeVisible();
    expect(writes(server.calls)[0]?.body).toEqual({
      // 1 April 2026, midnight in Denver (UTC-6 in summer time).
      effective_dt_unix: Date.UTC(2026, 3, 1, 6) / 1000,
      pay_type: '1099',
      pay_rate: 250,
      exemption_status: null,
      is_breaks_paid: null,
      rate_type_1099: 'half_or_full',
      annual_salary: null,
      weekly_hours: null,
      overtime_rule_id: null,
      wc_code_id: 8,
    });
  });

  it('refuses a negative or absurd pay rate as typed, sending nothing', async () => {
    const { server, user } = await openPay();
    await user.click(await screen.findByRole('button', { name: 'Add pay record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add pay record' });
    const rate = within(dialog).getByRole('spinbutton', { name: /^Hourly rate/ });
    const submit = within(dialog).getByRole('button', { name: 'Add pay record' });

    // The minus sign is kept: '-15' must not turn into a valid 15.
    await user.type(rate, '-15');
    expect(rate).toHaveValue('-15');
    await user.click(submit);
    expect(await within(dialog).findByText('Pay rate must be greater than 0')).toBeVisible();
    expect(rate).toHaveAttribute('aria-invalid', 'true');

    await user.clear(rate);
    await user.type(rate, '1000000000');
    await user.click(submit);
    expect(
      await within(dialog).findByText('Pay rate must be at most $10,000 per hour'),
    ).toBeVisible();
    expect(rate).toHaveValue('1000000000');
    expect(writes(server.calls)).toHaveLength(0);
  });

  it('edits a record, keeping what the server says under its field', async () => {
    const { server, user } = await openPay(ADMIN, [
      on('PATCH', `${PAY_URL}/1`, () =>
        jsonResponse(
          {
            status_code: 400,
            message: 'This team member already has a pay record with this effective date.',
            field_hints: {
              effective_dt_unix: [
                'This team member already has a pay record with this effective date.',
              ],
            },
          },
          400,
        ),
      ),
    ]);
    await user.click(
      await screen.findByRole('button', { name: 'Edit pay record from 01/08/2024' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit pay record' });
    expect(within(dialog).getByLabelText(/^Hourly rate/)).toHaveValue('22');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText(
        'This team member already has a pay record with this effective date.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Effective date')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(server.calls)[0]?.body).toMatchObject({ pay_type: 'hourly', pay_rate: 22 });
  });

  it('is hidden from a manager the server refuses', async () => {
    await openPay(MANAGER, [
      on('GET', PAY_URL, () => jsonResponse({ status_code: 403, message: 'Forbidden' }, 403)),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Wes Walker' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Edit details' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Compensation' })).not.toBeInTheDocument();
  });

  it('is not asked for on a worker’s own page', async () => {
    const server = stubFetch(...baseRoutes(ADMIN, HISTORY), detailRoute(makeDetail));
    signInAs(WORKER);
    renderApp('/org/7/employee/50');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wes Walker' })).toBeVisible();
    expect(server.calls.some((call) => call.url === PAY_URL)).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Compensation' })).not.toBeInTheDocument();
  });
});
