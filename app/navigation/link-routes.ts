import { fullReload, redirect } from './route-builders';
import type { RouteEntry } from './route-model';

/**
 * Paths that only forward (core.md 2): links from the mobile app and e-mails, and legacy paths.
 * They stay when the pages they point to are built; the area an issue builds may take its own.
 */
export const mobileLinkRoutes: RouteEntry[] = [
  redirect('/crew_app/reset_password/:resetToken', '/reset_password/:resetToken'),
  redirect('/crew_app/orgs/:orgId/clock', '/org/:orgId/crew/timecards'),
  redirect('/crew_app/orgs/:orgId/timecards', '/org/:orgId/crew/timecards'),
  redirect('/crew_app/orgs/:orgId/timecards/:timecardId', '/org/:orgId/crew/timecard/:timecardId'),
  redirect(
    '/crew_app/orgs/:orgId/timecards/:timecardId/sign-off',
    '/org/:orgId/crew/timecard/:timecardId',
  ),
  redirect('/crew_app/orgs/:orgId/approvals', '/org/:orgId/crew/timecards'),
  redirect(
    '/crew_app/orgs/:orgId/work-forms/:formId/submissions',
    '/org/:orgId/work-forms/library',
  ),
  redirect(
    '/crew_app/orgs/:orgId/work-forms/:formId/submissions/:submissionId',
    '/org/:orgId/work-forms/library',
  ),
  redirect('/crew_app/orgs/:orgId/tasks', '/org/:orgId/tasks'),
  redirect('/crew_app/orgs/:orgId/tasks/:taskId', '/org/:orgId/tasks?task=:taskId'),
];

export const legacyRoutes: RouteEntry[] = [
  fullReload('/org/:orgId/time-settings', '/org/:orgId/settings/time'),
  fullReload('/org/:orgId/company-settings', '/org/:orgId/settings/company'),
  fullReload('/change_password', '/personal/settings/change-password'),
  redirect('/org/:orgId/project-settings', '/org/:orgId/settings/projects'),
];
