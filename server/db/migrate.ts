import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './connection';
import { foundation } from './migrations/0001-foundation';
import { changeTracking } from './migrations/0002-change-tracking';
import { teams } from './migrations/0003-teams';
import { compensation } from './migrations/0004-compensation';
import { ruleGroups } from './migrations/0005-rule-groups';
import { employeeSearch } from './migrations/0006-employee-search';
import { inviteIdentity } from './migrations/0007-invite-identity';
import { projects } from './migrations/0008-projects';
import { costCodesLocationsPay } from './migrations/0009-cost-codes-locations-pay';
import { settings } from './migrations/0010-settings';
import { timeCards } from './migrations/0011-time-cards';
import { projectListVersion } from './migrations/0012-project-list-version';
import { timeCardRules } from './migrations/0013-time-card-rules';
import { kiosk } from './migrations/0014-kiosk';
import { timeCardVersion } from './migrations/0015-time-card-version';
import { fileAttachments } from './migrations/0016-file-attachments';
import { payrollRuns } from './migrations/0017-payroll-runs';
import { timeOff } from './migrations/0018-time-off';
import { dashboard } from './migrations/0019-dashboard';
import { tasks } from './migrations/0020-tasks';
import { memberCardVersions } from './migrations/0021-member-card-versions';
import { taskRowVersions } from './migrations/0022-task-row-versions';

/** The one migration set, in order; names sort the same way they run. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-change-tracking': changeTracking,
  '0003-teams': teams,
  '0004-compensation': compensation,
  '0005-rule-groups': ruleGroups,
  '0006-employee-search': employeeSearch,
  '0007-invite-identity': inviteIdentity,
  '0008-projects': projects,
  '0009-cost-codes-locations-pay': costCodesLocationsPay,
  '0010-settings': settings,
  '0011-time-cards': timeCards,
  '0012-project-list-version': projectListVersion,
  '0013-time-card-rules': timeCardRules,
  '0014-kiosk': kiosk,
  '0015-time-card-version': timeCardVersion,
  '0016-file-attachments': fileAttachments,
  '0017-payroll-runs': payrollRuns,
  '0018-time-off': timeOff,
  '0019-dashboard': dashboard,
  '0020-tasks': tasks,
  '0021-member-card-versions': memberCardVersions,
  '0022-task-row-versions': taskRowVersions,
};

class InCodeMigrations implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

/** Brings the schema to the latest version; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new InCodeMigrations() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause.message}`, { cause });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
