import type { CountryCode } from '../../../contract/reference';
import type { Db } from '../../db/connection';
import { writeAudit } from '../../lib/audit';
import type { EmployeeAdminService } from '../employees/employee-admin.service';
import type { RuleGroupsService } from '../rule-groups/rule-groups.service';
import type { OrgsRepository } from './orgs.repository';
import { newOrganisationValues } from './org-values';

/** What a new organisation is made of, whoever asks for it. */
export type OrgProvisioning = {
  /** The person creating it, who becomes its first administrator. */
  founder: { profileId: number; displayName: string; email: string };
  org: {
    name: string;
    countryCode: CountryCode;
    companySize: string | null;
    /** The organisation's time zone; the country's default when absent. */
    timezone?: string | null;
  };
  /** The audit row's action (signup, create) and what it keeps of the request. */
  audit: { action: string; after: unknown };
  now: number;
};

/**
 * Creating an organisation, the one way sign-up and POST /orgs both take: the organisation
 * (activated, on a Pro trial), its default rule groups and its founder's administrator
 * membership, with an audit row. It writes in the caller's transaction (`db`), so sign-up
 * creates the person and their organisation together or not at all.
 */
export class OrgProvisioningService {
  constructor(
    private readonly orgs: OrgsRepository,
    private readonly employees: EmployeeAdminService,
    private readonly ruleGroups: RuleGroupsService,
  ) {}

  /** The new organisation's id. */
  async provision(db: Db, input: OrgProvisioning): Promise<number> {
    const { founder, now } = input;
    const orgId = await this.orgs.insert(db, newOrganisationValues({ ...input.org, now }));
    await this.ruleGroups.createDefaults(db, orgId, now);
    await this.employees.addFounder(db, { orgId, ...founder, now });
    await writeAudit(db, {
      actorProfileId: founder.profileId,
      orgId,
      entity: 'organisation',
      entityId: orgId,
      action: input.audit.action,
      after: input.audit.after,
    });
    return orgId;
  }
}
