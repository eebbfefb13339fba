import { useState } from 'react';
import type { CostCode } from '../../../../contract/cost-codes';
import { TIME_CARD_ERROR_CODE, TIME_CARD_NOTE_MAX } from '../../../../contract/time-card-text';
import { Alert } from '../../../../design-system/alert/alert';
import { TextArea } from '../../../../design-system/text-area/text-area';
import { useToast } from '../../../../design-system/toast/toast';
import { useClockOut } from '../../../api/time-cards';
import { useActionError } from './action-error';
import { ClockActionDialog } from './clock-action-dialog';
import { useLocating } from './use-locating';
import { TargetFields, type Target } from './target-fields';

export type ClockOutDialogProps = {
  orgId: number;
  timeCardId: number;
  /** Where the last stretch goes: its cost code is offered first. */
  current: Target;
  costCodes: readonly CostCode[];
  /** The card's note, which clocking out may change. */
  note: string | null;
  sendsPosition: boolean;
  /** The member's rules ask a cost code at clock-out. */
  isCostCodeRequired: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Clock out, with the cost code of the last stretch and the note. A card that ran more than 24
 * hours is refused with error_code 400240 until the member says the times are right: the
 * question replaces the form, and Clock out again sends the confirmation.
 */
export function ClockOutDialog({
  orgId,
  timeCardId,
  current,
  costCodes,
  note: cardNote,
  sendsPosition,
  isCostCodeRequired,
  open,
  onOpenChange,
}: ClockOutDialogProps) {
  const clockOut = useClockOut(orgId);
  const toast = useToast();
  const { error, run, clear } = useActionError();
  const [target, setTarget] = useState<Target>(current);
  const [note, setNote] = useState(cardNote ?? '');
  const { isLocating, locate } = useLocating(sendsPosition);
  const asksLongCard = error.error_code === TIME_CARD_ERROR_CODE.needsLongConfirmation;

  const submit = async () => {
    const answer = await run(async () => {
      const position = await locate();
      const body = {
        job_code_id: target.jobCodeId,
        note,
        confirm_over_24_hours: asksLongCard,
        ...position,
      };
      return clockOut.mutateAsync({ timeCardId, body });
    }, ['job_code_id', 'note']);
    if (!answer) return;
    toast.success(answer.message);
    onOpenChange(false);
  };

  return (
    <ClockActionDialog
      open={open}
      onOpenChange={onOpenChange}
      onClosed={clear}
      title={asksLongCard ? 'Is this correct?' : 'Clock out'}
      description={asksLongCard ? undefined : 'Your time card ends now.'}
      formId="clock-out-form"
      formLabel="Clock out"
      submitLabel="Clock out"
      isBusy={isLocating || clockOut.isPending}
      onSubmit={() => void submit()}
    >
      {asksLongCard ? (
        <Alert tone="warning">{error.message}</Alert>
      ) : (
        <>
          <TargetFields
            orgId={orgId}
            projects={[]}
            costCodes={costCodes}
            value={target}
            onValueChange={setTarget}
            errors={error.fields}
            costCodeOnly
            isCostCodeRequired={isCostCodeRequired}
            idPrefix="clock-out"
          />
          <TextArea
            id="clock-out-note"
            label="Note"
            isOptional
            maxChar={TIME_CARD_NOTE_MAX}
            value={note}
            onValueChange={setNote}
            error={error.fields.note}
          />
          {error.message && <Alert tone="danger">{error.message}</Alert>}
        </>
      )}
    </ClockActionDialog>
  );
}
