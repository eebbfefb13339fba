import { policy, type AccessTableFor } from './access-entries';
import type { overtimeRuleRoutes } from './overtime-rules.routes';

export const overtimeRuleAccess: AccessTableFor<typeof overtimeRuleRoutes> = {
  overtimeRules: policy('paySettings.view'),
  createOvertimeRule: policy('orgSettings.edit'),
  patchOvertimeRule: policy('orgSettings.edit'),
};
