import type { AuthTables } from '../modules/auth/auth.tables';
import type { CompensationTables } from '../modules/compensation/compensation.tables';
import type { EmployeesTables } from '../modules/employees/employees.tables';
import type { InvitesTables } from '../modules/invites/invites.tables';
import type { OrgsTables } from '../modules/orgs/orgs.tables';
import type { OvertimeRulesTables } from '../modules/overtime-rules/overtime-rules.tables';
import type { RuleGroupsTables } from '../modules/rule-groups/rule-groups.tables';
import type { TeamsTables } from '../modules/teams/teams.tables';
import type { TokensTables } from '../modules/tokens/tokens.tables';
import type { WcCodesTables } from '../modules/wc-codes/wc-codes.tables';
import type { ProjectsTables } from '../modules/projects/projects.tables';
import type { CostCodesTables } from '../modules/cost-codes/cost-codes.tables';
import type { CompanyLocationsTables } from '../modules/company-locations/company-locations.tables';
import type { PaySchedulesTables } from '../modules/pay-schedules/pay-schedules.tables';
import type { TimeCardsTables } from '../modules/time-cards/time-cards.tables';
import type { KioskTables } from '../modules/kiosk/kiosk.tables';
import type { FileAttachmentsTables } from '../modules/file-attachments/file-attachments.tables';
import type { PayrollTables } from '../modules/payroll/payroll.tables';
import type { TimeOffTables } from '../modules/time-off/time-off.tables';
import type { TasksTables } from '../modules/tasks/tasks.tables';
import type { PlatformTables } from './platform.tables';

/** Read by the API tests from the outbox; the table is server/db/platform.tables.ts. */
export type { OutboxRow } from './platform.tables';

/**
 * The tables as Kysely sees them: each module declares its own (server/modules/<m>/<m>.tables.ts,
 * the tables it writes; others may read them), and a new module adds its list here. An interface,
 * so two lists that give one table different types are a compile error. Conventions on both
 * SQLite and PostgreSQL:
 * - ids are integers (autoincrement / serial); session and OTP request ids are random text;
 * - booleans are stored as integers 0/1 (`Flag`, db/column-types.ts), converted in the repositories;
 * - times are unix seconds in `*_unix` columns; JSON is text.
 * The migrations (db/migrations) create them.
 */
export interface Database
  extends
    AuthTables,
    TokensTables,
    OrgsTables,
    EmployeesTables,
    TeamsTables,
    InvitesTables,
    CompensationTables,
    OvertimeRulesTables,
    WcCodesTables,
    ProjectsTables,
    CostCodesTables,
    CompanyLocationsTables,
    PaySchedulesTables,
    TimeCardsTables,
    KioskTables,
    FileAttachmentsTables,
    PayrollTables,
    TimeOffTables,
    TasksTables,
    RuleGroupsTables,
    PlatformTables {}
