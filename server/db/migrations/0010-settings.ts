import type { Kysely, Migration } from 'kysely';

/**
 * Settings (issue 13): what the project-time rule groups of 0005 could not name before projects
 * (0008) and cost codes (0009) existed.
 * - project_time_rule_groups.driving_time_cost_code_id: the cost code driving time goes to;
 *   deleting the code clears it.
 * - project_time_rule_group_excluded_projects: the projects a group's automatic assignment
 *   leaves alone, a row per project; deleting the group or the project drops its rows.
 */
export const settings: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('project_time_rule_groups')
      .addColumn('driving_time_cost_code_id', 'integer', (c) =>
        c.references('job_codes.id').onDelete('set null'),
      )
      .execute();
    await db.schema
      .createTable('project_time_rule_group_excluded_projects')
      .addColumn('project_time_rule_group_id', 'integer', (c) =>
        c.notNull().references('project_time_rule_groups.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'integer', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('project_time_rule_group_excluded_projects_pk', [
        'project_time_rule_group_id',
        'project_id',
      ])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('project_time_rule_group_excluded_projects').ifExists().execute();
    await db.schema
      .alterTable('project_time_rule_groups')
      .dropColumn('driving_time_cost_code_id')
      .execute();
  },
};
