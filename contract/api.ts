/**
 * Every call of the API, by name: the route of contract/api-routes.ts (method, path relative to
 * /v1, auth) with the schemas of its parts. Every route has exactly one entry here.
 *
 * Each resource (one per server module, server/modules/<resource>/) declares its calls in its own
 * files: contract/<resource>.ts (schemas), <resource>.routes.ts (method, path and auth, no zod:
 * the sign-in pages load it), <resource>.api.ts (those routes with their schemas) and
 * <resource>.access.ts (who may call each). A new resource adds contract/R.ts, R.routes.ts,
 * R.api.ts, R.access.ts and one line in each of api-routes.ts, api.ts and route-access.ts; a
 * name two resources share, or a route missing from one of the three tables, fails to compile.
 */
import { adminApi } from './admin.api';
import type { RouteName } from './api-routes';
import { authApi } from './auth.api';
import { compensationApi } from './compensation.api';
import { employeeApi } from './employees.api';
import { inviteApi } from './invites.api';
import { orgApi } from './orgs.api';
import { overtimeRuleApi } from './overtime-rules.api';
import { profileApi } from './profile.api';
import { referenceApi } from './reference.api';
import { joinTables } from './route-tables';
import { ruleGroupApi } from './rule-groups.api';
import { projectApi } from './projects.api';
import { teamApi } from './teams.api';
import { wcCodeApi } from './wc-codes.api';
import { costCodeApi } from './cost-codes.api';
import { companyLocationApi } from './company-locations.api';
import { payScheduleApi } from './pay-schedules.api';
import { timeCardApi } from './time-cards.api';
import { kioskApi } from './kiosk.api';
import { fileAttachmentApi } from './file-attachments.api';
import { payrollApi } from './payroll.api';
import { timeOffApi } from './time-off.api';
import { dashboardApi } from './dashboard.api';
import { taskApi } from './tasks.api';

export const api = joinTables(
  referenceApi,
  authApi,
  inviteApi,
  profileApi,
  orgApi,
  adminApi,
  employeeApi,
  teamApi,
  compensationApi,
  overtimeRuleApi,
  wcCodeApi,
  costCodeApi,
  companyLocationApi,
  payScheduleApi,
  ruleGroupApi,
  projectApi,
  timeCardApi,
  kioskApi,
  fileAttachmentApi,
  payrollApi,
  timeOffApi,
  dashboardApi,
  taskApi,
);

export type Api = typeof api;
export type ApiName = keyof Api;

// One definition of every call: a route without an entry here, or an entry without a route,
// fails to compile. (A `satisfies` on the table would retype the entries' schemas.)
const _sameCalls: [ApiName, RouteName] extends [RouteName, ApiName] ? true : never = true;
