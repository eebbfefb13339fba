import { ROLE } from '../../../contract/access';
import type { FixtureUser, OrgFixture } from '../../../server/db/fixtures';
import type { TestServer } from '../harness';
import { nextUnique } from './schema-values';

const HOUR = 3600;
const DAY = 86_400;

/** Calls as the organisation's administrator, answering the created thing's id. */
export type Create = (path: string, body: unknown) => Promise<number>;

let slots = 0;

/**
 * A closed manual card of a member in an hour of its own (each call an hour further back, from
 * ten days ago), so cards made for one member never overlap, however many the sweeps make.
 */
export function manualCardBody(employeeId: number) {
  slots += 1;
  const end = Math.floor(Date.now() / 1000 / HOUR) * HOUR - 10 * DAY - slots * HOUR;
  return { employee_id: employeeId, clock_in_dt_unix: end - HOUR, clock_out_dt_unix: end };
}

/**
 * The time-card things of the contract sweeps (thing-pool.ts), made by the
 * organisation's administrator: for the things' worker (`employeeId`, whom clocking in then
 * names: they have no running card) a clocked-out card (`time_card_id`) and an approved one;
 * for two more workers under the same manager a running card and one on a break.
 */
export async function timeCardThings(
  server: TestServer,
  org: OrgFixture,
  create: Create,
  input: { employeeId: number; managerId: number },
) {
  const worker = async () =>
    (
      await server.fixtures.member(org.orgId, ROLE.worker, {
        label: `clock${nextUnique()}`,
        name: `Cal Clocker${nextUnique()}`,
        primaryManagerId: input.managerId,
      })
    ).employeeId;
  const cards = `/time_cards`;
  const time_card_id = await create('/manual_time_cards', manualCardBody(input.employeeId));
  const approved_time_card_id = await create(
    '/manual_time_cards',
    manualCardBody(input.employeeId),
  );
  await create(`${cards}/approve`, { time_card_ids: [approved_time_card_id] });
  const open_time_card_id = await create(cards, { employee_id: await worker() });
  const on_break_time_card_id = await create(cards, { employee_id: await worker() });
  await create(`${cards}/${on_break_time_card_id}/start_break`, { break_type: 'rest' });
  return {
    time_card_id,
    approved_time_card_id,
    open_time_card_id,
    on_break_time_card_id,
  };
}

/**
 * A worker's own cards for one operation of the role sweep, made afresh each time (their cards
 * are removed first): a clocked-out card, and a running card, on a break for ending one; none
 * running for clocking in. The worker may edit their own cards (their own flag), as the
 * operations that edit are declared for workers.
 */
export async function ownTimeCards(
  server: TestServer,
  worker: FixtureUser,
  operation: string,
  create: Create,
) {
  await server.db.deleteFrom('time_cards').where('employee_id', '=', worker.employeeId).execute();
  await server.db
    .updateTable('employees')
    .set({ enable_time_card_editing: 1 })
    .where('id', '=', worker.employeeId)
    .execute();
  const time_card_id = await create('/manual_time_cards', manualCardBody(worker.employeeId));
  if (operation === 'clockIn') return { time_card_id };
  const open = await create('/time_cards', { employee_id: worker.employeeId });
  if (operation === 'endBreak')
    await create(`/time_cards/${open}/start_break`, { break_type: 'meal' });
  return { time_card_id, open_time_card_id: open, on_break_time_card_id: open };
}
