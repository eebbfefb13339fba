import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test-support/fixtures';
import { renderApp } from '../../../test-support/render-app';
import { resetBetweenScreenTests } from '../../../test-support/screen-session';
import { on, stubFetch } from '../../../test-support/stubs';
import {
  CREW_PATH,
  NOW_UNIX,
  clockServer,
  freezeNowAtThursday,
  makeCard,
  signInWorker,
} from './clock-test-support';

resetBetweenScreenTests();
freezeNowAtThursday();

// Tue 24 Nov 2026 in Denver, a completed card of this week.
const TUESDAY_IN = Date.UTC(2026, 10, 24, 14, 2) / 1000;
const done = makeCard({
  id: 290,
  clock_in_dt_unix: TUESDAY_IN,
  clock_out_dt_unix: TUESDAY_IN + 8 * 3600,
  status: 'completed',
});
const ENTERPRISE = {
  crew_product_plan: { id: 5, tier: 'enterprise' as const, recurring_interval: 'monthly' as const },
};

describe('signing off a week', { timeout: 20_000 }, () => {
  it('signs off the week’s completed cards on a plan with sign-offs', async () => {
    const org = signInWorker(ENTERPRISE);
    const bodies: unknown[] = [];
    stubFetch(
      on('POST', '/v1/orgs/7/time_cards/sign_off', (call) => {
        bodies.push(call.body);
        return jsonResponse({
          data: { time_card_ids: [290], signed_off_at_unix: NOW_UNIX },
          message: 'Time cards signed off',
        });
      }),
      ...clockServer({ org, cards: () => [done] }),
    );
    const { user } = renderApp(CREW_PATH);
    expect(await screen.findByText('1 completed card is not signed off yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign off this week' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          start_dt_unix: Date.UTC(2026, 10, 23, 7) / 1000,
          end_dt_unix: Date.UTC(2026, 10, 30, 7) / 1000,
        },
      ]),
    );
    expect(await screen.findByText('Time cards signed off')).toBeVisible();
  });

  it('says so when every completed card is signed off', async () => {
    const org = signInWorker(ENTERPRISE);
    stubFetch(...clockServer({ org, cards: () => [{ ...done, signed_off_at_unix: NOW_UNIX }] }));
    renderApp(CREW_PATH);
    expect(
      await screen.findByText('You signed off every completed card of this week.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign off this week' })).not.toBeInTheDocument();
  });

  it('puts the upgrade prompt in front of it on a plan without sign-offs', async () => {
    const org = signInWorker();
    stubFetch(...clockServer({ org, cards: () => [done] }));
    renderApp(CREW_PATH);
    const section = await screen.findByRole('region', { name: 'My time cards' });
    const button = await within(section).findByRole('button', { name: 'Sign off this week' });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toHaveAccessibleDescription(
      'Locked: Time card sign-offs needs the Enterprise plan.',
    );
  });
});
