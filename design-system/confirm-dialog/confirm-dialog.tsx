import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import { Modal, type ModalProps } from '../modal/modal';
import { confirmErrorText } from './confirm-dialog-model';

export type ConfirmDialogProps = Omit<
  ModalProps,
  'title' | 'description' | 'children' | 'footer' | 'isClosable'
> & {
  /** The question, which also names the dialog ("Archive North yard framing?"). */
  title: string;
  /** What happens if the user confirms; also describes the dialog. */
  message: ReactNode;
  /** The confirm button's text; name the action ("Archive crew"). Default "Confirm". */
  confirmLabel?: string;
  /** The cancel button's text. Default "Cancel". */
  cancelLabel?: string;
  /** "danger" paints the confirm button red, for actions that destroy or cannot be undone. */
  tone?: 'default' | 'danger';
  /**
   * Runs the action. When it returns a promise the confirm button shows busy and is disabled until
   * it settles: the dialog closes when it resolves and stays open with the error when it rejects.
   */
  onConfirm: () => void | Promise<unknown>;
  /** A fixed text for any failure; by default the failure's own message is shown. */
  errorMessage?: string;
};

/**
 * Asks before an action, on Modal. While the action runs, nothing else can close the dialog (no
 * Escape, no close icon, Cancel disabled): the action is already under way and closing would hide
 * its outcome. On failure the error is announced (role="alert") and focus goes back to the confirm
 * button, so trying again is one key away.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'default',
  onConfirm,
  errorMessage,
  ...props
}: ConfirmDialogProps) {
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  // Each opening starts clean: no error left over from an earlier attempt.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setError(null);
      setIsBusy(false);
    }
  }

  // The confirm button was disabled while busy, which takes focus from it; give it back.
  useEffect(() => {
    if (error) confirmRef.current?.focus();
  }, [error]);

  async function confirm() {
    setError(null);
    setIsBusy(true);
    try {
      await onConfirm();
      setIsBusy(false);
      onOpenChange(false);
    } catch (failure) {
      setIsBusy(false);
      setError(confirmErrorText(failure, errorMessage));
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={message}
      isClosable={!isBusy}
      data-slot="confirm-dialog"
      data-tone={tone}
      data-busy={isBusy || undefined}
      footer={
        <>
          <Button variant="secondary" disabled={isBusy} onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button
            ref={confirmRef}
            variant={tone === 'danger' ? 'danger' : 'primary'}
            isLoading={isBusy}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </Button>
        </>
      }
      {...props}
    >
      {error && <Alert tone="danger">{error}</Alert>}
    </Modal>
  );
}
