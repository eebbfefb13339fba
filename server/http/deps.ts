import type { Config } from '../config';
import type { Db } from '../db/connection';
import type { Outbox } from '../mail/outbox';
import { adminModule } from '../modules/admin/admin.module';
import { authModule } from '../modules/auth/auth.module';
import { compensationModule } from '../modules/compensation/compensation.module';
import { employeesModule } from '../modules/employees/employees.module';
import { invitesModule } from '../modules/invites/invites.module';
import { membershipModule } from '../modules/membership/membership.module';
import { orgsModule } from '../modules/orgs/orgs.module';
import { overtimeRulesModule } from '../modules/overtime-rules/overtime-rules.module';
import { profileModule } from '../modules/profile/profile.module';
import { referenceModule } from '../modules/reference/reference.module';
import { ruleGroupsModule } from '../modules/rule-groups/rule-groups.module';
import { teamsModule } from '../modules/teams/teams.module';
import { tokensModule } from '../modules/tokens/tokens.module';
import { visibilityModule } from '../modules/visibility/visibility.module';
import { wcCodesModule } from '../modules/wc-codes/wc-codes.module';
import { projectsModule } from '../modules/projects/projects.module';
import { costCodesModule } from '../modules/cost-codes/cost-codes.module';
import { companyLocationsModule } from '../modules/company-locations/company-locations.module';
import { paySchedulesModule } from '../modules/pay-schedules/pay-schedules.module';
import { timeCardsModule } from '../modules/time-cards/time-cards.module';
import { kioskModule } from '../modules/kiosk/kiosk.module';
import { fileAttachmentsModule } from '../modules/file-attachments/file-attachments.module';
import { timeOffModule } from '../modules/time-off/time-off.module';
import { payrollModule } from '../modules/payroll/payroll.module';
import { dashboardModule } from '../modules/dashboard/dashboard.module';
import { tasksModule } from '../modules/tasks/tasks.module';
import { buildServices, moduleList, type ModuleDeps, type ServicesOf } from './module';

/**
 * The one place modules meet: the server modules in build order. Each builds its own
 * repositories and services (server/modules/<m>/<m>.module.ts) from the services of modules
 * before it, so a module is listed after every module it needs; the compiler refuses a module
 * listed too early, or one that provides a service name an earlier module took (http/module.ts).
 * Routes are registered in the same order (http/app.ts). A new module adds its folder and one
 * line here (and its tables to db/schema.ts).
 */
export const SERVER_MODULES = moduleList([
  tokensModule,
  membershipModule,
  fileAttachmentsModule,
  visibilityModule,
  invitesModule,
  ruleGroupsModule,
  compensationModule,
  employeesModule,
  orgsModule,
  profileModule,
  authModule,
  referenceModule,
  adminModule,
  teamsModule,
  overtimeRulesModule,
  wcCodesModule,
  projectsModule,
  costCodesModule,
  companyLocationsModule,
  paySchedulesModule,
  timeCardsModule,
  kioskModule,
  timeOffModule,
  payrollModule,
  dashboardModule,
  tasksModule,
]);

/** Every module's services, by name. */
export type Services = ServicesOf<typeof SERVER_MODULES>;

/** Everything the routes need, wired once per app instance (no module-level state). */
export type AppDeps = ModuleDeps<Services> & { memberships: Services['memberships'] };

/**
 * Every module's services, built in list order; `memberships` (the org guard's lookups) also on
 * its own, for server/http/guards.ts.
 */
export function createServices(config: Config, db: Db, outbox: Outbox) {
  const services = buildServices(SERVER_MODULES, { config, db, outbox });
  return { memberships: services.memberships, services };
}
