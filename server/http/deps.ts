import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db, Dialect } from '../db/connection';
import type { Outbox } from '../mail/outbox';
import { AdminRepository } from '../modules/admin/admin.repository';
import { AdminService } from '../modules/admin/admin.service';
import { AuthRepository } from '../modules/auth/auth.repository';
import { LoginService } from '../modules/auth/login.service';
import { PasswordChangeService } from '../modules/auth/password-change.service';
import { PasswordResetService } from '../modules/auth/password-reset.service';
import { PasswordHasher } from '../modules/auth/passwords';
import { SignInLimits } from '../modules/auth/sign-in-limits';
import { SignupService } from '../modules/auth/signup.service';
import { CompensationRepository } from '../modules/compensation/compensation.repository';
import { CompensationService } from '../modules/compensation/compensation.service';
import { canInvite } from '../modules/employees/employee-access';
import { EmployeeAdminService } from '../modules/employees/employee-admin.service';
import { EmployeeDetailService } from '../modules/employees/employee-detail.service';
import { EmployeeRecordsRepository } from '../modules/employees/employee-records.repository';
import { EmployeeUpdateService } from '../modules/employees/employee-update.service';
import { EmployeeWritesRepository } from '../modules/employees/employee-writes.repository';
import { EmployeesRepository } from '../modules/employees/employees.repository';
import { EmployeesService } from '../modules/employees/employees.service';
import { InviteSendingService } from '../modules/invites/invite-sending.service';
import { InvitesRepository } from '../modules/invites/invites.repository';
import { InvitesService } from '../modules/invites/invites.service';
import { MembershipRepository } from '../modules/membership/membership.repository';
import { MembershipService } from '../modules/membership/membership.service';
import { OrgProvisioningService } from '../modules/orgs/org-provisioning.service';
import { OrgsRepository } from '../modules/orgs/orgs.repository';
import { OrgsService } from '../modules/orgs/orgs.service';
import { OvertimeRulesRepository } from '../modules/overtime-rules/overtime-rules.repository';
import { OvertimeRulesService } from '../modules/overtime-rules/overtime-rules.service';
import { ProfileRepository } from '../modules/profile/profile.repository';
import { ProfileService } from '../modules/profile/profile.service';
import { RuleGroupsRepository } from '../modules/rule-groups/rule-groups.repository';
import { RuleGroupsService } from '../modules/rule-groups/rule-groups.service';
import { TeamsRepository } from '../modules/teams/teams.repository';
import { TeamsService } from '../modules/teams/teams.service';
import { AccessTokens } from '../modules/tokens/jwt';
import { SessionsRepository } from '../modules/tokens/sessions.repository';
import { TokenService } from '../modules/tokens/tokens.service';
import { VisibilityRepository } from '../modules/visibility/visibility.repository';
import { VisibilityService } from '../modules/visibility/visibility.service';
import { WcCodesRepository } from '../modules/wc-codes/wc-codes.repository';
import { WcCodesService } from '../modules/wc-codes/wc-codes.service';
import type { RouteOptions } from './route';

/** Everything the routes need, wired once per app instance (no module-level state). */
export type AppDeps = ReturnType<typeof createServices> & {
  config: Config;
  db: Db;
  dialect: Dialect;
  log: FastifyBaseLogger;
  outbox: Outbox;
  routeOptions: { standard: RouteOptions; signIn: RouteOptions };
};

/**
 * The one place modules meet: each service gets its own module's repositories and the services
 * of the modules it uses (a module never builds another's repository). Built in dependency
 * order, from the modules nothing depends on up to sign-up.
 */
export function createServices(config: Config, db: Db, outbox: Outbox) {
  const passwords = new PasswordHasher(config.argon2);
  const authRepo = new AuthRepository(db);
  const memberships = new MembershipRepository(db);
  const membership = new MembershipService(memberships);
  const orgsRepo = new OrgsRepository(db);
  const tokens = new TokenService(
    new SessionsRepository(db),
    new AccessTokens(config.appSecret, config.accessTokenTtlSeconds),
    config.refreshTokenTtlSeconds,
  );
  const limits = new SignInLimits(authRepo, config.rateLimits);
  const visibility = new VisibilityService(new VisibilityRepository(db));
  const invitesRepo = new InvitesRepository(db);
  const invites = new InvitesService(invitesRepo, passwords, tokens);
  const inviteSending = new InviteSendingService(
    invitesRepo,
    invites,
    visibility,
    canInvite,
    outbox,
    config.publicUrl,
  );
  const ruleGroups = new RuleGroupsService(new RuleGroupsRepository(db), visibility);
  const compensation = new CompensationService(db, new CompensationRepository(db), visibility);
  const employeeRecords = new EmployeeRecordsRepository(db);
  const employeeWrites = new EmployeeWritesRepository();
  const employeeDetail = new EmployeeDetailService(employeeRecords, visibility, compensation);
  const employeeAdmin = new EmployeeAdminService(
    db,
    employeeRecords,
    employeeWrites,
    employeeDetail,
    visibility,
    inviteSending,
  );
  const provisioning = new OrgProvisioningService(orgsRepo, employeeAdmin, ruleGroups);
  const orgs = new OrgsService(db, orgsRepo, membership, ruleGroups, provisioning);
  const profile = new ProfileService(
    new ProfileRepository(db),
    orgs,
    config.intercomIdentitySecret,
  );
  return {
    memberships,
    services: {
      passwords,
      tokens,
      invites,
      inviteSending,
      profile,
      login: new LoginService(authRepo, passwords, tokens, invites, outbox, limits, config),
      signup: new SignupService(
        db,
        authRepo,
        passwords,
        tokens,
        profile,
        provisioning,
        outbox,
        config,
      ),
      passwordReset: new PasswordResetService(
        authRepo,
        passwords,
        tokens,
        outbox,
        config.publicUrl,
      ),
      passwordChange: new PasswordChangeService(authRepo, passwords, tokens, limits, outbox),
      orgs,
      employees: new EmployeesService(new EmployeesRepository(db)),
      employeeDetail,
      employeeAdmin,
      employeeUpdate: new EmployeeUpdateService(
        db,
        employeeRecords,
        employeeWrites,
        employeeDetail,
        visibility,
        ruleGroups,
      ),
      admin: new AdminService(db, new AdminRepository(db), orgs, membership, tokens),
      teams: new TeamsService(db, new TeamsRepository(db)),
      compensation,
      overtimeRules: new OvertimeRulesService(db, new OvertimeRulesRepository(db)),
      wcCodes: new WcCodesService(db, new WcCodesRepository(db)),
      ruleGroups,
    },
  };
}
