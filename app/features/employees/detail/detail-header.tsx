import { roleById } from '../../../../contract/access';
import type { EmployeeDetail } from '../../../../contract/employee-detail';
import { Badge } from '../../../../design-system/badge/badge';
import { Button } from '../../../../design-system/button/button';
import { PageHeader } from '../../../../design-system/page-header/page-header';
import { useToast } from '../../../../design-system/toast/toast';
import { errorText, isSilentError } from '../../../api/api-error';
import { useUpdateSaasEnabled } from '../../../api/employee-detail';
import type { DetailRights } from './detail-rights';
import { employeeStatus } from './employee-status';

/** Name, role and status badges, and the actions the viewer may take. */
export function DetailHeader({
  detail,
  orgId,
  rights,
  onEdit,
  onDeactivate,
}: {
  detail: EmployeeDetail;
  orgId: number;
  rights: DetailRights;
  onEdit: () => void;
  onDeactivate: () => void;
}) {
  const toast = useToast();
  const reactivate = useUpdateSaasEnabled(orgId, detail.employee_id);
  const status = employeeStatus(detail);
  const roleLabel = roleById(detail.role_id)?.display_name ?? detail.role.display_name;
  const isActive = detail.is_saas_enabled;

  const onReactivate = () =>
    reactivate.mutate(
      { is_enabled: true },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => {
          if (!isSilentError(error)) toast.error(errorText(error));
        },
      },
    );

  return (
    <PageHeader
      className="mb-0"
      title={detail.display_name}
      description={
        <div className="flex flex-wrap items-center gap-2 pt-1">
          <Badge tone="info" aria-label={`Role: ${roleLabel}`}>
            {roleLabel}
          </Badge>
          <Badge tone={status.tone} aria-label={`Status: ${status.label}`}>
            {status.label}
          </Badge>
          {detail.title && <span>{detail.title}</span>}
        </div>
      }
      actions={
        <>
          {rights.edit !== 'none' && (
            <Button variant="secondary" onClick={onEdit}>
              Edit details
            </Button>
          )}
          {rights.canSetActive && isActive && (
            <Button variant="danger" onClick={onDeactivate}>
              Deactivate
            </Button>
          )}
          {rights.canSetActive && !isActive && (
            <Button isLoading={reactivate.isPending} onClick={onReactivate}>
              Reactivate
            </Button>
          )}
        </>
      }
    />
  );
}
