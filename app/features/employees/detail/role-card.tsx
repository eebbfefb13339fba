import type { EmployeeDetail } from '../../../../contract/employee-detail';
import { Badge } from '../../../../design-system/badge/badge';
import { Button } from '../../../../design-system/button/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../../design-system/card/card';

/** The role, what it lets the person do, and (for managers) the variable permissions. */
export function RoleCard({
  detail,
  onChangeRole,
}: {
  detail: EmployeeDetail;
  /** Shown to those who may change the role. */
  onChangeRole?: (() => void) | undefined;
}) {
  const variable = detail.role.variable_permissions;
  const variableIds = new Set(variable.map((permission) => permission.id));
  const fixed = detail.role.permissions.filter((permission) => !variableIds.has(permission.id));
  // A worker's role has nothing more to list: the card is its header alone, no empty body.
  const hasBody = variable.length > 0 || fixed.length > 0;
  return (
    <Card>
      <CardHeader
        className={
          hasBody
            ? 'flex-row items-start justify-between gap-3'
            : 'flex-row items-start justify-between gap-3 pb-5'
        }
      >
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle>Role and permissions</CardTitle>
          <CardDescription>
            {detail.role.display_name}
            {fixed.length === 0 && variable.length === 0 ? ': tracks their own time.' : ''}
          </CardDescription>
        </div>
        {onChangeRole && (
          <Button variant="secondary" size="sm" onClick={onChangeRole}>
            Change role
          </Button>
        )}
      </CardHeader>
      {hasBody && (
        <CardContent className="flex flex-col gap-5">
          {variable.length > 0 && (
            <section aria-labelledby="variable-permissions" className="flex flex-col gap-2">
              <h3 id="variable-permissions" className="text-sm font-medium text-text">
                Manager permissions
              </h3>
              <ul className="flex flex-col divide-y divide-border">
                {variable.map((permission) => (
                  <li
                    key={permission.id}
                    className="flex items-center justify-between gap-3 py-2 text-sm"
                  >
                    <span className="text-text">{permission.display_name}</span>
                    <Badge tone={permission.value ? 'success' : 'neutral'}>
                      {permission.value ? 'On' : 'Off'}
                    </Badge>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {fixed.length > 0 && (
            <section aria-labelledby="role-permissions" className="flex flex-col gap-2">
              <h3 id="role-permissions" className="text-sm font-medium text-text">
                {variable.length > 0 ? 'Also allowed' : 'Allowed'}
              </h3>
              <ul className="grid list-disc gap-x-6 gap-y-1 pl-5 text-sm text-text sm:grid-cols-2">
                {fixed.map((permission) => (
                  <li key={permission.id}>{permission.display_name}</li>
                ))}
              </ul>
            </section>
          )}
        </CardContent>
      )}
    </Card>
  );
}
