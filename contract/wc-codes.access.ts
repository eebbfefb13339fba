import { policy, type AccessTableFor } from './access-entries';
import type { wcCodeRoutes } from './wc-codes.routes';

export const wcCodeAccess: AccessTableFor<typeof wcCodeRoutes> = {
  wcCodes: policy('paySettings.view'),
  createWcCode: policy('orgSettings.edit'),
  patchWcCode: policy('orgSettings.edit'),
  wcCodeHistory: policy('orgSettings.edit'),
};
