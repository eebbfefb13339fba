import { z } from 'zod';
import {
  zCostCodeCreate,
  type CostCode,
  type CostCodeCreate,
  type CostCodePatch,
} from '../../../contract/cost-codes';
import type { Project } from '../../../contract/projects';
import type { SelectOption } from '../../../design-system/select/select-model';

/**
 * The add and edit dialog's form: the create call's rules and words, the projects as the
 * multi-select's values (ids as text; none means every project).
 */
export const zCostCodeForm = zCostCodeCreate
  .pick({ code: true, name: true })
  .extend({ project_ids: z.array(z.string()) });
export type CostCodeFormValues = z.input<typeof zCostCodeForm>;
type CostCodeFormOutput = z.output<typeof zCostCodeForm>;

export const EMPTY_COST_CODE_FORM: CostCodeFormValues = { code: '', name: '', project_ids: [] };

export function costCodeFormValues(code: CostCode): CostCodeFormValues {
  return { code: code.code, name: code.name, project_ids: code.project_ids.map(String) };
}

const projectIdsOf = (values: CostCodeFormOutput) => values.project_ids.map(Number);

export function createBody(values: CostCodeFormOutput): CostCodeCreate {
  return { code: values.code, name: values.name, project_ids: projectIdsOf(values) };
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Only the fields that changed; empty when nothing did. */
export function patchBody(code: CostCode, values: CostCodeFormOutput): CostCodePatch {
  const body: CostCodePatch = {};
  if (values.code !== code.code) body.code = values.code;
  if (values.name !== code.name) body.name = values.name;
  const projectIds = projectIdsOf(values);
  if (!sameIds(projectIds, code.project_ids)) body.project_ids = projectIds;
  return body;
}

/** How a code's projects read in the list. */
export function projectsText(code: CostCode): string {
  const count = code.project_ids.length;
  if (count === 0) return 'All projects';
  return count === 1 ? '1 project' : `${count} projects`;
}

/** A project as the projects picker lists it: its number first when it has one. */
export function projectOption(
  project: Pick<Project, 'id' | 'name' | 'number' | 'is_archived'>,
): SelectOption {
  return {
    value: String(project.id),
    label: project.number ? `${project.number} ${project.name}` : project.name,
    description: project.is_archived ? '(Archived)' : undefined,
  };
}
