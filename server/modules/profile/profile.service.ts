import { createHmac } from 'node:crypto';
import { effectivePermissions, isManagerRole } from '../../../contract/access';
import type { Profile, ProfileEmployee } from '../../../contract/profile';
import { MESSAGES } from '../../../contract/errors';
import { AppError } from '../../http/app-error';
import { fromFlag } from '../../lib/flags';
import { nowUnix } from '../../lib/time';
import type { OrgsService } from '../orgs/orgs.service';
import type { ProfileRepository } from './profile.repository';

type CachedMe = { key: string; json: string; at: number };

/** Cached answers expire on their own after this long: trial states turn with the clock. */
const ME_CACHE_SECONDS = 60;
const ME_CACHE_LIMIT = 20_000;

/**
 * The current user (GET /me), each membership with its effective permissions (the role's with a
 * manager's per-person overrides, as the org guard computes them, so the app's actor is the
 * server's). Built in a fixed number of queries whatever the number of memberships, and
 * cached per person under a key of version numbers that database triggers raise on every change
 * (see migration 0002), so a repeat call costs one small query and never shows stale data.
 */
export class ProfileService {
  readonly #cache = new Map<number, CachedMe>();

  constructor(
    private readonly profiles: ProfileRepository,
    private readonly orgs: OrgsService,
    private readonly intercomSecret: string | null,
  ) {}

  /** GET /me as JSON text: from the cache when nothing it depends on has changed. */
  async meJson(profileId: number, knownFingerprint?: string | null): Promise<string> {
    const key = knownFingerprint ?? (await this.profiles.fingerprint(profileId));
    if (key === null) throw new AppError(401, MESSAGES.invalidToken);
    const now = nowUnix();
    const cached = this.#cache.get(profileId);
    if (cached && cached.key === key && now - cached.at < ME_CACHE_SECONDS) return cached.json;
    const json = JSON.stringify({ data: await this.load(profileId) });
    if (this.#cache.size >= ME_CACHE_LIMIT) this.#cache.clear();
    this.#cache.set(profileId, { key, json, at: now });
    return json;
  }

  async load(profileId: number): Promise<Profile> {
    const [profile, memberships] = await Promise.all([
      this.profiles.findProfile(profileId),
      this.profiles.memberships(profileId),
    ]);
    if (!profile) throw new AppError(401, MESSAGES.invalidToken);
    const now = nowUnix();
    // Only managers have variable permissions, so only their memberships need the overrides.
    const [organizations, overrides] = await Promise.all([
      this.orgs.organizationsOf(memberships, now),
      this.profiles.overrides(
        memberships.filter((m) => isManagerRole(m.role_id)).map((m) => m.employee_id),
      ),
    ]);
    const employees: ProfileEmployee[] = [];
    const inactive: ProfileEmployee[] = [];
    for (const [index, m] of memberships.entries()) {
      const record: ProfileEmployee = {
        org_id: m.id,
        employee_id: m.employee_id,
        role: { id: m.role_id },
        permissions: effectivePermissions(
          m.role_id,
          overrides.filter((o) => o.employee_id === m.employee_id),
        ),
        staffing_status: m.staffing_status as ProfileEmployee['staffing_status'],
        is_co_employed: fromFlag(m.is_co_employed),
        enable_time_card_editing: fromFlag(m.employee_enable_time_card_editing),
        is_time_tracking_enabled: fromFlag(m.is_time_tracking_enabled),
        country_code: m.country_code,
        organization: organizations[index]!,
      };
      (m.staffing_status === 'active' ? employees : inactive).push(record);
    }
    return {
      id: profile.id,
      display_name: profile.display_name,
      email: profile.email,
      mobile: profile.mobile,
      suburb: profile.suburb,
      state: profile.state,
      business_name: profile.business_name,
      country_code: profile.country_code,
      timezone: profile.timezone,
      employees,
      inactive_employees: inactive,
      intercom_user_hash: this.intercomSecret
        ? createHmac('sha256', this.intercomSecret).update(String(profile.id)).digest('hex')
        : null,
    };
  }
}
