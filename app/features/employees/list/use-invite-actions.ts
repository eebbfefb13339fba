import { useToast } from '../../../../design-system/toast/toast';
import { errorText } from '../../../api/api-error';
import { useResendInvite, useSendInvites } from '../../../api/employees';

/** Sending invitations from the list: in bulk and per row, each ending in a toast. */
export function useInviteActions(orgId: number) {
  const toast = useToast();
  const sendInvites = useSendInvites(orgId);
  const resendInvite = useResendInvite(orgId);

  const sendMany = async (employeeIds: number[]) => {
    try {
      const answer = await sendInvites.mutateAsync(employeeIds);
      toast.success(answer.message);
    } catch (error) {
      toast.error(errorText(error));
    }
  };
  const resend = async (employeeId: number) => {
    try {
      const answer = await resendInvite.mutateAsync(employeeId);
      toast.success(answer.message);
    } catch (error) {
      toast.error(errorText(error));
    }
  };
  return { sendMany, resend, isSending: sendInvites.isPending };
}
