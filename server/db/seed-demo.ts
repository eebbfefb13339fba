import { ROLE, DEFAULT_MANAGER_VARIANT } from '../../contract/access';
import { PasswordHasher } from '../lib/passwords';
import { newOrganisationValues } from '../modules/orgs/org-values';
import { insertDefaultRuleGroups } from '../modules/rule-groups/rule-groups.repository';
import { randomPassword } from '../lib/secrets';
import { nowUnix } from '../lib/time';
import type { FileStorage } from '../modules/file-attachments/storage/file-storage';
import type { Db } from './connection';
import { addToGroup, insertMembership, insertPerson } from './people';
import { seedDemoPay } from './seed-demo-pay';
import { seedDemoProjects } from './seed-demo-projects';
import { seedDemoReference } from './seed-demo-reference';
import { seedDemoRules } from './seed-demo-rules';
import { seedDemoTimeCards } from './seed-demo-time-cards';
import { seedDemoKiosk } from './seed-demo-kiosk';
import { seedDemoPhotos } from './seed-demo-photos';
import { seedDemoTimeOff } from './seed-demo-time-off';
import { seedDemoTasks } from './seed-demo-tasks';
import { INVITE_TTL_SECONDS } from '../modules/invites/invites.service';

/** How long ago the demo crew started work. */
const DEMO_TENURE_SECONDS = 400 * 86_400;

export const DEMO_DOMAIN = 'demo.crewcard.test';

export type DemoAccount = { email: string; name: string; role: string };
export type DemoSeed = {
  orgId: number;
  orgName: string;
  password: string;
  accounts: DemoAccount[];
  /** The demo worker with a kiosk PIN (seed-demo-kiosk.ts), when the secret was given. */
  kiosk?: { name: string; pin: string };
};

/** True when nobody has signed up yet: the only time demo data may be added. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('profiles').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

const WORKERS: Array<[string, string]> = [
  ['Chris Walker', 'Carpenter'],
  ['Dana Brooks', 'Carpenter'],
  ['Eli Turner', 'Framer'],
  ['Fiona Hayes', 'Framer'],
  ['Gabe Foster', 'Apprentice'],
  ['Hana Kim', 'Concrete finisher'],
  ['Ivan Petrov', 'Concrete finisher'],
  ['Jess Nguyen', 'Laborer'],
  ['Kyle Bennett', 'Laborer'],
  ['Lena Ortiz', 'Equipment operator'],
];

/**
 * Demo data for a first start: one organisation (US, Pacific time, Pro trial) with an
 * administrator, two managers each leading a team of five workers, one deactivated worker and
 * one open invitation, plus a provider admin in org 0. Every account shares one password,
 * drawn at random unless DEMO_PASSWORD is given.
 */
export async function seedDemo(
  db: Db,
  options: {
    password?: string | null;
    argon2: { memoryCost: number; timeCost: number };
    /** APP_SECRET, which keys the kiosk PIN lookups; without it no demo PIN is set. */
    appSecret?: string;
    /** The server's file storage: without it the cards get no clock-in photos. */
    storage?: FileStorage;
  },
): Promise<DemoSeed> {
  const password = options.password ?? randomPassword();
  const passwordHash = await new PasswordHasher(options.argon2).hash(password);
  const now = nowUnix();
  const orgName = 'Sunrise Builders';
  const accounts: DemoAccount[] = [];
  let kiosk: DemoSeed['kiosk'];

  const orgId = await db.transaction().execute(async (trx) => {
    const org = await trx
      .insertInto('organisations')
      .values({
        ...newOrganisationValues({
          name: orgName,
          countryCode: 'us',
          companySize: '11-20',
          timezone: 'America/Los_Angeles',
          now,
        }),
        state: 'CA',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertDefaultRuleGroups(trx, org.id, now);
    const person = async (
      local: string,
      name: string,
      roleId: number,
      role: string,
      extra: {
        title?: string;
        primaryManagerId?: number | null;
        status?: 'active' | 'saas_disabled' | 'pending';
        orgId?: number;
      } = {},
    ) => {
      const email = `${local}@${DEMO_DOMAIN}`;
      const isPending = extra.status === 'pending';
      const profileId = await insertPerson(trx, {
        email,
        displayName: name,
        passwordHash: isPending ? null : passwordHash,
        now,
        businessName: roleId === ROLE.admin ? orgName : null,
      });
      const employeeId = await insertMembership(trx, {
        orgId: extra.orgId ?? org.id,
        profileId,
        roleId,
        displayName: name,
        email,
        title: extra.title ?? null,
        primaryManagerId: extra.primaryManagerId ?? null,
        status: extra.status ?? 'active',
        inviteExpiry: isPending ? now + INVITE_TTL_SECONDS : null,
        // Hired a while ago: before their first pay record (seed-demo-pay.ts, 90 days back).
        startDtUnix: isPending ? undefined : now - DEMO_TENURE_SECONDS,
        now,
      });
      if (!isPending && extra.status !== 'saas_disabled') accounts.push({ email, name, role });
      return employeeId;
    };

    const adminId = await person('admin', 'Alex Morgan', ROLE.admin, 'Administrator', {
      title: 'Owner',
    });
    const managers = [
      await person('manager1', 'Jordan Lee', DEFAULT_MANAGER_VARIANT, 'Manager (Framing crew)', {
        title: 'Site supervisor',
      }),
      await person('manager2', 'Sam Rivera', DEFAULT_MANAGER_VARIANT, 'Manager (Concrete crew)', {
        title: 'Foreman',
      }),
    ];
    const teams: number[][] = [[], []];
    for (const [index, [name, title]] of WORKERS.entries()) {
      const team = index < WORKERS.length / 2 ? 0 : 1;
      const local = `worker${index + 1}`;
      teams[team]!.push(
        await person(local, name, ROLE.worker, 'Worker', {
          title,
          primaryManagerId: managers[team]!,
        }),
      );
    }
    await person('former', 'Morgan Price', ROLE.worker, 'Worker', {
      title: 'Laborer',
      primaryManagerId: managers[1]!,
      status: 'saas_disabled',
    });
    await person('invited', 'Nico Alvarez', ROLE.worker, 'Worker', {
      title: 'Apprentice',
      primaryManagerId: managers[0]!,
      status: 'pending',
    });
    await addToGroup(trx, org.id, 'Framing crew', teams[0]!, [managers[0]!], now);
    await addToGroup(trx, org.id, 'Concrete crew', teams[1]!, [managers[1]!], now);
    await seedDemoPay(trx, {
      orgId: org.id,
      timezone: 'America/Los_Angeles',
      adminId,
      managerIds: managers,
      crews: teams,
      now,
    });
    await seedDemoProjects(trx, { orgId: org.id, managerIds: managers, now });
    await seedDemoReference(trx, { orgId: org.id, now });
    await seedDemoRules(trx, {
      orgId: org.id,
      mealBreakWorkerIds: teams[1]!.slice(0, 2),
      projectCrewIds: teams[0]!,
      now,
    });
    // Time off first: nobody works a day they were approved off.
    await seedDemoTimeOff(trx, {
      orgId: org.id,
      timezone: 'America/Los_Angeles',
      managerIds: managers,
      crews: teams,
      now,
    });
    await seedDemoTimeCards(trx, {
      orgId: org.id,
      timezone: 'America/Los_Angeles',
      crews: teams,
      managerIds: managers,
      adminId,
      now,
    });
    if (options.storage)
      // The first two of each crew took a photo at each clock-in of the last week.
      await seedDemoPhotos(trx, {
        orgId: org.id,
        members: teams.flatMap((crew) => crew.slice(0, 2)),
        storage: options.storage,
        now,
      });
    await seedDemoTasks(trx, {
      orgId: org.id,
      timezone: 'America/Los_Angeles',
      adminId,
      managerIds: managers,
      crews: teams,
      storage: options.storage,
      now,
    });
    if (options.appSecret) {
      const worker = teams[1]![2]!;
      const admin = await trx
        .selectFrom('employees')
        .select('profile_id')
        .where('id', '=', adminId)
        .executeTakeFirstOrThrow();
      const { pin } = await seedDemoKiosk(trx, {
        orgId: org.id,
        employeeId: worker,
        adminProfileId: admin.profile_id,
        appSecret: options.appSecret,
        argon2: options.argon2,
        now,
      });
      kiosk = { name: WORKERS[WORKERS.length / 2 + 2]![0], pin };
    }
    await person('staff', 'Pat Quinn', ROLE.providerAdmin, 'Provider admin (all organisations)', {
      orgId: 0,
      title: 'Support',
    });
    return org.id;
  });
  return { orgId, orgName, password, accounts, ...(kiosk ? { kiosk } : {}) };
}

/** The block printed on first start so the person at the terminal can sign in. */
export function formatDemoBlock(
  seed: DemoSeed,
  url: string,
  options: { passwordIsRandom: boolean },
): string {
  const width = Math.max(...seed.accounts.map((a) => a.email.length));
  const lines = [
    '',
    '──────────────────────────────────────────────────────────────────────',
    ` Demo data created: "${seed.orgName}"`,
    ` Sign in at ${url}/login with any of these e-mails and the password:`,
    '',
    `   password:  ${seed.password}`,
    '',
    ...(seed.kiosk
      ? [
          ` Kiosk PIN of ${seed.kiosk.name}: ${seed.kiosk.pin} (open a kiosk in Settings › Time settings).`,
          '',
        ]
      : []),
    ...seed.accounts.map((a) => `   ${a.email.padEnd(width)}  ${a.role}`),
    '',
    ...(options.passwordIsRandom
      ? [
          ' The password is random and shown only now. Keep it, or remove the data',
          ' folder to start over with a new one.',
        ]
      : [' The password is the one set in DEMO_PASSWORD.']),
    '──────────────────────────────────────────────────────────────────────',
    '',
  ];
  return lines.join('\n');
}
