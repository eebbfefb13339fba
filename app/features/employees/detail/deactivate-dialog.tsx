import { useId, useState } from 'react';
import { z } from 'zod';
import type { EmployeeDetail } from '../../../../contract/employee-detail';
import { RULE_TEXT } from '../../../../contract/validation';
import { Alert } from '../../../../design-system/alert/alert';
import { Button } from '../../../../design-system/button/button';
import { Form } from '../../../../design-system/form/form';
import { useZodForm } from '../../../../design-system/form/use-zod-form';
import { Modal } from '../../../../design-system/modal/modal';
import { useToast } from '../../../../design-system/toast/toast';
import { ApiError, errorText, isSilentError } from '../../../api/api-error';
import { useUpdateSaasEnabled } from '../../../api/employee-detail';
import { applyServerError } from '../../../forms/form-errors';
import { isTimeApprover } from './employee-status';
import { FormSelect } from '../../../forms/form-pickers';
import { peopleOptions, type EmployeeOrg } from './use-employee-org';

/** Spec: for a manager or administrator the replacement approver is required. */
function deactivateSchema(needsApprover: boolean) {
  return z
    .object({ taking_over_time_approver_id: z.string().nullable() })
    .refine((value) => !needsApprover || value.taking_over_time_approver_id !== null, {
      path: ['taking_over_time_approver_id'],
      message: RULE_TEXT.required,
    });
}

type DeactivateDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  detail: EmployeeDetail;
  orgId: number;
  org: EmployeeOrg;
};

/**
 * The 'Deactivate team member' dialog (core.md 2). Deactivating a manager or administrator moves
 * their time approvals (and team members) to someone else, chosen here. Mounted while open.
 */
export function DeactivateDialog(props: DeactivateDialogProps) {
  return props.open ? <DeactivateModal {...props} /> : null;
}

function DeactivateModal({ onOpenChange, detail, orgId, org }: DeactivateDialogProps) {
  const toast = useToast();
  const formId = useId();
  const needsApprover = isTimeApprover(detail.role_id);
  const form = useZodForm(deactivateSchema(needsApprover), {
    defaultValues: { taking_over_time_approver_id: null },
  });
  const update = useUpdateSaasEnabled(orgId, detail.employee_id);
  const [serverError, setServerError] = useState<string | null>(null);
  const isBusy = form.formState.isSubmitting;

  const onSubmit = async (values: { taking_over_time_approver_id: string | null }) => {
    setServerError(null);
    try {
      const answer = await update.mutateAsync({
        is_enabled: false,
        ...(needsApprover && values.taking_over_time_approver_id
          ? { taking_over_time_approver_id: Number(values.taking_over_time_approver_id) }
          : {}),
      });
      toast.success(answer.message);
      onOpenChange(false);
    } catch (error) {
      if (isSilentError(error)) return;
      const hasFieldHint =
        error instanceof ApiError && Boolean(error.body.field_hints?.taking_over_time_approver_id);
      if (hasFieldHint) {
        setServerError(applyServerError(form, error));
      } else {
        // Spec (core.md 8): a failed deactivation shows the server's message in an error toast.
        toast.error(errorText(error));
      }
    }
  };

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title="Deactivate team member"
      description={`${detail.display_name} will no longer be able to sign in to this organisation. You can reactivate them later.`}
      isClosable={!isBusy}
      footer={
        <>
          <Button variant="secondary" disabled={isBusy} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="danger" isLoading={isBusy}>
            Deactivate
          </Button>
        </>
      }
    >
      <Form form={form} onSubmit={onSubmit} id={formId} aria-label="Deactivate team member">
        {serverError && <Alert tone="danger">{serverError}</Alert>}
        {needsApprover && (
          <FormSelect
            control={form.control}
            name="taking_over_time_approver_id"
            label="Transfer time approvals to"
            hint={`${detail.display_name}’s team members and time approvals move to this person.`}
            isSearchable
            options={peopleOptions(org.approvers, detail.employee_id)}
          />
        )}
      </Form>
    </Modal>
  );
}
