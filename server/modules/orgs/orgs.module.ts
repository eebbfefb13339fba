import { defineModule } from '../../http/module';
import type { EmployeeAdminService } from '../employees/employee-admin.service';
import type { MembershipService } from '../membership/membership.service';
import type { RuleGroupsService } from '../rule-groups/rule-groups.service';
import { OrgProvisioningService } from './org-provisioning.service';
import { OrgsRepository } from './orgs.repository';
import { orgRoutes } from './orgs.routes';
import { OrgsService } from './orgs.service';

type Needs = {
  membership: MembershipService;
  ruleGroups: RuleGroupsService;
  employeeAdmin: EmployeeAdminService;
};

/** Organisations: listing, reading and changing them, and setting one up (also at sign-up). */
export const orgsModule = defineModule({
  name: 'orgs',
  build: ({ db }, { membership, ruleGroups, employeeAdmin }: Needs) => {
    const repo = new OrgsRepository(db);
    const orgProvisioning = new OrgProvisioningService(repo, employeeAdmin, ruleGroups);
    return {
      orgProvisioning,
      orgs: new OrgsService(db, repo, membership, ruleGroups, orgProvisioning),
    };
  },
  routes: orgRoutes,
});
