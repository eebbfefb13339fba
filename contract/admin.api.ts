import { z } from 'zod';
import { adminRoutes } from './admin.routes';
import { zImpersonate, zImpersonateResponse } from './auth';
import { endpoint } from './endpoint';
import { zAdminOrgResponse } from './orgs';
import type { SameKeys } from './route-tables';

export const adminApi = {
  adminOrg: endpoint({
    ...adminRoutes.adminOrg,
    params: z.object({ id: z.coerce.number().int().min(0) }),
    response: zAdminOrgResponse,
  }),
  impersonate: endpoint({
    ...adminRoutes.impersonate,
    body: zImpersonate,
    response: zImpersonateResponse,
  }),
} as const;

const _sameCalls: SameKeys<typeof adminApi, typeof adminRoutes> = true;
