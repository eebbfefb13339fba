import type { ReactNode } from 'react';
import { Button } from '../../../../design-system/button/button';
import { Modal } from '../../../../design-system/modal/modal';

export type ClockActionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called as the dialog closes, to forget the last attempt's error. */
  onClosed: () => void;
  title: string;
  description?: string;
  /** The form's id (the footer's submit button names it) and accessible name. */
  formId: string;
  formLabel: string;
  submitLabel: string;
  /** Finding the position or sending: the submit button shows it is busy. */
  isBusy: boolean;
  onSubmit: () => void;
  children: ReactNode;
};

/**
 * The shell of a clock action asked in a dialog (clock out, switch): the form, Cancel and the
 * action's button in the footer. The action itself, its fields and its errors are the caller's.
 */
export function ClockActionDialog({
  open,
  onOpenChange,
  onClosed,
  title,
  description,
  formId,
  formLabel,
  submitLabel,
  isBusy,
  onSubmit,
  children,
}: ClockActionDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClosed();
        onOpenChange(next);
      }}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={isBusy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        aria-label={formLabel}
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Modal>
  );
}
