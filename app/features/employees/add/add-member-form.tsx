import { useState } from 'react';
import { EMPLOYEE_TEXT, type EmployeeDetail } from '../../../../contract/employee-detail';
import type { MobileRegion } from '../../../../contract/validation';
import { Alert } from '../../../../design-system/alert/alert';
import { Button } from '../../../../design-system/button/button';
import { Form } from '../../../../design-system/form/form';
import { FormCheckbox, FormRadioGroup } from '../../../../design-system/form/form-choice-fields';
import { FormTextField } from '../../../../design-system/form/form-fields';
import type { SelectOption } from '../../../../design-system/select/select-model';
import { useToast } from '../../../../design-system/toast/toast';
import { useCreateEmployee } from '../../../api/employees';
import { useZodForm } from '../../../forms/use-zod-form';
import { submitErrorText } from '../../../forms/form-errors';
import { ManagerField, MobileField, TeamsField } from './add-member-fields';
import {
  emptyAddMemberForm,
  TITLE_MAX,
  toCreateBody,
  zAddMemberForm,
  type AddMemberFormValues,
} from './add-member-schema';
import type { RoleChoice } from './assignable-roles';
import { todayKey } from '../../../lib/zoned-days';

export type AddMemberFormProps = {
  orgId: number;
  /** The organisation's country (mobile region) and time zone (start date). */
  region: MobileRegion;
  timeZone: string;
  roles: RoleChoice[];
  /** Teams and managers to offer; null hides the field (provider staff have neither). */
  teams: { options: SelectOption[]; isLoading: boolean } | null;
  managers: SelectOption[] | null;
  onCancel: () => void;
  onAdded: (member: EmployeeDetail) => void;
};

/** The server's start-date hint belongs under the date field, which the form names otherwise. */
const HINT_FIELDS = { start_dt_unix: 'start_date' };

/** Name, contact, role, start, teams, manager, title and the invitation choice of a new member. */
export function AddMemberForm(props: AddMemberFormProps) {
  const { orgId, region, timeZone, roles, teams, managers, onCancel, onAdded } = props;
  const toast = useToast();
  const create = useCreateEmployee(orgId);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(zAddMemberForm, {
    defaultValues: emptyAddMemberForm({
      region,
      roleId: roles.length === 1 ? roles[0]!.value : '',
      today: todayKey(timeZone),
    }),
  });
  const { control } = form;

  const submit = async (values: AddMemberFormValues) => {
    setServerError(null);
    try {
      const member = await create.mutateAsync(toCreateBody(values, { region, timeZone }));
      toast.success(
        values.send_invite
          ? EMPLOYEE_TEXT.invited(member.display_name)
          : EMPLOYEE_TEXT.added(member.display_name),
      );
      onAdded(member);
    } catch (error) {
      setServerError(submitErrorText(form, error, HINT_FIELDS));
    }
  };

  return (
    <Form form={form} onSubmit={submit} aria-label="Add team member" className="gap-5">
      {serverError && <Alert tone="danger">{serverError}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          control={control}
          name="display_name"
          label="Full name"
          autoComplete="off"
          fieldClassName="sm:col-span-2"
        />
        <FormTextField control={control} name="email" label="Email" type="email" />
        <MobileField control={control} />
      </div>
      <FormRadioGroup control={control} name="role_id" label="Role" options={roles} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          control={control}
          name="title"
          label="Title"
          isOptional
          placeholder="e.g. Carpenter"
          maxLength={TITLE_MAX}
        />
        <FormTextField control={control} name="start_date" label="Start date" type="date" />
        {teams && <TeamsField control={control} {...teams} />}
        {managers && <ManagerField control={control} options={managers} />}
      </div>
      <FormCheckbox
        control={control}
        name="send_invite"
        label="Send an invitation e-mail now"
        hint="The e-mail holds a link to join and set a password. You can send it later from the list."
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isLoading={form.formState.isSubmitting}>
          Add team member
        </Button>
      </div>
    </Form>
  );
}
