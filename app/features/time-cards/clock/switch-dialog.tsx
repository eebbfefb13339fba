import { useState } from 'react';
import type { CostCode } from '../../../../contract/cost-codes';
import type { Project } from '../../../../contract/projects';
import { RULE_TEXT } from '../../../../contract/validation/rule-text';
import { Alert } from '../../../../design-system/alert/alert';
import { useToast } from '../../../../design-system/toast/toast';
import { useSwitchTimeCard } from '../../../api/time-cards';
import { useActionError } from './action-error';
import { ClockActionDialog } from './clock-action-dialog';
import { useLocating } from './use-locating';
import { TARGET_FIELDS, TargetFields, targetBody, type Target } from './target-fields';

export type SwitchDialogProps = {
  orgId: number;
  timeCardId: number;
  /** Where the time goes now: the pickers start from it. */
  current: Target;
  projects: readonly Project[];
  costCodes: readonly CostCode[];
  sendsPosition: boolean;
  /** The member's rules ask a cost code. */
  isCostCodeRequired: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Switch: the time from now on goes to another project, work site or cost code. */
export function SwitchDialog({
  orgId,
  timeCardId,
  current,
  projects,
  costCodes,
  sendsPosition,
  isCostCodeRequired,
  open,
  onOpenChange,
}: SwitchDialogProps) {
  const switchCard = useSwitchTimeCard(orgId);
  const toast = useToast();
  const { error, run, clear, show } = useActionError();
  const [target, setTarget] = useState<Target>(current);
  const { isLocating, locate } = useLocating(sendsPosition);

  const submit = async () => {
    const projectId = target.projectId;
    // A switch always names a project (the contract's rule), said before any call.
    if (projectId === null)
      return show({ fields: { org_project_id: RULE_TEXT.required }, message: null });
    const answer = await run(async () => {
      const position = await locate();
      const body = { ...targetBody(target), org_project_id: projectId, ...position };
      return switchCard.mutateAsync({ timeCardId, body });
    }, TARGET_FIELDS);
    if (!answer) return;
    toast.success(answer.message);
    onOpenChange(false);
  };

  return (
    <ClockActionDialog
      open={open}
      onOpenChange={onOpenChange}
      onClosed={clear}
      title="Switch"
      description="Your time from now on goes to the project you choose."
      formId="switch-form"
      formLabel="Switch project"
      submitLabel="Switch"
      isBusy={isLocating || switchCard.isPending}
      onSubmit={() => void submit()}
    >
      <TargetFields
        orgId={orgId}
        projects={projects}
        costCodes={costCodes}
        value={target}
        onValueChange={setTarget}
        errors={error.fields}
        isProjectRequired
        isCostCodeRequired={isCostCodeRequired}
        idPrefix="switch"
      />
      {error.message && <Alert tone="danger">{error.message}</Alert>}
    </ClockActionDialog>
  );
}
