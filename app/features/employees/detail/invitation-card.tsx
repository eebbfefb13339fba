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
import { useToast } from '../../../../design-system/toast/toast';
import { errorText, isSilentError } from '../../../api/api-error';
import { useResendEmployeeInvite } from '../../../api/employee-detail';
import { invitationState } from './employee-status';
import type { EmployeeOrg } from './use-employee-org';

const STATE_TEXT = {
  sent: { label: 'Invitation sent', tone: 'info' },
  expired: { label: 'Invitation expired', tone: 'warning' },
  'not-sent': { label: 'Not invited yet', tone: 'neutral' },
} as const;

/** For people who have not joined: where their invitation stands, and sending it again. */
export function InvitationCard({
  detail,
  orgId,
  format,
  canResend,
}: {
  detail: EmployeeDetail;
  orgId: number;
  format: EmployeeOrg['format'];
  canResend: boolean;
}) {
  const toast = useToast();
  const resend = useResendEmployeeInvite(orgId, detail.employee_id);
  const state = invitationState(detail);
  if (!state) return null;
  const expiry = detail.invite_expiry_dt_unix;
  // An expiry belongs to an invitation that went out; none has yet in the 'not-sent' state.
  const expiryText =
    expiry === null || state === 'not-sent'
      ? null
      : `${state === 'expired' ? 'Expired on' : 'Expires on'} ${format.date(expiry)}`;

  const send = () =>
    resend.mutate(undefined, {
      onSuccess: (message) => toast.success(message),
      onError: (error) => {
        if (!isSilentError(error)) toast.error(errorText(error));
      },
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invitation</CardTitle>
        <CardDescription>
          {detail.display_name} joins by following the link in their invitation email.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <div className="flex flex-wrap items-center gap-3">
          <Badge tone={STATE_TEXT[state].tone}>{STATE_TEXT[state].label}</Badge>
          {expiryText && <span className="text-text-muted">{expiryText}</span>}
        </div>
        {canResend && (
          <Button variant="secondary" size="sm" isLoading={resend.isPending} onClick={send}>
            {state === 'not-sent' ? 'Send invitation' : 'Resend invitation'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
