import { z } from 'zod';
import { endpoint } from './endpoint';
import { zConfigResponse, zCountryCode } from './reference';
import { referenceRoutes } from './reference.routes';
import { zRolesResponse } from './roles';
import type { SameKeys } from './route-tables';

export const referenceApi = {
  config: endpoint({
    ...referenceRoutes.config,
    params: z.object({ country_code: zCountryCode }),
    response: zConfigResponse,
  }),
  roles: endpoint({ ...referenceRoutes.roles, response: zRolesResponse }),
} as const;

const _sameCalls: SameKeys<typeof referenceApi, typeof referenceRoutes> = true;
