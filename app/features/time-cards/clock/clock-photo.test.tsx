import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FileAttachment } from '../../../../contract/file-attachments';
import { TIME_CARD_TEXT } from '../../../../contract/time-card-text';
import { jsonResponse } from '../../../test-support/fixtures';
import { renderApp } from '../../../test-support/render-app';
import { resetBetweenScreenTests } from '../../../test-support/screen-session';
import { on, stubFetch } from '../../../test-support/stubs';
import {
  CREW_PATH,
  ORG_ID,
  callsTo,
  clockServer,
  makeCard,
  signInWorker,
  written,
} from './clock-test-support';

resetBetweenScreenTests();

/**
 * The clock-in photo on the crew clock: offered on a plan with clock-in photos, required when
 * the member's rules say so, uploaded as an attachment (the spec's three steps) just before the
 * clock-in that carries its id, and uploaded once however often Clock in is pressed.
 */
const clock = () => screen.findByRole('region', { name: 'Your clock' });
const photoFile = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

function attachment(overrides: Partial<FileAttachment> = {}): FileAttachment {
  return {
    id: 55,
    display_name: 'Clock-in photo',
    file_name: 'me.png',
    mime_type: 'image/png',
    file_size_bytes: 4,
    upload_state: 'initiated',
    upload_method: 'signed_url',
    upload_url: '/v1/file_uploads/a7-55.1.sig',
    url: '/v1/files/a7-55',
    created_at_unix: 1_795_705_200,
    ...overrides,
  };
}

/** The attachment flow's three answers. */
const uploadRoutes = [
  on('POST', `/v1/orgs/${ORG_ID}/file_attachments`, () => jsonResponse({ data: attachment() })),
  on('PUT', '/v1/file_uploads/a7-55.1.sig', () => jsonResponse({ data: { id: 55 } })),
  on('PATCH', `/v1/orgs/${ORG_ID}/file_attachments/55`, () =>
    jsonResponse({ data: attachment({ upload_state: 'success', upload_url: null }) }),
  ),
];

describe('the clock-in photo', { timeout: 20_000 }, () => {
  it('is required when the rules say so, and goes up once before the clock-in that names it', async () => {
    const org = signInWorker();
    const state = { cards: [] as ReturnType<typeof makeCard>[], tries: 0 };
    const server = stubFetch(
      ...clockServer({ org, cards: () => state.cards, needs: { photo: true, project: true } }),
      ...uploadRoutes,
      on('POST', `/v1/orgs/${ORG_ID}/time_cards`, () => {
        state.tries += 1;
        // The first try lacks the project the rules ask for; the second goes through.
        if (state.tries === 1)
          return jsonResponse(
            {
              status_code: 400,
              message: TIME_CARD_TEXT.projectRequired,
              field_hints: { org_project_id: [TIME_CARD_TEXT.projectRequired] },
            },
            400,
          );
        state.cards = [makeCard()];
        return written(state.cards[0]!, TIME_CARD_TEXT.clockedIn);
      }),
    );
    const { user } = renderApp(CREW_PATH);
    const panel = await clock();
    const photo = await within(panel).findByRole('group', { name: 'Clock-in photo' });
    // Required: no "Optional" in its name, nor in the project's the rules ask for.
    expect(photo).toHaveAccessibleName('Clock-in photo');
    expect(within(panel).getByRole('combobox', { name: /^Project/ })).not.toHaveAccessibleName(
      /Optional/,
    );
    const input = panel.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, photoFile());
    expect(
      await within(photo).findByRole('img', { name: /Preview of Clock-in photo/ }),
    ).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Clock in' }));
    expect(await screen.findByText(TIME_CARD_TEXT.projectRequired)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Clock in' }));
    expect(await screen.findByText(TIME_CARD_TEXT.clockedIn)).toBeInTheDocument();

    // One upload (record, bytes, success) for the two tries, each naming it.
    expect(callsTo(server.calls, 'POST', '/file_attachments')).toHaveLength(1);
    expect(callsTo(server.calls, 'PATCH', '/file_attachments/55')[0]?.body).toEqual({
      upload_state: 'success',
    });
    const put = server.calls.filter((call) => call.method === 'PUT');
    expect(put).toHaveLength(1);
    expect(put[0]?.headers['Content-Type']).toBe('image/png');
    expect(put[0]?.headers).not.toHaveProperty('Authorization');
    const tries = callsTo(server.calls, 'POST', '/time_cards');
    expect(
      tries.map(
        (call) => (call.body as { photo_file_attachment_id?: number }).photo_file_attachment_id,
      ),
    ).toEqual([55, 55]);
  });

  it('is offered, optional, on a plan with clock-in photos', async () => {
    const pro = signInWorker();
    stubFetch(...clockServer({ org: pro, cards: () => [] }));
    renderApp(CREW_PATH);
    const photo = await within(await clock()).findByRole('group', { name: /Clock-in photo/ });
    expect(photo).toHaveAccessibleName(/Optional/);
  });

  it('is not offered on a plan without clock-in photos', async () => {
    const starter = signInWorker({
      crew_product_plan: { id: 2, tier: 'basic', recurring_interval: 'monthly' },
    });
    stubFetch(...clockServer({ org: starter, cards: () => [] }));
    renderApp(CREW_PATH);
    const panel = await clock();
    expect(await within(panel).findByRole('button', { name: 'Clock in' })).toBeInTheDocument();
    expect(within(panel).queryByRole('group', { name: /Clock-in photo/ })).not.toBeInTheDocument();
  });
});
