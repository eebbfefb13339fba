import { z } from 'zod';

export const zPermission = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
});

export const zVariablePermission = zPermission.extend({
  arg_type: z.literal('boolean'),
  arg_values: z.array(z.boolean()),
  value: z.boolean(),
});

/** GET /roles: role-to-variable-permission mappings. */
export const zRoleMapping = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  permissions: z.array(zPermission),
  variable_permissions: z.array(zVariablePermission),
});
export type RoleMapping = z.infer<typeof zRoleMapping>;
export const zRolesResponse = z.object({ data: z.array(zRoleMapping) });
