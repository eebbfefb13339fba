import { useId, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Alert } from '../../design-system/alert/alert';
import { Button } from '../../design-system/button/button';
import { Form } from '../../design-system/form/form';
import { Modal, type ModalProps } from '../../design-system/modal/modal';
import { useToast } from '../../design-system/toast/toast';
import { submitErrorText } from './form-errors';

export type FormDialogProps<TFieldValues extends FieldValues, TTransformed> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  size?: ModalProps['size'];
  /** The form from useZodForm, started from the record being edited (or empty to add one). */
  form: UseFormReturn<TFieldValues, unknown, TTransformed>;
  /** The form's accessible name: 'New rule', 'Edit rule'. */
  formLabel: string;
  /** The submit button's text: 'Add rule', 'Save changes'. */
  submitLabel: string;
  /**
   * Saves the valid values and answers the server's answer, whose message the toast shows; null
   * when there was nothing to save. The dialog closes once it resolves.
   */
  onSave: (values: TTransformed) => Promise<{ message: string } | null>;
  /** Server field names that stand for a field of this form: `{ start_dt_unix: 'start_date' }`. */
  hintFields?: Readonly<Record<string, string>>;
  /** Sees a refusal before it is shown, for a form that asks for more on a given hint. */
  onSaveError?: (error: unknown) => void;
  /** The fields (and any notice above them). */
  children: ReactNode;
};

/**
 * An add or edit dialog around a form: Cancel and the submit button in the footer, both held
 * while saving (and the dialog with them). A refusal's field_hints land on their fields;
 * anything else shows in an alert above the fields (a dropped connection as OFFLINE_TEXT), and
 * the dialog stays open.
 */
export function FormDialog<TFieldValues extends FieldValues, TTransformed>({
  open,
  onOpenChange,
  title,
  description,
  size,
  form,
  formLabel,
  submitLabel,
  onSave,
  hintFields,
  onSaveError,
  children,
}: FormDialogProps<TFieldValues, TTransformed>) {
  const formId = useId();
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const isSubmitting = form.formState.isSubmitting;

  const submit = async (values: TTransformed) => {
    setServerError(null);
    try {
      const answer = await onSave(values);
      if (answer) toast.success(answer.message);
      onOpenChange(false);
    } catch (error) {
      onSaveError?.(error);
      setServerError(submitErrorText(form, error, hintFields));
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size={size}
      isClosable={!isSubmitting}
      footer={
        <>
          <Button variant="secondary" disabled={isSubmitting} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={isSubmitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Form id={formId} form={form} onSubmit={submit} aria-label={formLabel}>
        {serverError && <Alert tone="danger">{serverError}</Alert>}
        {children}
      </Form>
    </Modal>
  );
}
