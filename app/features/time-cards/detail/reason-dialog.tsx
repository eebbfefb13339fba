import { useState } from 'react';
import { TIME_CARD_REASON_MAX, TIME_CARD_TEXT } from '../../../../contract/time-card-text';
import { Alert } from '../../../../design-system/alert/alert';
import { Button } from '../../../../design-system/button/button';
import { Modal } from '../../../../design-system/modal/modal';
import { TextArea } from '../../../../design-system/text-area/text-area';
import { errorText } from '../../../api/api-error';

export type ReasonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, which names the dialog. */
  title: string;
  /** What confirming does. */
  message: string;
  confirmLabel: string;
  tone?: 'default' | 'danger';
  /** The reason must be given (unapprove) or may be left out (delete). */
  isReasonRequired: boolean;
  /** Runs the action with the reason ('' when none); the dialog closes when it resolves. */
  onConfirm: (reason: string) => Promise<unknown>;
};

/**
 * A confirmation that takes a reason for the card's history. Mounted per opening, so each starts
 * empty. While the action runs nothing closes the dialog; a failure stays in it, announced.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  tone = 'default',
  isReasonRequired,
  onConfirm,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const confirm = async () => {
    if (isReasonRequired && !reason.trim()) {
      setError(TIME_CARD_TEXT.reasonRequired);
      return;
    }
    setError(null);
    setIsBusy(true);
    try {
      await onConfirm(reason.trim());
      setIsBusy(false);
      onOpenChange(false);
    } catch (failure) {
      setIsBusy(false);
      setError(errorText(failure));
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !isBusy && onOpenChange(next)}
      title={title}
      description={message}
      isClosable={!isBusy}
      footer={
        <>
          <Button variant="secondary" disabled={isBusy} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            isLoading={isBusy}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <TextArea
          label="Reason"
          isOptional={!isReasonRequired}
          value={reason}
          onValueChange={setReason}
          maxChar={TIME_CARD_REASON_MAX}
          error={error === TIME_CARD_TEXT.reasonRequired ? error : undefined}
        />
        {error && error !== TIME_CARD_TEXT.reasonRequired && (
          <Alert tone="danger" role="alert">
            {error}
          </Alert>
        )}
      </div>
    </Modal>
  );
}
