import { defineModule } from '../../http/module';
import type { VisibilityService } from '../visibility/visibility.service';
import { RuleGroupWritesService, type PlanSource } from './rule-group-writes.service';
import { RuleGroupsRepository } from './rule-groups.repository';
import { ruleGroupRoutes } from './rule-groups.routes';
import { RuleGroupsService } from './rule-groups.service';

type Needs = { visibility: VisibilityService; memberships: PlanSource };

/** Time-clock and project-time rule groups, and which one applies to a team member. */
export const ruleGroupsModule = defineModule({
  name: 'rule-groups',
  build: ({ db }, { visibility, memberships }: Needs) => {
    const repository = new RuleGroupsRepository(db);
    const ruleGroups = new RuleGroupsService(repository, visibility);
    return {
      ruleGroups,
      ruleGroupWrites: new RuleGroupWritesService(db, repository, ruleGroups, memberships),
    };
  },
  routes: ruleGroupRoutes,
});
