import { ROLES, PERMISSION } from '../../../contract/access';
import { MESSAGES } from '../../../contract/errors';
import type {
  OrgCreate,
  OrgListResponse,
  OrgPatch,
  OrgPatchResponse,
  Organization,
} from '../../../contract/orgs';
import type { CountryCode } from '../../../contract/reference';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { fromFlag } from '../../lib/flags';
import { nowUnix } from '../../lib/time';
import { writeAudit } from '../../lib/audit';
import type { MembershipService } from '../membership/membership.service';
import type { AuthContext } from '../tokens/tokens.service';
import type { RuleGroupsService } from '../rule-groups/rule-groups.service';
import type { OrgProvisioningService } from './org-provisioning.service';
import { NO_PEOPLE, toOrgDetail, toOrganization, type OrgRowWithPlan } from './organization-view';
import type { OrgsRepository } from './orgs.repository';
import { isValidTimezone, planOrgPatch } from './org-settings';
import type { CrewProductStatus } from '../../../contract/plans';
import { pageMeta } from '../../lib/page-meta';

/** Roles that carry the create-organisation permission (102). */
const CREATOR_ROLES = ROLES.filter((role) =>
  role.permissions.includes(PERMISSION.adminHrProfile),
).map((role) => role.id);

export class OrgsService {
  constructor(
    private readonly db: Db,
    private readonly orgs: OrgsRepository,
    private readonly memberships: MembershipService,
    private readonly ruleGroups: RuleGroupsService,
    private readonly provisioning: OrgProvisioningService,
  ) {}

  /** The organisation with its people and the summary of its default rule groups. */
  async #detail(orgId: number, now: number) {
    const row = await this.orgs.findOrg(orgId);
    if (!row) return null;
    const [people, rules] = await Promise.all([
      this.orgs.orgPeople(orgId),
      this.ruleGroups.orgSummary(orgId),
    ]);
    return { data: toOrgDetail(row, people, rules, now) };
  }

  /** An organisation as other answers embed it (GET /admin/orgs/{id}); null when there is none. */
  async organization(orgId: number, now: number): Promise<Organization | null> {
    const row = await this.orgs.findOrg(orgId);
    return row ? toOrganization(row, await this.orgs.orgPeople(orgId), now) : null;
  }

  /**
   * The organisations of rows read with their organisation and plan (a person's memberships for
   * GET /me), in the rows' order; the people of all of them in two queries.
   */
  async organizationsOf(rows: readonly OrgRowWithPlan[], now: number): Promise<Organization[]> {
    const people = await this.orgs.people([...new Set(rows.map((row) => row.id))]);
    return rows.map((row) => toOrganization(row, people.get(row.id) ?? NO_PEOPLE, now));
  }

  async get(ctx: OrgContext) {
    const detail = await this.#detail(ctx.orgId, nowUnix());
    if (!detail) throw new AppError(404, MESSAGES.orgNotFound);
    return detail;
  }

  /** The caller's organisations; provider staff see every organisation. */
  async list(
    auth: AuthContext,
    query: { page: number; limit: number; search?: string | undefined },
  ): Promise<OrgListResponse> {
    const isStaff = (await this.memberships.providerRole(auth.profileId)) !== undefined;
    const { total, rows } = await this.orgs.list({
      memberProfileId: isStaff ? null : auth.profileId,
      ...(query.search ? { search: query.search } : {}),
      page: query.page,
      limit: query.limit,
    });
    const seats = await this.orgs.seatCounts(rows.map((row) => row.id));
    return {
      data: rows.map((row) => ({
        id: row.id,
        name: row.name,
        country_code: row.country_code as CountryCode,
        crew_product_status: row.crew_product_status as CrewProductStatus,
        saas_enabled_employees_count: seats.get(row.id) ?? 0,
        created_at_unix: row.created_at_unix,
      })),
      meta: pageMeta(query, total, rows.length),
    };
  }

  /** POST /orgs: provider staff, or anyone holding permission 102 in an organisation. The creator becomes its administrator. */
  async create(auth: AuthContext, input: OrgCreate) {
    const isStaff = (await this.memberships.providerRole(auth.profileId)) !== undefined;
    if (!isStaff && !(await this.orgs.holdsActiveRole(auth.profileId, CREATOR_ROLES)))
      throw new AppError(403, MESSAGES.forbidden);
    if (input.timezone !== undefined && !isValidTimezone(input.timezone)) {
      throw new AppError(400, MESSAGES.validation, {
        field_hints: { timezone: [MESSAGES.invalidTimezone] },
      });
    }
    const now = nowUnix();
    const orgId = await this.db.transaction().execute(async (trx) => {
      const founder = await this.orgs.person(trx, auth.profileId);
      return this.provisioning.provision(trx, {
        founder: {
          profileId: auth.profileId,
          displayName: founder.display_name,
          email: founder.email,
        },
        org: {
          name: input.name,
          countryCode: input.country_code,
          companySize: input.company_size,
          timezone: input.timezone ?? null,
        },
        audit: { action: 'create', after: input },
        now,
      });
    });
    const detail = await this.#detail(orgId, now);
    if (!detail) throw new AppError(500, MESSAGES.sorry);
    return detail;
  }

  /**
   * PATCH /orgs/{org_id}: the guard checked the route's policy (orgSettings.edit, permission 8);
   * every change is audited.
   */
  async patch(ctx: OrgContext, patch: OrgPatch): Promise<OrgPatchResponse> {
    const current = await this.orgs.findOrg(ctx.orgId);
    if (!current) throw new AppError(404, MESSAGES.orgNotFound);
    const now = nowUnix();
    const { values, hints } = planOrgPatch(current, patch, now);
    if (Object.keys(hints).length)
      throw new AppError(400, MESSAGES.validation, { field_hints: hints });
    if (Object.keys(values).length) {
      await this.orgs.update(ctx.orgId, values);
      const before = Object.fromEntries(
        Object.keys(values).map((key) => [key, current[key as keyof typeof current]]),
      );
      await writeAudit(this.db, {
        actorProfileId: ctx.profileId,
        orgId: ctx.orgId,
        entity: 'organisation',
        entityId: ctx.orgId,
        action: 'update',
        before,
        after: values,
      });
    }
    const updated = { ...current, ...values };
    return {
      data: {
        id: ctx.orgId,
        is_split_tc_enabled: fromFlag(updated.is_split_tc_enabled),
        is_meal_break_enabled: fromFlag(updated.is_meal_break_enabled),
        time_round_minutes: updated.time_round_minutes ?? current.time_round_minutes,
      },
    };
  }
}
