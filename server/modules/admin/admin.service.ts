import { ROLE } from '../../../contract/access';
import { MESSAGES } from '../../../contract/errors';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { nowUnix } from '../../lib/time';
import { writeAudit } from '../../lib/audit';
import type { MembershipService } from '../membership/membership.service';
import type { OrgsService } from '../orgs/orgs.service';
import type { AuthContext, TokenService } from '../tokens/tokens.service';
import type { AdminRepository } from './admin.repository';

/** Calls for the provider's own staff (an active role 4 or 5 membership in org 0). */
export class AdminService {
  constructor(
    private readonly db: Db,
    private readonly repo: AdminRepository,
    private readonly orgs: OrgsService,
    private readonly memberships: MembershipService,
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
    const organization = await this.orgs.organization(orgId, nowUnix());
    if (!organization) throw new AppError(404, MESSAGES.orgNotFound);
    const admins = await this.repo.activeAdmins(orgId);
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
    const target = await this.repo.profile(input.profile_id);
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
