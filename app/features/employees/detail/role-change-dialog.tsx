import { useState } from 'react';
import { z } from 'zod';
import { DEFAULT_MANAGER_VARIANT, ROLE_PICKER } from '../../../../contract/access';
import type { EmployeeDetail } from '../../../../contract/employee-detail';
import type { RoleMapping } from '../../../../contract/roles';
import { RULE_TEXT } from '../../../../contract/validation';
import { Alert } from '../../../../design-system/alert/alert';
import { FormSwitch } from '../../../../design-system/form/form-choice-fields';
import { useZodForm } from '../../../../design-system/form/use-zod-form';
import { Modal } from '../../../../design-system/modal/modal';
import { SkeletonText } from '../../../../design-system/skeleton/skeleton';
import { ApiError, errorText } from '../../../api/api-error';
import { usePatchEmployee, useRoles } from '../../../api/employee-detail';
import { FormDialog } from '../../../forms/form-dialog';
import { FormSelect } from '../../../forms/form-pickers';
import {
  buildRoleMap,
  initialSwitches,
  roleChoiceOf,
  type PermissionSwitch,
  type RoleChoiceId,
} from './role-map';
import { peopleOptions, type EmployeeOrg } from './use-employee-org';

const ROLE_OPTIONS = ROLE_PICKER.map((role) => ({ value: String(role.id), label: role.label }));
const MANAGER = String(DEFAULT_MANAGER_VARIANT);
const switchName = (id: number) => `p${id}`;

/** The role, the manager switches, and (once the server asks) who takes over their people. */
const zRoleForm = z
  .object({
    role: z.string({ error: RULE_TEXT.required }).nullable(),
    permissions: z.record(z.string(), z.boolean()),
    needs_taking_over: z.boolean(),
    taking_over: z.string().nullable(),
  })
  .refine((value) => value.role !== null, { path: ['role'], message: RULE_TEXT.required })
  .refine((value) => !value.needs_taking_over || value.taking_over !== null, {
    path: ['taking_over'],
    message: RULE_TEXT.required,
  });
type RoleFormValues = z.output<typeof zRoleForm>;

/** Server hints under the dialog's fields. */
const ROLE_HINT_FIELDS = {
  role_map: 'role',
  role_id: 'role',
  taking_over_manager_id: 'taking_over',
};

type RoleChangeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  detail: EmployeeDetail;
  orgId: number;
  org: EmployeeOrg;
};

/** Changes the role through PATCH role_map. Mounted while open: each opening starts afresh. */
export function RoleChangeDialog(props: RoleChangeDialogProps) {
  const roles = useRoles();
  if (!props.open) return null;
  if (!roles.data) {
    return (
      <Modal open onOpenChange={props.onOpenChange} title="Change role">
        {roles.error ? (
          <Alert tone="danger">{errorText(roles.error)}</Alert>
        ) : (
          <SkeletonText lines={4} />
        )}
      </Modal>
    );
  }
  return <RoleChangeModal {...props} roles={roles.data} />;
}

function RoleChangeModal({
  onOpenChange,
  detail,
  orgId,
  org,
  roles,
}: RoleChangeDialogProps & { roles: RoleMapping[] }) {
  const patch = usePatchEmployee(orgId, detail.employee_id);
  const [switches] = useState<PermissionSwitch[]>(() => initialSwitches(roles, detail));
  const current = roleChoiceOf(detail.role_id);
  const form = useZodForm(zRoleForm, {
    defaultValues: {
      role: current === null ? null : String(current),
      permissions: Object.fromEntries(switches.map((item) => [switchName(item.id), item.value])),
      needs_taking_over: false,
      taking_over: null,
    },
  });
  const { control } = form;
  const role = form.watch('role');
  const needsTakingOver = form.watch('needs_taking_over');

  const save = async (values: RoleFormValues) => {
    const choice = Number(values.role) as RoleChoiceId;
    const chosen = switches.map((item) => ({
      ...item,
      value: values.permissions[switchName(item.id)] ?? item.value,
    }));
    const unchanged =
      choice === current &&
      (choice !== DEFAULT_MANAGER_VARIANT ||
        chosen.every((item, i) => item.value === switches[i]?.value));
    if (unchanged) return null;
    const role_map = buildRoleMap(roles, choice, chosen);
    await patch.mutateAsync({
      role_map,
      ...(values.needs_taking_over && values.taking_over
        ? { taking_over_manager_id: Number(values.taking_over) }
        : {}),
    });
    const label = ROLE_OPTIONS.find((option) => option.value === values.role)?.label ?? '';
    return {
      message: `${detail.display_name} is now ${label === 'Administrator' ? 'an' : 'a'} ${label}.`,
    };
  };
  const askWhoTakesOver = (error: unknown) => {
    const hints = error instanceof ApiError ? error.body.field_hints : undefined;
    // A manager with team members who becomes a worker: ask who takes over, then resend.
    if (hints?.taking_over_manager_id) form.setValue('needs_taking_over', true);
  };

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={`Change ${detail.display_name}’s role`}
      description="What they may see and do in this organisation."
      form={form}
      formLabel="Role"
      submitLabel="Change role"
      onSave={save}
      hintFields={ROLE_HINT_FIELDS}
      onSaveError={askWhoTakesOver}
    >
      <FormSelect control={control} name="role" label="Role" options={ROLE_OPTIONS} />
      {role === MANAGER && (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium text-text">Manager permissions</legend>
          {switches.map((item) => (
            <FormSwitch
              key={item.id}
              control={control}
              name={`permissions.${switchName(item.id)}`}
              label={item.label}
            />
          ))}
        </fieldset>
      )}
      {needsTakingOver && (
        <FormSelect
          control={control}
          name="taking_over"
          label="Who takes over their team members"
          isSearchable
          options={peopleOptions(org.approvers, detail.employee_id)}
        />
      )}
    </FormDialog>
  );
}
