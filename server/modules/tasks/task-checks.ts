import { TASK_TEXT } from '../../../contract/tasks-text';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import type { FileAttachmentsService } from '../file-attachments/file-attachments.service';
import { checkRecurrence } from './recurrence';
import type { TaskRefsRepository } from './task-refs.repository';
import type { NoteContent } from './task-parts.repository';
import type { TaskReach } from './task-reach';
import type { TaskLinks } from './tasks.repository';
import { managedTeamIds, openTeamIds } from '../teams/teams.service';

export type Hints = Record<string, string[]>;

/** A 400 naming every field that failed, worded as the first failure. */
export function throwHints(hints: Hints): void {
  const first = Object.values(hints)[0]?.[0];
  if (first !== undefined) throw new AppError(400, first, { field_hints: hints });
}

/** What a task names of the rest of the organisation (each optional: only what a write sends). */
export type TaskRefs = {
  assignee_ids?: number[] | undefined;
  watcher_ids?: number[] | undefined;
  employee_group_ids?: number[] | undefined;
  tag_ids?: number[] | undefined;
  org_project_id?: number | null | undefined;
  work_site_id?: number | null | undefined;
};

/**
 * The checks of a task write beyond its schema: the rule against the task's start and zone
 * (document 2, section 5, by the recurrence module), what it names of the organisation, and a
 * note's files (uploaded attachments of the organisation) and photos (images of its members).
 */
export class TaskChecks {
  constructor(
    private readonly refs: TaskRefsRepository,
    private readonly fileAttachments: FileAttachmentsService,
  ) {}

  recurrence(hints: Hints, rule: string | null, task: { start_dt_unix: number; timezone: string }) {
    if (rule === null) return;
    const problem = checkRecurrence(rule, task);
    if (problem) (hints[problem.field] ??= []).push(problem.message);
  }

  /**
   * Checks what the write names; answers the project to store when only a work site was given
   * (a work site is of one project).
   */
  async references(
    db: Db,
    orgId: number,
    hints: Hints,
    refs: TaskRefs,
    reach: TaskReach,
    current: Partial<TaskLinks> = {},
  ): Promise<number | null | undefined> {
    const missing = (ids: number[] | undefined, found: Set<number>) =>
      ids !== undefined && ids.some((id) => !found.has(id));
    const [members, teams, tags] = await Promise.all([
      this.refs.members(db, orgId, [...(refs.assignee_ids ?? []), ...(refs.watcher_ids ?? [])]),
      openTeamIds(db, orgId, refs.employee_group_ids ?? []),
      this.refs.tags(db, orgId, refs.tag_ids ?? []),
    ]);
    if (missing(refs.assignee_ids, members)) hints.assignee_ids = [TASK_TEXT.unknownMember];
    if (missing(refs.watcher_ids, members)) hints.watcher_ids = [TASK_TEXT.unknownMember];
    if (missing(refs.employee_group_ids, teams)) hints.employee_group_ids = [TASK_TEXT.unknownTeam];
    if (missing(refs.tag_ids, tags)) hints.tag_ids = [TASK_TEXT.unknownTag];
    if (reach.kind === 'managed')
      await this.#managerReach(db, orgId, hints, refs, reach.employeeId, current);
    let projectId = refs.org_project_id;
    if (projectId != null && !(await this.refs.project(db, orgId, projectId)))
      hints.org_project_id = [TASK_TEXT.unknownProject];
    if (refs.work_site_id != null) {
      const site = await this.refs.workSite(db, orgId, refs.work_site_id);
      if (!site) hints.work_site_id = [TASK_TEXT.unknownWorkSite];
      else if (projectId == null) projectId = site.project_id;
      else if (site.project_id !== projectId) hints.work_site_id = [TASK_TEXT.workSiteOfProject];
    }
    return projectId;
  }

  /**
   * A manager who does not see everyone names only what they reach: themselves and their
   * workers, and teams they manage. Only what a write adds is checked (an edit may keep others).
   */
  async #managerReach(
    db: Db,
    orgId: number,
    hints: Hints,
    refs: TaskRefs,
    managerId: number,
    current: Partial<TaskLinks>,
  ) {
    const added = (field: keyof TaskLinks) => {
      const kept = new Set(current[field] ?? []);
      return (refs[field] ?? []).filter((id) => !kept.has(id));
    };
    const people = [...added('assignee_ids'), ...added('watcher_ids')];
    const [reached, teams] = await Promise.all([
      this.refs.managedPeople(db, orgId, people, managerId),
      managedTeamIds(db, orgId, managerId, added('employee_group_ids')),
    ]);
    for (const field of ['assignee_ids', 'watcher_ids'] as const)
      if (!hints[field] && added(field).some((id) => !reached.has(id)))
        hints[field] = [TASK_TEXT.memberOutOfReach];
    if (!hints.employee_group_ids && added('employee_group_ids').some((id) => !teams.has(id)))
      hints.employee_group_ids = [TASK_TEXT.teamOutOfReach];
  }

  /** A note's files and photos, with hints under `prefix` (`initial_note.` on a create). */
  async note(
    ctx: OrgContext,
    hints: Hints,
    content: Partial<NoteContent>,
    prefix = '',
    now: number,
  ) {
    for (const id of new Set(content.file_attachment_ids ?? [])) {
      if (!(await this.fileAttachments.signedDownloadUrl(ctx.orgId, id, undefined, now))) {
        hints[`${prefix}file_attachment_ids`] = [TASK_TEXT.invalidFiles];
        break;
      }
    }
    for (const url of new Set(content.photos ?? [])) {
      try {
        await this.fileAttachments.resign(ctx, url, undefined, now);
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        hints[`${prefix}photos`] = [TASK_TEXT.photoInvalid];
        break;
      }
    }
  }
}
