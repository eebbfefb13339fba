import type { Db } from './connection';

const MINUTE = 60;
const HOUR = 3600;

/**
 * Rule groups of the demo organisation beside its defaults: a time-clock group with California's
 * meal breaks (a 30-minute first break before the fifth hour, a second before the tenth, with
 * reminders) for two concrete finishers, and a project-time group that requires a project and a
 * cost code for the framing crew. The demo organisation is on a Pro trial, which includes time
 * clock rules, automated meal breaks and manual project time rules.
 */
export async function seedDemoRules(
  db: Db,
  input: { orgId: number; mealBreakWorkerIds: number[]; projectCrewIds: number[]; now: number },
) {
  const { orgId, now } = input;
  const times = { created_at_unix: now, updated_at_unix: now };
  const mealBreaks = await db
    .insertInto('rule_groups')
    .values({
      org_id: orgId,
      name: 'California meal breaks',
      is_organization_default: 0,
      allow_clock_editing: 1,
      has_auto_meal_breaks: 1,
      is_first_meal_break_required: 1,
      first_meal_break_after_seconds: 4 * HOUR + 45 * MINUTE,
      first_meal_break_duration_seconds: 30 * MINUTE,
      is_second_meal_break_required: 1,
      second_meal_break_after_seconds: 9 * HOUR + 45 * MINUTE,
      second_meal_break_duration_seconds: 30 * MINUTE,
      is_send_meal_break_reminders: 1,
      is_send_rest_break_reminders: 1,
      ...times,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.mealBreakWorkerIds.length > 0)
    await db
      .updateTable('employees')
      .set({ rule_group_id: mealBreaks.id })
      .where('org_id', '=', orgId)
      .where('id', 'in', input.mealBreakWorkerIds)
      .execute();

  const projectTime = await db
    .insertInto('project_time_rule_groups')
    .values({
      org_id: orgId,
      name: 'Framing crew: project and cost code',
      is_organization_default: 0,
      assignment_mode: 'manual',
      require_team_members_to_assign_time_to_projects: 1,
      require_team_members_to_assign_time_to_cost_codes: 1,
      require_team_members_to_assign_time_to_cost_codes_on_clockout: 1,
      ...times,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.projectCrewIds.length > 0)
    await db
      .updateTable('employees')
      .set({ project_time_rule_group_id: projectTime.id })
      .where('org_id', '=', orgId)
      .where('id', 'in', input.projectCrewIds)
      .execute();
}
