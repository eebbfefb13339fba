import { PasswordHasher } from '../lib/passwords';
import { pinLookup, pinLookupKey } from '../modules/kiosk/kiosk-secrets';
import type { Db } from './connection';

/** The demo worker's kiosk PIN: printed with the demo accounts, like their password. */
export const DEMO_KIOSK_PIN = '2468';

/**
 * The kiosk of the demo organisation: its default time-clock rule group allows kiosks, and one
 * worker of the concrete crew (who follows the defaults and is not clocked in by the time-card
 * seed) has a PIN, so an administrator can open a kiosk and try it at once.
 */
export async function seedDemoKiosk(
  db: Db,
  input: {
    orgId: number;
    employeeId: number;
    adminProfileId: number;
    appSecret: string;
    argon2: { memoryCost: number; timeCost: number };
    now: number;
  },
): Promise<{ pin: string }> {
  await db
    .updateTable('rule_groups')
    .set({ allow_clock_in_and_clock_out_from_kiosks: 1, updated_at_unix: input.now })
    .where('org_id', '=', input.orgId)
    .where('is_organization_default', '=', 1)
    .execute();
  await db
    .insertInto('kiosk_pins')
    .values({
      employee_id: input.employeeId,
      org_id: input.orgId,
      pin_lookup: pinLookup(pinLookupKey(input.appSecret), input.orgId, DEMO_KIOSK_PIN),
      pin_hash: await new PasswordHasher(input.argon2).hash(DEMO_KIOSK_PIN),
      set_by_profile_id: input.adminProfileId,
      updated_at_unix: input.now,
    })
    .execute();
  return { pin: DEMO_KIOSK_PIN };
}
