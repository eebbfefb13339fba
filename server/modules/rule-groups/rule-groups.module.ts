import { defineModule } from '../../http/module';
import type { VisibilityService } from '../visibility/visibility.service';
import { RuleGroupsRepository } from './rule-groups.repository';
import { ruleGroupRoutes } from './rule-groups.routes';
import { RuleGroupsService } from './rule-groups.service';

type Needs = { visibility: VisibilityService };

/** Time-clock and project-time rule groups, and which one applies to a team member. */
export const ruleGroupsModule = defineModule({
  name: 'rule-groups',
  build: ({ db }, { visibility }: Needs) => ({
    ruleGroups: new RuleGroupsService(new RuleGroupsRepository(db), visibility),
  }),
  routes: ruleGroupRoutes,
});
