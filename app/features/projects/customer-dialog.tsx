import { useState } from 'react';
import type { Customer } from '../../../contract/project-catalogues';
import { Button } from '../../../design-system/button/button';
import { TextField } from '../../../design-system/field/text-field';
import { Modal } from '../../../design-system/modal/modal';
import { useToast } from '../../../design-system/toast/toast';
import { useCreateCustomer } from '../../api/projects';
import { useFieldErrors } from './use-field-errors';

export type CustomerDialogProps = {
  orgId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Hears the customer created, which the project form then chooses. */
  onCreated: (customer: Customer) => void;
};

/** Add a customer from the project form's picker: name, contact, e-mail, phone. */
export function CustomerDialog({ orgId, open, onOpenChange, onCreated }: CustomerDialogProps) {
  const toast = useToast();
  const create = useCreateCustomer(orgId);
  const { errors, run } = useFieldErrors(toast.error);
  const [values, setValues] = useState({ name: '', contact_name: '', email: '', phone: '' });
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const save = async () => {
    const answer = await run(() => create.mutateAsync(values));
    if (!answer) return;
    toast.success(answer.message);
    onCreated(answer.data);
    onOpenChange(false);
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="New customer"
      description="Who the project is for."
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={create.isPending}>
            Add customer
          </Button>
        </>
      }
    >
      <form
        aria-label="New customer"
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField
          label="Customer name"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          autoComplete="off"
        />
        <TextField
          label="Contact name"
          isOptional
          value={values.contact_name}
          onChange={set('contact_name')}
          error={errors.contact_name}
        />
        <TextField
          label="Email"
          type="email"
          isOptional
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <TextField
          label="Phone"
          type="tel"
          isOptional
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
        />
      </form>
    </Modal>
  );
}
