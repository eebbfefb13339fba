import { ROLE } from '../../../contract/access';
import { MESSAGES } from '../../../contract/errors';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { nowUnix } from '../../lib/time';
import { writeAudit } from '../audit/audit';
import type { MembershipRepository } from '../membership/membership.repository';
import { toOrganization } from '../orgs/organization-view';
import type { OrgsRepository } from '../orgs/orgs.repository';
import type { AuthContext, TokenService } from '../tokens/tokens.service';

/** Calls for the provider's own staff (an active role 4 or 5 membership in org 0). */
export class AdminService {
  constructor(
    private readonly db: Db,
    private readonly orgs: OrgsRepository,
    private readonly memberships: MembershipRepository,
    private readonly tokens: TokenService,
  ) {}

  async #staffRole(auth: AuthContext): Promise<number> {
    const role = await this.memberships.providerRole(auth.profileId);
    if (role === undefined) throw new AppError(403, MESSAGES.providerStaffOnly);
    return role;
  }

  /** GET /admin/orgs/{id}: the organisation's active administrators, each with the organisation. */
  async org(auth: AuthContext, orgId: number) {
    await this.#staffRole(auth);
    const row = await this.orgs.findOrg(orgId);
    if (!row) throw new AppError(404, MESSAGES.orgNotFound);
    const organization = toOrganization(row, await this.orgs.orgPeople(orgId), nowUnix());
    const admins = await this.db
      .selectFrom('employees as e')
      .innerJoin('profiles as p', 'p.id', 'e.profile_id')
      .select(['e.id', 'e.display_name', 'p.email'])
      .where('e.org_id', '=', orgId)
      .where('e.role_id', '=', ROLE.admin)
      .where('e.staffing_status', '=', 'active')
      .orderBy('e.sort_key')
      .orderBy('e.id')
      .execute();
    return {
      data: {
        admins: admins.map((admin) => ({
          employee_id: admin.id,
          display_name: admin.display_name,
          email: admin.email,
          organization,
        })),
      },
    };
  }

  /**
   * POST /admin/impersonate: provider admins only, from their own (not an impersonated) session.
   * Staff accounts cannot be impersonated, so one admin never borrows another's rights.
   */
  async impersonate(auth: AuthContext, input: { profile_id: number; mode: 'read' | 'write' }) {
    if (auth.tokenType !== 'access') throw new AppError(403, MESSAGES.forbidden);
    if ((await this.#staffRole(auth)) !== ROLE.providerAdmin)
      throw new AppError(403, MESSAGES.forbidden);
    const target = await this.db
      .selectFrom('profiles')
      .select(['id', 'is_inactive'])
      .where('id', '=', input.profile_id)
      .executeTakeFirst();
    if (!target) throw new AppError(404, MESSAGES.notFound);
    if ((await this.memberships.providerRole(target.id)) !== undefined)
      throw new AppError(403, MESSAGES.forbidden);
    const grant = await this.tokens.impersonate(auth.profileId, target.id, input.mode);
    await writeAudit(this.db, {
      actorProfileId: auth.profileId,
      orgId: null,
      entity: 'profile',
      entityId: target.id,
      action: `impersonate-${input.mode}`,
    });
    return grant;
  }
}
