import { addDays, weekdayOf, type PlainDate } from '../../contract/time/plain-date';
import { zonedParts, zonedToUnix } from '../../contract/time/zoned-time';
import { computeExceptions } from '../modules/time-cards/exceptions';
import type { Db } from './connection';
import { demoWorkdayTrack } from './seed-demo-gps-tracks';
import { insertRunningCard } from './seed-demo-running-card';
import { approvedLeaveByDay } from './seed-demo-time-off';

const HOUR = 3600;
const MINUTE = 60;
/** Four weeks of time before today. */
const DAYS_BACK = 28;

type Crew = {
  workerIds: number[];
  managerId: number;
  /** Project names (the projects seed) and the cost code each crew books to. */
  projects: string[];
  code: string;
  /** Weekdays (0 Monday) of a long day, and of a Saturday shift. */
  longDay: number;
  worksSaturdays: boolean;
};

/** A small deterministic spread per person and day, so cards do not all start on the minute. */
const jitter = (seed: number, span: number) => ((seed * 7919) % 97) % span;

/**
 * Four weeks of time cards of the demo crews, in the organisation's zone: weekdays from about
 * 07:00 to 15:30 with two paid 10-minute rest breaks and an unpaid half-hour meal, a 10-hour day
 * a week for each crew and Saturday mornings for the concrete crew (overtime for the pay rules), each card
 * on its crew's project and cost code. Weeks before the current one are approved by the crew's
 * manager, but for the last three days (so cards always wait for approval). One card was edited
 * with a reason (its history shows it), one began after the worker had been on site for a while
 * (a clock started late, from location readings), one concrete finisher worked through lunch on
 * their last day (a required meal break missing). Two of the framing crew are clocked in (since
 * 7:00 on a weekday that is under way, else since an hour and a half ago), one of them on a
 * break, and the other finisher of the meal-break rule group is on a long pour with no break yet:
 * the dashboard has someone working, a meal break due, overtime, an exception and a missed break
 * to show.
 */
export async function seedDemoTimeCards(
  db: Db,
  input: {
    orgId: number;
    timezone: string;
    crews: number[][];
    managerIds: number[];
    /** The administrator's employee record: they corrected a card. */
    adminId: number;
    now: number;
  },
) {
  const { orgId, timezone: zone, now } = input;
  const admin = await db
    .selectFrom('employees')
    .select('profile_id')
    .where('id', '=', input.adminId)
    .executeTakeFirstOrThrow();
  const projects = await db
    .selectFrom('projects as p')
    .leftJoin('work_sites as s', 's.project_id', 'p.id')
    .select([
      'p.id',
      'p.name',
      's.id as site_id',
      's.latitude',
      's.longitude',
      's.geofence_radius_meters',
    ])
    .where('p.org_id', '=', orgId)
    .where('p.archived_at_unix', 'is', null)
    .orderBy('p.id')
    .orderBy('s.id')
    .execute();
  const codes = await db
    .selectFrom('job_codes')
    .select(['id', 'code'])
    .where('org_id', '=', orgId)
    .execute();
  // Where the framing crew's tracked days begin and end (seedDemoReference's yard).
  const yard = await db
    .selectFrom('company_locations')
    .select(['latitude', 'longitude'])
    .where('org_id', '=', orgId)
    .where('name', '=', 'Equipment yard')
    .executeTakeFirst();
  const projectNamed = (name: string) => projects.find((p) => p.name === name) ?? projects[0];
  const codeId = (code: string) => codes.find((c) => c.code === code)?.id ?? null;
  const crews: Crew[] = [
    {
      workerIds: input.crews[0] ?? [],
      managerId: input.managerIds[0]!,
      projects: ['Midtown Lofts', 'Riverside Townhomes'],
      code: '06-100',
      longDay: 3,
      worksSaturdays: false,
    },
    {
      workerIds: input.crews[1] ?? [],
      managerId: input.managerIds[1]!,
      projects: ['Elk Grove Warehouse Slab', 'Oak Park Community Center'],
      code: '03-300',
      longDay: 1,
      worksSaturdays: true,
    },
  ];

  const today = zonedParts(now, zone).date;
  const weekStart = addDays(today, -weekdayOf(today));
  const at = (date: PlainDate, seconds: number) => zonedToUnix(date, seconds, zone);
  let edited = false;
  let late = false;
  let tracked = 0;
  let lateCardId: number | null = null;
  /** Each member's newest card of the past days: when it ended, and its id. */
  const newest = new Map<number, { id: number; end: number }>();

  const leave = await approvedLeaveByDay(db, orgId);
  for (const crew of crews)
    for (const [index, employeeId] of crew.workerIds.entries())
      for (let back = DAYS_BACK; back >= 1; back--) {
        const date = addDays(today, -back);
        const weekday = weekdayOf(date);
        const saturday = weekday === 5 && crew.worksSaturdays && back % 14 < 7;
        if (weekday > 4 && !saturday) continue;
        // A day off approved in the time-off seed: away all day, or leaving early.
        const away = leave.get(`${employeeId}:${date}`) ?? 0;
        if (away >= 8 * HOUR) continue;
        const seed = employeeId * 31 + back;
        const start = at(date, 7 * HOUR - 15 * MINUTE + jitter(seed, 30) * MINUTE);
        const hours = (saturday ? 5 : weekday === crew.longDay ? 10 : 8.5) - away / HOUR;
        const end = start + hours * HOUR + jitter(seed + 1, 20) * MINUTE;
        const project = projectNamed(crew.projects[(back + index) % 7 === 0 ? 1 : 0]!);
        // Weeks before this one are approved, except the last three days: on a Monday the
        // dashboard still has cards waiting for approval.
        const isApproved = date < weekStart && back > 3;
        const card = await db
          .insertInto('time_cards')
          .values({
            org_id: orgId,
            employee_id: employeeId,
            clock_in_dt_unix: start,
            clock_out_dt_unix: end,
            timezone: zone,
            status: 'completed',
            source: 'web',
            note: saturday ? 'Saturday pour' : null,
            approval_state: isApproved ? 'approved' : 'pending',
            approved_by_employee_id: isApproved ? crew.managerId : null,
            approved_at_unix: isApproved ? at(addDays(weekStart, -1), 17 * HOUR) : null,
            signed_off_at_unix: null,
            created_by_profile_id: null,
            created_at_unix: start,
            updated_at_unix: end,
            deleted_at_unix: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        newest.set(employeeId, { id: card.id, end });
        // The breaks California asks of such a day (Lab. Code 512, IWC orders 11(A) and 12(A)):
        // a 10-minute paid rest per four hours or major fraction, the meal before the fifth hour
        // ends; so the time report flags only the days someone really missed one.
        const rest = (after: number) => ({
          type: 'rest',
          paid: 1 as const,
          from: start + after * HOUR,
          minutes: 10,
        });
        const breaks = saturday
          ? [rest(2.5)]
          : [
              rest(2),
              { type: 'meal', paid: 0 as const, from: start + 4.5 * HOUR, minutes: 30 },
              rest(6.5),
              ...(hours >= 10 ? [rest(8.5)] : []),
            ];
        for (const each of breaks.filter((one) => one.from + one.minutes * MINUTE < end))
          await db
            .insertInto('time_card_breaks')
            .values({
              org_id: orgId,
              time_card_id: card.id,
              break_type: each.type,
              is_paid: each.paid,
              start_dt_unix: each.from,
              end_dt_unix: each.from + each.minutes * MINUTE,
            })
            .execute();
        await db
          .insertInto('time_card_allocations')
          .values({
            org_id: orgId,
            time_card_id: card.id,
            project_id: project?.id ?? null,
            work_site_id: project?.site_id ?? null,
            job_code_id: codeId(crew.code),
            start_dt_unix: start,
            end_dt_unix: end,
          })
          .execute();

        // One worker was on site 20 minutes before clocking in (a clock started late).
        if (!late && project?.latitude != null && back <= 6 && !saturday) {
          late = true;
          lateCardId = card.id;
          const site = { latitude: project.latitude, longitude: project.longitude! };
          const readings = [start - 20 * MINUTE, start - 5 * MINUTE, start].map((time) => ({
            org_id: orgId,
            employee_id: employeeId,
            time_card_id: time >= start ? card.id : null,
            recorded_at_unix: time,
            ...site,
            speed_mps: 0,
            kind: time === start ? 'clock_in' : 'track',
          }));
          await db.insertInto('location_readings').values(readings).execute();
          const exceptions = computeExceptions({
            clockIn: start,
            clockOut: end,
            isGps: false,
            readings: readings.map((r) => ({ ...site, at: r.recorded_at_unix, speedMps: 0 })),
            startSites: [{ ...site, radiusMeters: project.geofence_radius_meters ?? 50 }],
            endSites: [],
          });
          await db
            .updateTable('time_cards')
            .set({ exceptions: JSON.stringify(exceptions) })
            .where('id', '=', card.id)
            .execute();
        }

        // The framing crew's first worker's last three tracked days (not the late card's): from
        // the yard to the site and back, a walk to lunch, once a lost signal, for the GPS map.
        if (
          yard &&
          crew === crews[0] &&
          index === 0 &&
          back <= 5 &&
          tracked < 3 &&
          !saturday &&
          card.id !== lateCardId &&
          project?.latitude != null
        ) {
          tracked += 1;
          const site = { latitude: project.latitude, longitude: project.longitude! };
          const fence = { ...site, radiusMeters: project.geofence_radius_meters ?? 50 };
          const track = demoWorkdayTrack({ start, end, yard, site, loseSignal: tracked === 1 });
          const rows = track.map((reading, step) => ({
            org_id: orgId,
            employee_id: employeeId,
            time_card_id: card.id,
            recorded_at_unix: reading.at,
            latitude: reading.latitude,
            longitude: reading.longitude,
            speed_mps: null,
            kind: step === 0 ? 'clock_in' : step === track.length - 1 ? 'clock_out' : 'track',
          }));
          // SQLite binds at most 999 values a statement: 100 rows of 8 columns stay under it.
          for (let i = 0; i < rows.length; i += 100)
            await db
              .insertInto('location_readings')
              .values(rows.slice(i, i + 100))
              .execute();
          const exceptions = computeExceptions({
            clockIn: start,
            clockOut: end,
            isGps: false,
            readings: track.map((r) => ({ ...r, speedMps: null })),
            startSites: [fence],
            endSites: [fence],
          });
          await db
            .updateTable('time_cards')
            .set({ exceptions: JSON.stringify(exceptions) })
            .where('id', '=', card.id)
            .execute();
        }

        // One pending card was corrected by the administrator: its history shows why.
        if (!edited && !isApproved && !saturday) {
          edited = true;
          const forgotten = end + 2 * HOUR;
          await db
            .insertInto('audit_log')
            .values({
              actor_profile_id: admin.profile_id,
              org_id: orgId,
              entity: 'time_card',
              entity_id: card.id,
              action: 'update',
              before_json: JSON.stringify({ clock_out_dt_unix: forgotten }),
              after_json: JSON.stringify({ clock_out_dt_unix: end }),
              at_unix: end + 20 * HOUR,
              reason: 'Forgot to clock out; foreman confirmed 3:30 PM',
            })
            .execute();
        }
      }

  // Clocked in this morning, when the morning has begun (times are never in the future); at
  // night and at weekends an hour and a half ago, so the dashboard always shows someone working.
  const morning = at(today, 7 * HOUR);
  const framers = crews[0]!.workerIds.slice(0, 2);
  const site = projectNamed('Midtown Lofts');
  const onShiftSince = now > morning + HOUR && weekdayOf(today) < 5 ? morning : now - 90 * MINUTE;
  // Never in the future.
  if (onShiftSince < now)
    for (const [index, employeeId] of framers.entries()) {
      const card = await insertRunningCard(db, {
        orgId,
        employeeId,
        zone,
        since: onShiftSince,
        status: index === 1 ? 'on_break' : 'working',
        note: null,
        site,
        jobCodeId: codeId('06-100'),
      });
      if (index === 1)
        await db
          .insertInto('time_card_breaks')
          .values({
            org_id: orgId,
            time_card_id: card.id,
            break_type: 'meal',
            is_paid: 0,
            start_dt_unix: Math.max(onShiftSince, now - 10 * MINUTE),
            end_dt_unix: null,
          })
          .execute();
    }

  // A concrete finisher in the meal-break rule group on a long pour: clocked in nine and a half
  // hours ago (or ten hours after their last card ended), no break yet, so the dashboard shows a
  // meal break overdue and, past 8 hours in the workday, California overtime.
  const pourer = crews[1]!.workerIds[1];
  const pourSince = Math.max(now - 9.5 * HOUR, (newest.get(pourer ?? 0)?.end ?? 0) + 10 * HOUR);
  if (pourer !== undefined && now - pourSince >= 30 * MINUTE) {
    await insertRunningCard(db, {
      orgId,
      employeeId: pourer,
      zone,
      since: pourSince,
      status: 'working',
      note: 'Warehouse slab pour',
      site: projectNamed('Elk Grove Warehouse Slab'),
      jobCodeId: codeId('03-300'),
    });
  }

  // The other finisher in that rule group worked through lunch on their last day: that card
  // lacks the required first meal break (break_warnings, as the time-cards module records it).
  const skipper = crews[1]!.workerIds[0];
  const skipped = skipper === undefined ? undefined : newest.get(skipper);
  if (skipped) {
    await db
      .deleteFrom('time_card_breaks')
      .where('time_card_id', '=', skipped.id)
      .where('break_type', '=', 'meal')
      .execute();
    await db
      .updateTable('time_cards')
      .set({
        note: 'Worked through lunch',
        break_warnings: JSON.stringify(['first_meal_break_missing']),
      })
      .where('id', '=', skipped.id)
      .execute();
  }
}
