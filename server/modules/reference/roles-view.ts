import {
  PERMISSION_LABEL,
  ROLES,
  VARIABLE_PERMISSIONS,
  isManagerRole,
  type PermissionId,
} from '../../../contract/access';
import type { RoleMapping } from '../../../contract/roles';

/** GET /roles: every role with its permissions; managers also list their variable permissions and the value this variant gives each. */
export function roleMappings(): RoleMapping[] {
  return ROLES.map((role) => ({
    id: role.id,
    name: role.name,
    display_name: role.display_name,
    permissions: role.permissions.map((id: PermissionId) => ({ id, ...PERMISSION_LABEL[id] })),
    variable_permissions: isManagerRole(role.id)
      ? VARIABLE_PERMISSIONS.map((id) => ({
          id,
          ...PERMISSION_LABEL[id],
          arg_type: 'boolean' as const,
          arg_values: [true, false],
          value: role.permissions.includes(id),
        }))
      : [],
  }));
}
