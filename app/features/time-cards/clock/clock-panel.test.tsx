import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TIME_CARD_ERROR_CODE, TIME_CARD_TEXT } from '../../../../contract/time-card-text';
import type { TimeCardDetail } from '../../../../contract/time-cards';
import { jsonResponse } from '../../../test-support/fixtures';
import { renderApp } from '../../../test-support/render-app';
import { resetBetweenScreenTests } from '../../../test-support/screen-session';
import { on, stubFetch } from '../../../test-support/stubs';
import {
  CLOCK_IN_UNIX,
  CONCRETE,
  CREW_PATH,
  FRAMING,
  LOFTS,
  NORTH_GATE,
  TOWNHOMES,
  callsTo,
  clockServer,
  makeCard,
  signInWorker,
  written,
} from './clock-test-support';

resetBetweenScreenTests();

type User = ReturnType<typeof renderApp>['user'];
const clock = () => screen.findByRole('region', { name: 'Your clock' });
const pick = async (user: User, field: RegExp, option: string) => {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
};
const worked = () => screen.getByRole('timer', { name: 'Worked' });

/** A clock whose cards the test changes as the server would. */
function clockWith(first: TimeCardDetail[], organization = {}) {
  const state = { cards: first };
  const org = signInWorker(organization);
  const routes = clockServer({ org, cards: () => state.cards });
  return { state, routes };
}

describe('the crew clock', { timeout: 20_000 }, () => {
  it('clocks in on the project, work site and cost code chosen, with a note', async () => {
    const { state, routes } = clockWith([]);
    const running = makeCard();
    const server = stubFetch(
      ...routes,
      on('POST', '/v1/orgs/7/time_cards', () => {
        state.cards = [running];
        return written(running, TIME_CARD_TEXT.clockedIn);
      }),
    );
    const { user } = renderApp(CREW_PATH);
    const panel = await clock();
    expect(await within(panel).findByText('You are not clocked in.')).toBeInTheDocument();
    // The cost code allowed on the townhomes only is not offered before that project is chosen.
    await user.click(screen.getByRole('combobox', { name: /^Cost code/ }));
    expect(await screen.findByRole('option', { name: /06-100/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /03-300/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await pick(user, /^Project/, LOFTS.name);
    await pick(user, /^Work site/, NORTH_GATE.name);
    await pick(user, /^Cost code/, `${FRAMING.code} · ${FRAMING.name}`);
    await user.type(screen.getByRole('textbox', { name: /^Note/ }), 'Level 3 walls');
    await user.click(screen.getByRole('button', { name: 'Clock in' }));

    expect(await screen.findByText(TIME_CARD_TEXT.clockedIn)).toBeInTheDocument();
    const [call] = callsTo(server.calls, 'POST', '/time_cards');
    expect(call?.body).toEqual({
      org_project_id: LOFTS.id,
      work_site_id: NORTH_GATE.id,
      job_code_id: FRAMING.id,
      note: 'Level 3 walls',
    });
    // Retries of one clock-in carry one key (app/api/time-cards.ts).
    expect(call?.headers['Idempotency-Key']).toMatch(/\S/);
    expect(await within(panel).findByText('Working')).toBeInTheDocument();
    expect(worked()).toHaveTextContent('2 hours');
    expect(within(panel).getByText(LOFTS.name)).toBeInTheDocument();
    expect(within(panel).getByText(NORTH_GATE.name)).toBeInTheDocument();
    expect(within(panel).getByText(FRAMING.code)).toBeInTheDocument();
    // Never sent without a need: this organisation does not track locations.
    expect(call?.body).not.toHaveProperty('latitude');
  });

  it('shows a refusal about a field on that field, and any other beside Clock in', async () => {
    const { routes } = clockWith([]);
    let answer = jsonResponse(
      {
        status_code: 400,
        message: 'The given data was invalid.',
        field_hints: { org_project_id: [TIME_CARD_TEXT.projectRequired] },
      },
      400,
    );
    stubFetch(
      ...routes,
      on('POST', '/v1/orgs/7/time_cards', () => answer),
    );
    const { user } = renderApp(CREW_PATH);
    await clock();
    await user.click(await screen.findByRole('button', { name: 'Clock in' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Project/ })).toHaveAccessibleDescription(
        TIME_CARD_TEXT.projectRequired,
      ),
    );

    answer = jsonResponse(
      { status_code: 403, message: TIME_CARD_TEXT.clockInTooEarly('6:00 AM') },
      403,
    );
    await user.click(screen.getByRole('button', { name: 'Clock in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Clocking in is allowed from 6:00 AM',
    );
    expect(screen.getByRole('combobox', { name: /^Project/ })).not.toHaveAccessibleDescription(
      TIME_CARD_TEXT.projectRequired,
    );
  });

  it('hides the pickers when the organisation has no projects or cost codes in use', async () => {
    const org = signInWorker();
    stubFetch(...clockServer({ org, cards: () => [], projects: [], costCodes: [] }));
    renderApp(CREW_PATH);
    const panel = await clock();
    expect(await within(panel).findByRole('button', { name: 'Clock in' })).toBeInTheDocument();
    expect(within(panel).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('sends the position when the organisation requires location tracking', async () => {
    const { state, routes } = clockWith([], { requires_location_tracking: true });
    const getCurrentPosition = vi.fn((found: PositionCallback) =>
      found({
        coords: { latitude: 39.7501234567, longitude: -104.9912345678 },
      } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const server = stubFetch(
      ...routes,
      on('POST', '/v1/orgs/7/time_cards', () => {
        state.cards = [makeCard()];
        return written(makeCard(), TIME_CARD_TEXT.clockedIn);
      }),
    );
    const { user } = renderApp(CREW_PATH);
    await clock();
    await user.click(await screen.findByRole('button', { name: 'Clock in' }));
    await screen.findByText(TIME_CARD_TEXT.clockedIn);
    expect(callsTo(server.calls, 'POST', '/time_cards')[0]?.body).toMatchObject({
      latitude: 39.750123,
      longitude: -104.991235,
    });
  });

  it('starts a meal break and ends it', async () => {
    const { state, routes } = clockWith([makeCard()]);
    const onBreak = makeCard({
      status: 'on_break',
      breaks: [
        {
          id: 1,
          break_type: 'meal',
          is_paid: false,
          start_dt_unix: CLOCK_IN_UNIX + 3600,
          end_dt_unix: null,
          duration_seconds: 0,
          is_automatic: false,
        },
      ],
      totals: { ...makeCard().totals, worked_seconds: 3600, break_seconds: 3600 },
    });
    const server = stubFetch(
      ...routes,
      on('POST', '/v1/orgs/7/time_cards/300/start_break', () => {
        state.cards = [onBreak];
        return written(onBreak, TIME_CARD_TEXT.breakStarted);
      }),
      on('POST', '/v1/orgs/7/time_cards/300/end_break', () => {
        state.cards = [makeCard()];
        return written(makeCard(), TIME_CARD_TEXT.breakEnded);
      }),
    );
    const { user } = renderApp(CREW_PATH);
    const panel = await clock();
    await user.click(await within(panel).findByRole('button', { name: 'Start break' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Meal break' }));
    expect(await within(panel).findByText('On break')).toBeInTheDocument();
    expect(callsTo(server.calls, 'POST', '/time_cards/300/start_break')[0]?.body).toEqual({
      break_type: 'meal',
    });
    expect(screen.getByRole('timer', { name: /^Meal break since/ })).toHaveTextContent('1 hour');
    expect(worked()).toHaveTextContent('1 hour');
    // No switching during a break: the server would refuse it.
    expect(within(panel).queryByRole('button', { name: 'Switch' })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'End break' }));
    expect(await within(panel).findByText('Working')).toBeInTheDocument();
    expect(callsTo(server.calls, 'POST', '/time_cards/300/end_break')).toHaveLength(1);
    expect(screen.queryByRole('timer', { name: /^Meal break/ })).not.toBeInTheDocument();
  });

  it('shows a refused break beside the actions', async () => {
    const { routes } = clockWith([makeCard()]);
    stubFetch(
      ...routes,
      on('POST', '/v1/orgs/7/time_cards/300/start_break', () =>
        jsonResponse({ status_code: 409, message: TIME_CARD_TEXT.alreadyOnBreak }, 409),
      ),
    );
    const { user } = renderApp(CREW_PATH);
    const panel = await clock();
    await user.click(await within(panel).findByRole('button', { name: 'Start break' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rest break' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      TIME_CARD_TEXT.alreadyOnBreak,
    );
  });

  it('switches to another project and cost code', async () => {
    const { state, routes } = clockWith([makeCard()]);
    const next = makeCard({
      id: 301,
      org_project_ids: [TOWNHOMES.id],
      allocations: [
        {
          ...makeCard().allocations[0]!,
          org_project_id: TOWNHOMES.id,
          project_name: TOWNHOMES.name,
          work_site_id: null,
          work_site_name: null,
          job_code_id: CONCRETE.id,
          job_code: CONCRETE.code,
        },
      ],
    });
    const server = stubFetch(
      ...routes,
      on('POST', '/v1/orgs/7/time_cards/300/switch', () => {
        state.cards = [next, makeCard({ status: 'completed' })];
        return written(next, TIME_CARD_TEXT.switched);
      }),
    );
    const { user } = renderApp(CREW_PATH);
    const panel = await clock();
    await user.click(await within(panel).findByRole('button', { name: 'Switch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch' });
    // Starts from where the time goes now.
    expect(within(dialog).getByRole('combobox', { name: /^Project/ })).toHaveTextContent(
      LOFTS.name,
    );
    await pick(user, /^Project/, TOWNHOMES.name);
    // The work site of the other project and its code's limits went with it.
    expect(within(dialog).queryByRole('combobox', { name: /^Work site/ })).not.toBeInTheDocument();
    await pick(user, /^Cost code/, `${CONCRETE.code} · ${CONCRETE.name}`);
    await user.click(within(dialog).getByRole('button', { name: 'Switch' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(server.calls, 'POST', '/time_cards/300/switch')[0]?.body).toEqual({
      org_project_id: TOWNHOMES.id,
      work_site_id: null,
      job_code_id: CONCRETE.id,
    });
    expect(await within(panel).findByText(TOWNHOMES.name)).toBeInTheDocument();
  });

  it('keeps a refused switch in its dialog, on the field named', async () => {
    const { routes } = clockWith([makeCard()]);
    stubFetch(
      ...routes,
      on('POST', '/v1/orgs/7/time_cards/300/switch', () =>
        jsonResponse(
          {
            status_code: 400,
            message: 'The given data was invalid.',
            field_hints: { job_code_id: [TIME_CARD_TEXT.costCodeRequired] },
          },
          400,
        ),
      ),
    );
    const { user } = renderApp(CREW_PATH);
    const panel = await clock();
    await user.click(await within(panel).findByRole('button', { name: 'Switch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear Cost code' }));
    await user.click(within(dialog).getByRole('button', { name: 'Switch' }));
    await waitFor(() =>
      expect(
        within(dialog).getByRole('combobox', { name: /^Cost code/ }),
      ).toHaveAccessibleDescription(TIME_CARD_TEXT.costCodeRequired),
    );
  });

  it('clocks out with a cost code and note, confirming a card over 24 hours', async () => {
    const { state, routes } = clockWith([makeCard()]);
    const done = makeCard({ status: 'completed', clock_out_dt_unix: CLOCK_IN_UNIX + 7200 });
    const server = stubFetch(
      ...routes,
      on('POST', '/v1/orgs/7/time_cards/300/clock_out', (call) => {
        if (!(call.body as { confirm_over_24_hours?: boolean }).confirm_over_24_hours)
          return jsonResponse(
            {
              status_code: 400,
              message: TIME_CARD_TEXT.needsLongConfirmation,
              field_hints: { confirm_over_24_hours: [TIME_CARD_TEXT.needsLongConfirmation] },
              error_code: TIME_CARD_ERROR_CODE.needsLongConfirmation,
            },
            400,
          );
        state.cards = [done];
        return written(done, TIME_CARD_TEXT.clockedOut);
      }),
    );
    const { user } = renderApp(CREW_PATH);
    const panel = await clock();
    await user.click(await within(panel).findByRole('button', { name: 'Clock out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clock out' });
    expect(within(dialog).getByRole('combobox', { name: /^Cost code/ })).toHaveTextContent(
      FRAMING.code,
    );
    await user.type(within(dialog).getByRole('textbox', { name: /^Note/ }), 'Walls framed');
    await user.click(within(dialog).getByRole('button', { name: 'Clock out' }));

    const question = await screen.findByRole('dialog', { name: 'Is this correct?' });
    expect(question).toHaveTextContent(TIME_CARD_TEXT.needsLongConfirmation);
    await user.click(within(question).getByRole('button', { name: 'Clock out' }));
    expect(await within(panel).findByText('You are not clocked in.')).toBeInTheDocument();
    const bodies = callsTo(server.calls, 'POST', '/time_cards/300/clock_out').map((c) => c.body);
    expect(bodies).toEqual([
      { job_code_id: FRAMING.id, note: 'Walls framed', confirm_over_24_hours: false },
      { job_code_id: FRAMING.id, note: 'Walls framed', confirm_over_24_hours: true },
    ]);
    expect(screen.getByText(TIME_CARD_TEXT.clockedOut)).toBeInTheDocument();
  });
});
