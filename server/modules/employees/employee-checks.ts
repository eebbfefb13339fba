import { EMPLOYEE_TEXT } from '../../../contract/employee-detail';
import { checkMobile, type MobileRegion } from '../../../contract/validation';
import type { Db } from '../../db/connection';
import { fieldError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { isCrewManager } from './employee-access';
import type { EmployeeRecordsRepository } from './employee-records.repository';
import { managedTeamIds, openTeamIds } from '../teams/teams.service';

/**
 * Checks the people and teams a write names: managers must be active managers or administrators
 * of the org (and not the person themselves), teams must be open teams of the org. Ids from
 * elsewhere are refused with a field hint, never silently dropped.
 */
export async function checkMembers(
  records: EmployeeRecordsRepository,
  db: Db,
  orgId: number,
  input: {
    selfId?: number;
    primaryManagerId?: number | null | undefined;
    secondaryManagerIds?: number[] | undefined;
    groupIds?: number[] | undefined;
  },
): Promise<void> {
  const { selfId, primaryManagerId, secondaryManagerIds = [], groupIds = [] } = input;
  if (selfId !== undefined) {
    if (primaryManagerId === selfId)
      throw fieldError('primary_manager_id', EMPLOYEE_TEXT.managerIsSelf);
    if (secondaryManagerIds.includes(selfId))
      throw fieldError('secondary_manager_ids', EMPLOYEE_TEXT.managerIsSelf);
  }
  const managerIds = [...(primaryManagerId ? [primaryManagerId] : []), ...secondaryManagerIds];
  const approvers = await records.activeApprovers(db, orgId, managerIds);
  if (primaryManagerId && !approvers.has(primaryManagerId))
    throw fieldError('primary_manager_id', EMPLOYEE_TEXT.managerInvalid);
  if (secondaryManagerIds.some((id) => !approvers.has(id)))
    throw fieldError('secondary_manager_ids', EMPLOYEE_TEXT.managerInvalid);
  const groups = await openTeamIds(db, orgId, groupIds);
  if (groupIds.some((id) => !groups.has(id)))
    throw fieldError('employee_group_ids', EMPLOYEE_TEXT.teamInvalid);
}

/**
 * A manager (not an administrator) puts people into, and takes them out of, only the teams they
 * manage: every team whose members a write changes must be one of theirs.
 */
export async function checkTeamsManaged(
  db: Db,
  ctx: OrgContext,
  changedGroupIds: readonly number[],
): Promise<void> {
  if (!isCrewManager(ctx) || changedGroupIds.length === 0) return;
  const managed =
    ctx.employeeId === null
      ? new Set<number>()
      : await managedTeamIds(db, ctx.orgId, ctx.employeeId, changedGroupIds);
  if (changedGroupIds.some((id) => !managed.has(id)))
    throw fieldError('employee_group_ids', EMPLOYEE_TEXT.teamNotManaged);
}

/** The organisation's region for reading mobile numbers (us unless the org is Australian). */
export async function orgRegion(
  records: EmployeeRecordsRepository,
  orgId: number,
): Promise<MobileRegion> {
  return (await records.orgCountry(records.db, orgId)) === 'au' ? 'au' : 'us';
}

/** The mobile as stored (E.164 for US, as typed for AU), or the field error. */
export function storedMobile(text: string, region: MobileRegion): string {
  const result = checkMobile(text, region);
  if (!result.ok) throw fieldError('mobile', result.message);
  return result.value;
}
