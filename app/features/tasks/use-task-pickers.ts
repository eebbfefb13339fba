import { useMemo } from 'react';
import type { SelectOption } from '../../../design-system/select/select-model';
import { useEmployeesAndTeams } from '../../api/employees';
import { useProjects } from '../../api/projects';
import { useTaskTags } from '../../api/tasks';
import { personValue, teamValue } from './task-form-model';

/** The most rows a picker asks for: the server's largest page. */
const PICKER_LIMIT = 500;

const byLabel = (a: SelectOption, b: SelectOption) => a.label.localeCompare(b.label);

/**
 * The choices of the tasks page's filters and of the drawer's pickers, read once for both: the
 * organisation's active people (assignees, watchers), its teams, its active projects and its
 * tags. The assignee picker offers people and teams together (the spec's employees_and_groups).
 */
export function useTaskPickers(orgId: number, enabled = true) {
  const people = useEmployeesAndTeams(orgId, { enabled });
  const projects = useProjects(
    { orgId, page: 1, limit: PICKER_LIMIT, status: 'active', sort: 'name' },
    enabled,
  );
  const tags = useTaskTags(orgId, enabled);
  return useMemo(() => {
    const employees = (people.data?.employees ?? [])
      .filter((person) => person.is_saas_enabled)
      .map((person) => ({ value: String(person.employee_id), label: person.display_name }))
      .sort(byLabel);
    const teams = (people.data?.employee_groups ?? [])
      .map((team) => ({ value: String(team.id), label: team.name }))
      .sort(byLabel);
    return {
      isLoadingPeople: people.isPending,
      isLoadingProjects: projects.isPending,
      isLoadingTags: tags.isPending,
      /** Active people by name, valued by employee id. */
      employees,
      /** Teams by name, valued by team id. */
      teams,
      /** People then teams, valued 'person:50' and 'team:5'. */
      assignees: [
        ...employees.map((person) => ({ ...person, value: personValue(Number(person.value)) })),
        ...teams.map((team) => ({
          ...team,
          value: teamValue(Number(team.value)),
          description: '(team)',
        })),
      ],
      projects: (projects.data?.data ?? []).map((project) => ({
        value: String(project.id),
        label: project.name,
      })),
      tags: (tags.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.name })),
    };
  }, [people.data, people.isPending, projects.data, projects.isPending, tags.data, tags.isPending]);
}

export type TaskPickers = ReturnType<typeof useTaskPickers>;
