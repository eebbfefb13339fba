import { policy, withFeature, type AccessTableFor } from './access-entries';
import type { costCodeRoutes } from './cost-codes.routes';

/** Cost codes belong to project tracking: an organisation without it is refused, whoever calls. */
export const costCodeAccess: AccessTableFor<typeof costCodeRoutes> = {
  costCodes: withFeature('project-tracking', policy('projects.view')),
  createCostCode: withFeature('project-tracking', policy('projects.create')),
  patchCostCode: withFeature('project-tracking', policy('projects.create')),
};
