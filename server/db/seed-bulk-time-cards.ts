import type { Insertable } from 'kysely';
import { addDays, weekdayOf } from '../../contract/time/plain-date';
import { zonedDate, zonedToUnix } from '../../contract/time/zoned-time';
import { nowUnix } from '../lib/time';
import type { Db } from './connection';
import { addToGroup } from './people';
import type { TimeCardTable } from '../modules/time-cards/time-cards.tables';

const HOUR = 3600;
const MINUTE = 60;
const BATCH = 500;
/** Members per crew (team): a manager reviews one crew's week. */
export const BULK_CREW_SIZE = 20;

/** A small deterministic spread per card, so cards do not all start on the minute. */
const jitter = (seed: number, span: number) => ((seed * 7919) % 97) % span;

export type BulkTimeCards = {
  /** How many cards were written. */
  cards: number;
  /** The period they cover: Monday 00:00 of the first week to Monday 00:00 after the last. */
  startUnix: number;
  endUnix: number;
  /** The crews the members were put in, BULK_CREW_SIZE each, in the members' order. */
  teamIds: number[];
};

/** How each member's days are laid out. */
export type BulkShape = {
  /** Two cards a workday (morning and afternoon, lunch between them) instead of one. */
  split?: boolean;
  /** A five-hour Saturday card every week too (weekly overtime for the payroll benchmark). */
  saturdays?: boolean;
};

type DayPart = {
  /** From the day's start. */
  offset: number;
  length: number;
  breaks: PlannedCard['breaks'];
};

type PlannedCard = {
  card: Insertable<TimeCardTable>;
  projectId: number | null;
  /** Breaks as offsets from the clock-in: [type, paid, start offset, length]. */
  breaks: readonly (readonly ['rest' | 'meal', 0 | 1, number, number])[];
};

/** One card a workday: ~07:00–15:30 with a paid rest break and an unpaid meal. */
const WHOLE_DAY: DayPart = {
  offset: 0,
  length: 8.5 * HOUR,
  breaks: [
    ['rest', 1, 2.5 * HOUR, 15 * MINUTE],
    ['meal', 0, 5 * HOUR, 30 * MINUTE],
  ],
};
/** Split days: 07:00–11:30 with a rest break, then 12:00–16:30 with another. */
const MORNING: DayPart = {
  offset: 0,
  length: 4.5 * HOUR,
  breaks: [['rest', 1, 2 * HOUR, 10 * MINUTE]],
};
const AFTERNOON: DayPart = {
  offset: 5 * HOUR,
  length: 4.5 * HOUR,
  breaks: [['rest', 1, 2 * HOUR, 10 * MINUTE]],
};
const SATURDAY: DayPart = { offset: 0, length: 5 * HOUR, breaks: [] };

/**
 * `weeks` full weeks of weekday time cards, ending before the current week, for each member, in
 * batched inserts (benchmarks): about 07:00 to 15:30 in the organisation's zone with a paid
 * 15-minute rest break and an unpaid 30-minute meal, one allocation covering the card on one of
 * the organisation's projects (`shape` may split each day in two cards and add Saturdays). Weeks
 * before the last are approved by `approverId`. The members are put in crews of BULK_CREW_SIZE
 * (teams), so a team's week can be asked for. Cards written here have no audit rows (as demo
 * cards): they were never changed after being recorded. Cards are planned member by member and
 * written as they are planned, so a year of 2,000 members never sits in memory at once.
 */
export async function seedBulkTimeCards(
  db: Db,
  input: {
    orgId: number;
    employeeIds: number[];
    weeks: number;
    approverId: number;
    shape?: BulkShape;
  },
): Promise<BulkTimeCards> {
  const { orgId, employeeIds } = input;
  const shape = input.shape ?? {};
  const now = nowUnix();
  const org = await db
    .selectFrom('organisations')
    .select('timezone')
    .where('id', '=', orgId)
    .executeTakeFirstOrThrow();
  const zone = org.timezone;
  const projects = await db
    .selectFrom('projects')
    .select('id')
    .where('org_id', '=', orgId)
    .where('archived_at_unix', 'is', null)
    .orderBy('id')
    .execute();
  const today = zonedDate(now, zone);
  const thisMonday = addDays(today, -weekdayOf(today));
  const firstMonday = addDays(thisMonday, -7 * input.weeks);
  const approvedBefore = addDays(thisMonday, -7);
  const dates = Array.from({ length: input.weeks * 7 }, (_, day) => addDays(firstMonday, day));

  function* cardsOf(employeeId: number, member: number): Generator<PlannedCard> {
    for (const [index, date] of dates.entries()) {
      const weekday = weekdayOf(date);
      const parts: DayPart[] =
        weekday < 5
          ? shape.split
            ? [MORNING, AFTERNOON]
            : [WHOLE_DAY]
          : weekday === 5 && shape.saturdays
            ? [SATURDAY]
            : [];
      const seed = member * 131 + index;
      const dayStart = zonedToUnix(date, 7 * HOUR - 15 * MINUTE + jitter(seed, 30) * MINUTE, zone);
      const approved = date < approvedBefore;
      for (const part of parts) {
        const start = dayStart + part.offset;
        const end = start + part.length + jitter(seed + 1, 20) * MINUTE;
        yield {
          card: {
            org_id: orgId,
            employee_id: employeeId,
            clock_in_dt_unix: start,
            clock_out_dt_unix: end,
            timezone: zone,
            status: 'completed',
            source: 'web',
            note: null,
            approval_state: approved ? 'approved' : 'pending',
            approved_by_employee_id: approved ? input.approverId : null,
            approved_at_unix: approved ? end + 24 * HOUR : null,
            signed_off_at_unix: null,
            created_by_profile_id: null,
            created_at_unix: start,
            updated_at_unix: end,
            deleted_at_unix: null,
          },
          projectId: projects.length ? projects[seed % projects.length]!.id : null,
          breaks: part.breaks,
        };
      }
    }
  }

  let written = 0;
  await db.transaction().execute(async (trx) => {
    const write = async (batch: PlannedCard[]) => {
      const inserted = await trx
        .insertInto('time_cards')
        .values(batch.map((each) => each.card))
        .returning(['id', 'employee_id', 'clock_in_dt_unix'])
        .execute();
      // Matched by member and clock-in, not by position: RETURNING's order is not promised.
      const idOf = new Map(
        inserted.map((row) => [`${row.employee_id}:${Number(row.clock_in_dt_unix)}`, row.id]),
      );
      const cards = batch.map((each) => ({
        ...each,
        id: idOf.get(`${each.card.employee_id}:${each.card.clock_in_dt_unix}`)!,
      }));
      const breaks = cards.flatMap(({ id, card, breaks }) =>
        breaks.map(([type, paid, offset, length]) => ({
          org_id: orgId,
          time_card_id: id,
          break_type: type,
          is_paid: paid,
          start_dt_unix: card.clock_in_dt_unix + offset,
          end_dt_unix: card.clock_in_dt_unix + offset + length,
        })),
      );
      if (breaks.length) await trx.insertInto('time_card_breaks').values(breaks).execute();
      await trx
        .insertInto('time_card_allocations')
        .values(
          cards.map(({ id, card, projectId }) => ({
            org_id: orgId,
            time_card_id: id,
            project_id: projectId,
            work_site_id: null,
            job_code_id: null,
            start_dt_unix: card.clock_in_dt_unix,
            end_dt_unix: card.clock_out_dt_unix,
          })),
        )
        .execute();
      written += batch.length;
    };
    let batch: PlannedCard[] = [];
    for (const [member, employeeId] of employeeIds.entries())
      for (const planned of cardsOf(employeeId, member)) {
        batch.push(planned);
        if (batch.length === BATCH) {
          await write(batch);
          batch = [];
        }
      }
    if (batch.length) await write(batch);
  });

  const teamIds: number[] = [];
  for (let from = 0; from < employeeIds.length; from += BULK_CREW_SIZE)
    teamIds.push(
      await addToGroup(
        db,
        orgId,
        `Bulk crew ${from / BULK_CREW_SIZE + 1}`,
        employeeIds.slice(from, from + BULK_CREW_SIZE),
        [],
        now,
      ),
    );

  return {
    cards: written,
    startUnix: zonedToUnix(firstMonday, 0, zone),
    endUnix: zonedToUnix(thisMonday, 0, zone),
    teamIds,
  };
}
