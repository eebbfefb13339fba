import { defineModule } from '../../http/module';
import { OvertimeRulesRepository } from './overtime-rules.repository';
import { overtimeRuleRoutes } from './overtime-rules.routes';
import { OvertimeRulesService } from './overtime-rules.service';

/** An organisation's overtime rules. */
export const overtimeRulesModule = defineModule({
  name: 'overtime-rules',
  build: ({ db }) => ({
    overtimeRules: new OvertimeRulesService(db, new OvertimeRulesRepository(db)),
  }),
  routes: overtimeRuleRoutes,
});
