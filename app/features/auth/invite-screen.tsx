import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router-dom';
import { Alert } from '../../../design-system/alert/alert';
import { AuthLayout } from '../../../design-system/auth-layout/auth-layout';
import { Button } from '../../../design-system/button/button';
import { Spinner } from '../../../design-system/spinner/spinner';
import { errorText } from '../../api/api-error';
import { request } from '../../api/client';
import { keys } from '../../api/keys';
import { QueryProvider } from '../../api/query-provider';
import { TextLink } from './text-link';

/**
 * /invite/{inviteToken}: checks the invitation, then continues to /complete_profile with the
 * token in navigation state. Someone who already has a password signs in instead; the sign-in
 * answer carries the invitation on.
 */
export default function InviteScreen() {
  return (
    <QueryProvider>
      <Invite />
    </QueryProvider>
  );
}

function Invite() {
  const { inviteToken = '' } = useParams();
  const invite = useQuery({
    queryKey: keys.invite(inviteToken),
    queryFn: ({ signal }) =>
      request('validateInvite', { params: { invite_token: inviteToken } }, { signal }).then(
        (r) => r.data,
      ),
    retry: false,
  });

  if (invite.data && !invite.data.has_password) {
    return (
      <Navigate
        to="/complete_profile"
        replace
        state={{
          inviteToken,
          email: invite.data.email,
          orgName: invite.data.org_name,
          displayName: invite.data.display_name,
        }}
      />
    );
  }

  return (
    <AuthLayout title="Your invitation" footer={<TextLink to="/login">Back to sign in</TextLink>}>
      {invite.isPending && (
        <div className="flex justify-center py-6">
          <Spinner label="Checking your invitation" showLabel />
        </div>
      )}
      {invite.isError && <Alert tone="danger">{errorText(invite.error)}</Alert>}
      {invite.data && (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-text">
            {invite.data.org_name} invited you to join as {invite.data.role_display_name}. You
            already have a Crewcard account: sign in as {invite.data.email} to accept.
          </p>
          <Button asChild className="w-full">
            <Link to="/login">Sign in to accept</Link>
          </Button>
        </div>
      )}
    </AuthLayout>
  );
}
