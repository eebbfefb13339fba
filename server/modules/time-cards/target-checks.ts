import { MESSAGES } from '../../../contract/errors';
import { TIME_CARD_TEXT } from '../../../contract/time-card-text';
import type { Db } from '../../db/connection';
import { AppError, fieldError } from '../../http/app-error';
import type { AllocationTarget } from './allocations';
import type { MemberRules } from './member-rules';
import type { ReferencesRepository } from './references.repository';

/** Names of the project, work site and cost code checked, by id (as ReferencesRepository.names). */
export type TargetNames = {
  projects: Map<number, string>;
  sites: Map<number, string>;
  codes: Map<number, string>;
};

/** The body fields an allocation's parts came from, for field hints. */
export type TargetFields = { project: string; workSite: string; jobCode: string };

export const CLOCK_FIELDS: TargetFields = {
  project: 'org_project_id',
  workSite: 'work_site_id',
  jobCode: 'job_code_id',
};

/**
 * Checks what time is about to be allocated to: projects are in the plan; the project is the
 * organisation's and in use (one the auto-archive job archived counts when the organisation
 * restores such projects: recording time brings it back); the work site belongs to the project;
 * the cost code is the organisation's, in use, and allowed on the project; and what the member's
 * project-time rules require is there. Answers the names of what it checked (an answer shows
 * them).
 */
export async function checkTarget(
  references: ReferencesRepository,
  db: Db,
  orgId: number,
  rules: MemberRules,
  target: AllocationTarget,
  fields: TargetFields,
  require: { project: boolean; jobCode: boolean },
): Promise<TargetNames> {
  const { projectId, workSiteId, jobCodeId } = target;
  const names: TargetNames = { projects: new Map(), sites: new Map(), codes: new Map() };
  if ((projectId ?? workSiteId ?? jobCodeId) !== null && !rules.projectsAllowed)
    throw new AppError(403, MESSAGES.featureNotInPlan);
  if (projectId !== null) {
    const project = await references.project(db, orgId, projectId);
    const usable =
      project !== undefined &&
      (project.archived_at_unix === null ||
        (project.auto_archived === 1 && project.is_auto_restore_projects === 1));
    if (!usable) throw fieldError(fields.project, TIME_CARD_TEXT.unknownProject);
    names.projects.set(project.id, project.name);
  }
  if (workSiteId !== null) {
    const site = await references.workSite(db, orgId, workSiteId);
    if (!site || site.archived_at_unix !== null)
      throw fieldError(fields.workSite, TIME_CARD_TEXT.unknownWorkSite);
    if (projectId === null) throw fieldError(fields.project, TIME_CARD_TEXT.workSiteNeedsProject);
    if (site.project_id !== projectId)
      throw fieldError(fields.workSite, TIME_CARD_TEXT.unknownWorkSite);
    names.sites.set(site.id, site.name);
  }
  if (jobCodeId !== null) {
    const code = await references.jobCode(db, orgId, jobCodeId);
    if (!code || code.archived_at_unix !== null)
      throw fieldError(fields.jobCode, TIME_CARD_TEXT.unknownCostCode);
    if (code.projectIds.length > 0 && (projectId === null || !code.projectIds.includes(projectId)))
      throw fieldError(fields.jobCode, TIME_CARD_TEXT.costCodeNotOnProject);
    names.codes.set(code.id, code.code);
  }
  if (require.project && projectId === null)
    throw fieldError(fields.project, TIME_CARD_TEXT.projectRequired);
  if (require.jobCode && jobCodeId === null)
    throw fieldError(fields.jobCode, TIME_CARD_TEXT.costCodeRequired);
  return names;
}
