import { useMemo } from 'react';
import type { z } from 'zod';
import {
  COST_CODE_MAX,
  COST_CODE_NAME_MAX,
  COST_CODE_PROJECTS_MAX,
  type CostCode,
} from '../../../contract/cost-codes';
import { FormTextField } from '../../../design-system/form/form-fields';
import { useZodForm } from '../../../design-system/form/use-zod-form';
import { useProjects } from '../../api/projects';
import { useCreateCostCode, usePatchCostCode } from '../../api/reference-data';
import { FormDialog } from '../../forms/form-dialog';
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
  const form = useZodForm(zCostCodeForm, {
    defaultValues: code ? costCodeFormValues(code) : EMPTY_COST_CODE_FORM,
  });

  const save = async (values: z.output<typeof zCostCodeForm>) => {
    if (!code) return createCode.mutateAsync(createBody(values));
    const body = patchBody(code, values);
    return Object.keys(body).length > 0 ? patchCode.mutateAsync({ id: code.id, body }) : null;
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={code ? 'Edit cost code' : 'Add cost code'}
      description="Team members choose the cost code their time on a project goes to."
      form={form}
      formLabel={code ? 'Edit cost code' : 'New cost code'}
      submitLabel={code ? 'Save changes' : 'Add cost code'}
      onSave={save}
    >
      <FormTextField
        control={form.control}
        name="code"
        label="Code"
        hint="As your estimates and accounting name it, for example 03-300."
        autoComplete="off"
        maxLength={COST_CODE_MAX}
      />
      <FormTextField
        control={form.control}
        name="name"
        label="Name"
        hint="For example Cast-in-place concrete."
        autoComplete="off"
        maxLength={COST_CODE_NAME_MAX}
      />
      <FormMultiSelect
        control={form.control}
        name="project_ids"
        label="Projects"
        isOptional
        hint="Leave empty to use the code on every project."
        placeholder={projects.isPending ? 'Loading projects…' : 'All projects'}
        options={projectOptions}
        maxCount={COST_CODE_PROJECTS_MAX}
      />
    </FormDialog>
  );
}
