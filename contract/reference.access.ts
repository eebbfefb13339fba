import { ANYONE, PUBLIC, type AccessTableFor } from './access-entries';
import type { referenceRoutes } from './reference.routes';

export const referenceAccess: AccessTableFor<typeof referenceRoutes> = {
  config: PUBLIC,
  roles: ANYONE,
};
