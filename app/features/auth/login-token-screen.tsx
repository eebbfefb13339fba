import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MESSAGES } from '../../../contract/messages';
import { Alert } from '../../../design-system/alert/alert';
import { AuthLayout } from '../../../design-system/auth-layout/auth-layout';
import { Spinner } from '../../../design-system/spinner/spinner';
import { errorText } from '../../api/api-error';
import { getNavigator } from '../../navigation/navigator';
import { decodeJwtPayload } from '../../session/jwt';
import { safeRedirect } from '../../session/post-login';
import { completeSignIn } from '../../session/sign-in';
import { TextLink } from './text-link';

export type TokenLink = {
  token: string;
  refreshToken: string | null;
  expiresIn: number | null;
  redirect: string | null;
};

/** The sign-in of `/login_token?token=<access>[&refresh_token=…][&expires_in=…][&redirect=…]`. */
export function readTokenLink(search: URLSearchParams): TokenLink | null {
  const token = search.get('token');
  if (!token || !decodeJwtPayload(token)) return null;
  const expiresIn = Number(search.get('expires_in'));
  return {
    token,
    refreshToken: search.get('refresh_token') || null,
    expiresIn: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : null,
    redirect: safeRedirect(search.get('redirect')),
  };
}

/**
 * /login_token: signs in with a token handed over in the link (support's impersonation links,
 * the mobile app opening the web). The token leaves the address bar and history at once.
 */
export default function LoginTokenScreen() {
  const [searchParams] = useSearchParams();
  // Read once: the address is cleaned below, and the effect runs twice in development.
  const [link] = useState(() => readTokenLink(searchParams));
  const started = useRef(false);
  const [failure, setFailure] = useState<string | null>(link ? null : MESSAGES.invalidToken);

  useEffect(() => {
    if (!link || started.current) return;
    started.current = true;
    getNavigator().navigate('/login_token', { replace: true });
    completeSignIn(
      { access_token: link.token, refresh_token: link.refreshToken, expires_in: link.expiresIn },
      { redirect: link.redirect },
    ).catch((error: unknown) => setFailure(errorText(error)));
  }, [link]);

  return (
    <AuthLayout title="Signing you in" footer={<TextLink to="/login">Go to sign in</TextLink>}>
      {failure ? (
        <Alert tone="danger">{failure}</Alert>
      ) : (
        <div className="flex justify-center py-6">
          <Spinner label="Signing you in" showLabel />
        </div>
      )}
    </AuthLayout>
  );
}
