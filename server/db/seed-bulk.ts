import { randomBytes } from 'node:crypto';
import { ROLE, MANAGER_VARIANT_MAX, MANAGER_VARIANT_MIN } from '../../contract/access';
import { nowUnix } from '../lib/time';
import type { Db } from './connection';
import { employeeValues, type StaffingStatus } from '../modules/employees/employee-values';
import { INVITE_TTL_SECONDS } from '../modules/invites/invites.service';

const FIRST = [
  'Ava',
  'Ben',
  'Cara',
  'Dev',
  'Emma',
  'Finn',
  'Gia',
  'Hugo',
  'Iris',
  'Jack',
  'Kira',
  'Liam',
  'Maya',
  'Noah',
  'Olive',
  'Paul',
  'Quinn',
  'Rosa',
  'Sean',
  'Tara',
  'Uma',
  'Vic',
  'Wes',
  'Xena',
  'Yuri',
  'Zoe',
];
const LAST = [
  'Adams',
  'Baker',
  'Clark',
  'Diaz',
  'Evans',
  'Flores',
  'Garcia',
  'Hill',
  'Ito',
  'Jones',
  'King',
  'Lopez',
  'Moore',
  'Nash',
  'Owens',
  'Perez',
  'Reed',
  'Scott',
  'Torres',
  'Usman',
  'Vega',
  'White',
  'Young',
  'Zhang',
];
const BATCH = 500;

/** Mostly active workers, some deactivated and some invited, as a real crew list looks. */
function statusOf(index: number): StaffingStatus {
  if (index % 20 === 7) return 'saas_disabled';
  if (index % 33 === 5) return 'pending';
  return 'active';
}

/**
 * Adds `count` workers to an organisation with batched inserts (benchmarks and load tests).
 * Workers are spread over the organisation's managers as primary managers. Bulk people have no
 * password: they exist to be listed, not to sign in.
 */
export async function seedBulkEmployees(db: Db, orgId: number, count: number): Promise<number> {
  const now = nowUnix();
  const tag = randomBytes(4).toString('hex');
  const managers = await db
    .selectFrom('employees')
    .select('id')
    .where('org_id', '=', orgId)
    .where('staffing_status', '=', 'active')
    .where((eb) =>
      eb.or([
        eb('role_id', '=', ROLE.manager),
        eb.between('role_id', MANAGER_VARIANT_MIN, MANAGER_VARIANT_MAX),
      ]),
    )
    .execute();
  let inserted = 0;
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += BATCH) {
      const size = Math.min(BATCH, count - start);
      const people = Array.from({ length: size }, (_, offset) => {
        const index = start + offset;
        const name = `${FIRST[index % FIRST.length]} ${LAST[Math.floor(index / FIRST.length) % LAST.length]} ${index + 1}`;
        return { index, name, email: `bulk-${tag}-${index + 1}@bulk.crewcard.test` };
      });
      const profiles = await trx
        .insertInto('profiles')
        .values(
          people.map((p) => ({
            email: p.email,
            display_name: p.name,
            mobile: null,
            mobile_digits: null,
            suburb: null,
            state: null,
            business_name: null,
            country_code: 'us',
            timezone: 'America/Los_Angeles',
            password_hash: null,
            is_inactive: 0 as const,
            created_at_unix: now,
            updated_at_unix: now,
          })),
        )
        .returning(['id', 'email'])
        .execute();
      const idByEmail = new Map(profiles.map((row) => [row.email, row.id]));
      await trx
        .insertInto('employees')
        .values(
          people.map((p) =>
            employeeValues({
              orgId,
              profileId: idByEmail.get(p.email)!,
              roleId: ROLE.worker,
              displayName: p.name,
              email: p.email,
              status: statusOf(p.index),
              title: 'Crew member',
              primaryManagerId: managers.length ? managers[p.index % managers.length]!.id : null,
              inviteExpiry: now + INVITE_TTL_SECONDS,
              now,
            }),
          ),
        )
        .execute();
      inserted += size;
    }
  });
  return inserted;
}

/**
 * `count` active workers added with seedBulkEmployees (which leaves about one in twelve inactive
 * or invited, so a few more are written), their ids in order.
 */
export async function seedBulkActiveMembers(
  db: Db,
  orgId: number,
  count: number,
): Promise<number[]> {
  const before = await db
    .selectFrom('employees')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  await seedBulkEmployees(db, orgId, Math.ceil(count * 1.12));
  const members = (
    await db
      .selectFrom('employees')
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', '>', Number(before?.id ?? 0))
      .where('staffing_status', '=', 'active')
      .where('is_saas_enabled', '=', 1)
      .orderBy('id')
      .limit(count)
      .execute()
  ).map((row) => row.id);
  if (members.length < count) throw new Error(`Only ${members.length} active members`);
  return members;
}
