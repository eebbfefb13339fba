import { authRoutes } from './features/auth/auth.routes';
import { customerRoutes } from './features/customers/customers.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { employeeRoutes } from './features/employees/employees.routes';
import { errorRoutes } from './features/errors/errors.routes';
import { getAppRoutes } from './features/get-app/get-app.routes';
import { orgRoutes } from './features/orgs/orgs.routes';
import { paySettingsRoutes } from './features/pay-settings/pay-settings.routes';
import { personalRoutes } from './features/personal/personal.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { teamRoutes } from './features/teams/teams.routes';
import { wcCodeRoutes } from './features/wc-codes/wc-codes.routes';
import { costCodeRoutes } from './features/cost-codes/cost-codes.routes';
import { projectRoutes } from './features/projects/projects.routes';
import { timeCardRoutes } from './features/time-cards/time-cards.routes';
import { kioskRoutes } from './features/kiosk/kiosk.routes';
import { timeOffRoutes } from './features/time-off/time-off.routes';
import { reportRoutes } from './features/reports/reports.routes';
import { taskRoutes } from './features/tasks/tasks.routes';
import { legacyRoutes, mobileLinkRoutes } from './navigation/link-routes';
import {
  plannedBillingOnboardingRoutes,
  plannedIntegrationRoutes,
  plannedOtherRoutes,
  plannedReportRoutes,
  plannedTimeCardRoutes,
} from './navigation/planned-routes';
import type { RouteEntry } from './navigation/route-model';

/**
 * THE route table: every path of core.md section 2, gathered from the features that own them
 * (app/features/<feature>/<feature>.routes.ts). The order of this list means nothing: the router
 * ranks paths by specificity (a path is declared once, see route-table.test.ts) and the
 * navigation follows navigation/nav-order.ts. Paths of screens later issues build sit in
 * navigation/planned-routes.ts until then; paths that only forward in navigation/link-routes.ts.
 */
export const ROUTES: RouteEntry[] = [
  authRoutes,
  errorRoutes,
  getAppRoutes,
  mobileLinkRoutes,
  legacyRoutes,
  dashboardRoutes,
  employeeRoutes,
  teamRoutes,
  customerRoutes,
  paySettingsRoutes,
  settingsRoutes,
  wcCodeRoutes,
  costCodeRoutes,
  orgRoutes,
  personalRoutes,
  plannedTimeCardRoutes,
  timeCardRoutes,
  kioskRoutes,
  timeOffRoutes,
  projectRoutes,
  taskRoutes,
  reportRoutes,
  plannedReportRoutes,
  plannedIntegrationRoutes,
  plannedBillingOnboardingRoutes,
  plannedOtherRoutes,
].flat();

export { NOT_FOUND_ROUTE } from './features/errors/errors.routes';
