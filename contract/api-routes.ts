import { adminRoutes } from './admin.routes';
import { authRoutes } from './auth.routes';
import { compensationRoutes } from './compensation.routes';
import { employeeRoutes } from './employees.routes';
import { inviteRoutes } from './invites.routes';
import { orgRoutes } from './orgs.routes';
import { overtimeRuleRoutes } from './overtime-rules.routes';
import { profileRoutes } from './profile.routes';
import { referenceRoutes } from './reference.routes';
import { ruleGroupRoutes } from './rule-groups.routes';
import { projectRoutes } from './projects.routes';
import { teamRoutes } from './teams.routes';
import { wcCodeRoutes } from './wc-codes.routes';
import { costCodeRoutes } from './cost-codes.routes';
import { companyLocationRoutes } from './company-locations.routes';
import { payScheduleRoutes } from './pay-schedules.routes';
import { timeCardRoutes } from './time-cards.routes';
import { kioskRoutes } from './kiosk.routes';
import { fileAttachmentRoutes } from './file-attachments.routes';
import { payrollRoutes } from './payroll.routes';
import { timeOffRoutes } from './time-off.routes';
import { dashboardRoutes } from './dashboard.routes';
import { taskRoutes } from './tasks.routes';

export type { Route } from './endpoint';

/**
 * Method, path (relative to /v1) and auth kind of every call, by name: the tables of
 * contract/<resource>.routes.ts, one per server module. contract/api.ts adds the schemas to each
 * entry; the fetch client reads only this table at runtime, so the sign-in pages can reach the
 * API without downloading zod (no file spread here may import zod).
 *
 * Plain spreads rather than joinTables (contract/route-tables.ts), as the sign-in pages download
 * this line too: a name two resources share still fails to compile, in contract/api.ts and
 * contract/route-access.ts, which join the same resources with joinTables.
 */
export const routes = {
  ...referenceRoutes,
  ...authRoutes,
  ...inviteRoutes,
  ...profileRoutes,
  ...orgRoutes,
  ...adminRoutes,
  ...employeeRoutes,
  ...teamRoutes,
  ...compensationRoutes,
  ...overtimeRuleRoutes,
  ...wcCodeRoutes,
  ...costCodeRoutes,
  ...companyLocationRoutes,
  ...payScheduleRoutes,
  ...ruleGroupRoutes,
  ...projectRoutes,
  ...timeCardRoutes,
  ...kioskRoutes,
  ...fileAttachmentRoutes,
  ...payrollRoutes,
  ...timeOffRoutes,
  ...dashboardRoutes,
  ...taskRoutes,
} as const;

export type RouteName = keyof typeof routes;
