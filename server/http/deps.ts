import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db, Dialect } from '../db/connection';
import type { Outbox } from '../mail/outbox';
import { AdminService } from '../modules/admin/admin.service';
import { AuthRepository } from '../modules/auth/auth.repository';
import { LoginService } from '../modules/auth/login.service';
import { PasswordResetService } from '../modules/auth/password-reset.service';
import { PasswordHasher } from '../modules/auth/passwords';
import { SignInLimits } from '../modules/auth/sign-in-limits';
import { SignupService } from '../modules/auth/signup.service';
import { EmployeesRepository } from '../modules/employees/employees.repository';
import { EmployeesService } from '../modules/employees/employees.service';
import { EmployeeAdminService } from '../modules/employees/employee-admin.service';
import { EmployeeDetailService } from '../modules/employees/employee-detail.service';
import { EmployeeInvitesService } from '../modules/employees/employee-invites.service';
import { EmployeeRecordsRepository } from '../modules/employees/employee-records.repository';
import { EmployeeUpdateService } from '../modules/employees/employee-update.service';
import { EmployeeWritesRepository } from '../modules/employees/employee-writes.repository';
import { InvitesRepository } from '../modules/invites/invites.repository';
import { InvitesService } from '../modules/invites/invites.service';
import { MembershipRepository } from '../modules/membership/membership.repository';
import { OrgsRepository } from '../modules/orgs/orgs.repository';
import { OrgsService } from '../modules/orgs/orgs.service';
import { PasswordChangeService } from '../modules/profile/password-change.service';
import { ProfileRepository } from '../modules/profile/profile.repository';
import { ProfileService } from '../modules/profile/profile.service';
import { AccessTokens } from '../modules/tokens/jwt';
import { SessionsRepository } from '../modules/tokens/sessions.repository';
import { TeamsRepository } from '../modules/teams/teams.repository';
import { TeamsService } from '../modules/teams/teams.service';
import { CompensationRepository } from '../modules/compensation/compensation.repository';
import { CompensationService } from '../modules/compensation/compensation.service';
import { OvertimeRulesRepository } from '../modules/overtime-rules/overtime-rules.repository';
import { OvertimeRulesService } from '../modules/overtime-rules/overtime-rules.service';
import { WcCodesRepository } from '../modules/wc-codes/wc-codes.repository';
import { WcCodesService } from '../modules/wc-codes/wc-codes.service';
import { RuleGroupsRepository } from '../modules/rule-groups/rule-groups.repository';
import { RuleGroupsService } from '../modules/rule-groups/rule-groups.service';
import { TokenService } from '../modules/tokens/tokens.service';
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

export function createServices(config: Config, db: Db, outbox: Outbox) {
  const passwords = new PasswordHasher(config.argon2);
  const authRepo = new AuthRepository(db);
  const memberships = new MembershipRepository(db);
  const orgsRepo = new OrgsRepository(db);
  const tokens = new TokenService(
    new SessionsRepository(db),
    new AccessTokens(config.appSecret, config.accessTokenTtlSeconds),
    config.refreshTokenTtlSeconds,
  );
  const limits = new SignInLimits(authRepo, config.rateLimits);
  const invites = new InvitesService(new InvitesRepository(db), passwords, tokens);
  const employeeRecords = new EmployeeRecordsRepository(db);
  const employeeWrites = new EmployeeWritesRepository();
  const employeeDetail = new EmployeeDetailService(employeeRecords);
  const employeeInvites = new EmployeeInvitesService(
    db,
    invites,
    employeeDetail,
    outbox,
    config.publicUrl,
  );
  const profile = new ProfileService(
    new ProfileRepository(db),
    orgsRepo,
    config.intercomIdentitySecret,
  );
  return {
    memberships,
    services: {
      passwords,
      tokens,
      invites,
      profile,
      login: new LoginService(authRepo, passwords, tokens, invites, outbox, limits, config),
      signup: new SignupService(db, authRepo, passwords, tokens, profile, outbox, config),
      passwordReset: new PasswordResetService(
        authRepo,
        passwords,
        tokens,
        outbox,
        config.publicUrl,
      ),
      passwordChange: new PasswordChangeService(authRepo, passwords, tokens, limits, outbox),
      orgs: new OrgsService(db, orgsRepo, memberships),
      employees: new EmployeesService(new EmployeesRepository(db)),
      employeeDetail,
      employeeInvites,
      employeeAdmin: new EmployeeAdminService(
        db,
        employeeRecords,
        employeeWrites,
        employeeDetail,
        employeeInvites,
      ),
      employeeUpdate: new EmployeeUpdateService(
        db,
        employeeRecords,
        employeeWrites,
        employeeDetail,
      ),
      admin: new AdminService(db, orgsRepo, memberships, tokens),
      teams: new TeamsService(db, new TeamsRepository(db)),
      compensation: new CompensationService(
        db,
        new CompensationRepository(db),
        employeeDetail,
        employeeRecords,
      ),
      overtimeRules: new OvertimeRulesService(db, new OvertimeRulesRepository(db)),
      wcCodes: new WcCodesService(db, new WcCodesRepository(db)),
      ruleGroups: new RuleGroupsService(new RuleGroupsRepository(db), employeeDetail),
    },
  };
}
