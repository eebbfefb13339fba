import { policy, type AccessTableFor } from './access-entries';
import type { compensationRoutes } from './compensation.routes';

// Pay is financial data (15); a manager reaches only their own workers (the service's row check).
export const compensationAccess: AccessTableFor<typeof compensationRoutes> = {
  compensations: policy('compensation.view'),
  createCompensation: policy('compensation.edit'),
  patchCompensation: policy('compensation.edit'),
  deleteCompensation: policy('compensation.edit'),
};
