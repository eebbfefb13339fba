import { useMemo } from 'react';
import {
  COST_CODE_MAX,
  COST_CODE_NAME_MAX,
  COST_CODE_PROJECTS_MAX,
  type CostCode,
} from '../../../contract/cost-codes';
import { useProjects } from '../../api/projects';
import { useCreateCostCode, usePatchCostCode } from '../../api/reference-data';
import {
  CodeAndNameFormDialog,
  type CodeAndNameWords,
} from '../../forms/code-and-name-form-dialog';
import { FormMultiSelect } from '../../forms/form-pickers';
import {
  EMPTY_COST_CODE_FORM,
  costCodeFormValues,
  createBody,
  patchBody,
  projectOption,
  zCostCodeForm,
} from './cost-code-model';

/** The projects the picker offers: every one, archived too (a code may stay limited to one). */
const PROJECT_OPTIONS_LIMIT = COST_CODE_PROJECTS_MAX;

const WORDS: CodeAndNameWords = {
  addTitle: 'Add cost code',
  editTitle: 'Edit cost code',
  description: 'Team members choose the cost code their time on a project goes to.',
  newFormLabel: 'New cost code',
  editFormLabel: 'Edit cost code',
  addLabel: 'Add cost code',
};

export type CostCodeFormDialogProps = {
  orgId: number;
  /** The code to edit; null adds a new one. */
  code: CostCode | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Add or edit a cost code: its code and name, and the projects it is limited to (none: every
 * project). Mounted afresh for each opening.
 */
export function CostCodeFormDialog({ orgId, code, open, onOpenChange }: CostCodeFormDialogProps) {
  const createCode = useCreateCostCode(orgId);
  const patchCode = usePatchCostCode(orgId);
  const projects = useProjects({
    orgId,
    page: 1,
    limit: PROJECT_OPTIONS_LIMIT,
    status: 'all',
    sort: 'name',
  });
  const projectOptions = useMemo(
    () => (projects.data?.data ?? []).map(projectOption),
    [projects.data],
  );

  return (
    <CodeAndNameFormDialog
      item={code}
      open={open}
      onOpenChange={onOpenChange}
      schema={zCostCodeForm}
      emptyValues={EMPTY_COST_CODE_FORM}
      valuesOf={costCodeFormValues}
      words={WORDS}
      code={{
        hint: 'As your estimates and accounting name it, for example 03-300.',
        maxLength: COST_CODE_MAX,
      }}
      name={{
        label: 'Name',
        hint: 'For example Cast-in-place concrete.',
        maxLength: COST_CODE_NAME_MAX,
      }}
      onCreate={(values) => createCode.mutateAsync(createBody(values))}
      patchBody={patchBody}
      onPatch={(item, body) => patchCode.mutateAsync({ id: item.id, body })}
    >
      {(control) => (
        <FormMultiSelect
          control={control}
          name="project_ids"
          label="Projects"
          isOptional
          hint="Leave empty to use the code on every project."
          placeholder={projects.isPending ? 'Loading projects…' : 'All projects'}
          options={projectOptions}
          maxCount={COST_CODE_PROJECTS_MAX}
        />
      )}
    </CodeAndNameFormDialog>
  );
}
