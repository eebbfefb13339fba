import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueryProvider } from '../../../api/query-provider';
import { jsonResponse, makeProfile } from '../../../test-support/fixtures';
import { resetBetweenScreenTests, signInAs } from '../../../test-support/screen-session';
import { on, stubFetch } from '../../../test-support/stubs';
import { GpsActivity } from './gps-activity';
import { MORNING } from './gps-activity-test-data';

resetBetweenScreenTests();

const PATH = '/v1/orgs/7/time_cards/5/gps_activity';

function show(answer: unknown) {
  signInAs(makeProfile());
  stubFetch(on('GET', PATH, () => jsonResponse(answer)));
  return render(
    <QueryProvider>
      <GpsActivity orgId={7} timeCardId={5} />
    </QueryProvider>,
  );
}

describe('GpsActivity', () => {
  it('lists the activity in order with the spec’s words, and the places with TIMES VISITED', async () => {
    show(MORNING);
    const region = await screen.findByRole('region', { name: 'GPS activity' });
    const list = await within(region).findByRole('list', { name: 'Activity' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Stationary · 900 Yard Rd, Denver, CO7:00 AM – 7:10 AM · 10m 0s',
      'Driving7:10 AM – 7:28 AM · 18m 0s',
      'Stationary · Riverside apartments7:28 AM – 8:28 AM · 1h 0m',
      'Walking8:28 AM – 8:43 AM · 15m 0s',
      'GPS Signal lost for 12m 0s8:43 AM – 8:55 AM',
      'Stationary8:55 AM – 9:05 AM · 10m 0s',
    ]);
    const places = within(region).getByRole('table', { name: 'Places' });
    expect(within(places).getByRole('columnheader', { name: 'TIMES VISITED' })).toBeVisible();
    expect(
      within(places)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Riverside apartmentsWork site of this card1', 'North yardCompany location1']);
  });

  it('offers Map and Satellite, Satellite disabled without imagery, and a report link', async () => {
    show(MORNING);
    const region = await screen.findByRole('region', { name: 'GPS activity' });
    const styles = within(region).getByRole('radiogroup', { name: 'Map style' });
    expect(within(styles).getByRole('radio', { name: 'Map' })).toBeChecked();
    expect(within(styles).getByRole('radio', { name: 'Satellite' })).toBeDisabled();
    expect(styles).toHaveAccessibleDescription('Satellite imagery is not set up on this server.');
    const link = within(region).getByRole('link', { name: 'Report an issue' });
    expect(link.getAttribute('href')).toMatch(
      /^mailto:support@.*subject=GPS%20activity%20of%20time%20card%205/,
    );
  });

  it('says No locations selected when the card has nothing to show', async () => {
    show({ timezone: 'America/Denver', data: [], places: [] });
    expect(await screen.findByText('No locations selected')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Activity' })).not.toBeInTheDocument();
  });

  it('says No locations selected in the list when only the card’s site is known', async () => {
    show({ ...MORNING, data: [], places: [{ ...MORNING.places[0]!, times_visited: 0 }] });
    const activity = await screen.findByRole('region', { name: 'Activity' });
    expect(within(activity).getByText('No locations selected')).toBeVisible();
  });
});
