import { PUBLIC, screen } from '../../navigation/route-builders';
import type { RouteEntry } from '../../navigation/route-model';

/** The root path and the sign-in pages (core.md 2 "Public routes"). */
export const authRoutes: RouteEntry[] = [
  // Signed out: /login; signed in: the post-login landing.
  {
    path: '/',
    guard: PUBLIC,
    layout: 'bare',
    status: 'redirect',
    redirects: [{ kind: 'landing' }],
  },
  screen('/login/:alert?', PUBLIC, () => import('./login-screen'), 'Sign in'),
  screen(
    '/login_mobile',
    PUBLIC,
    () => import('./login-mobile-screen'),
    'Sign in with your mobile',
  ),
  screen('/login_token', PUBLIC, () => import('./login-token-screen'), 'Signing in'),
  screen('/sign_up', PUBLIC, () => import('./sign-up-screen'), 'Create your account'),
  screen(
    '/complete_profile',
    PUBLIC,
    () => import('./complete-profile-screen'),
    'Complete your profile',
  ),
  screen('/forgot_password', PUBLIC, () => import('./forgot-password-screen'), 'Forgot password'),
  screen(
    '/reset_password/:newPasswordToken?',
    PUBLIC,
    () => import('./reset-password-screen'),
    'Reset password',
  ),
  screen('/invite/:inviteToken', PUBLIC, () => import('./invite-screen'), 'Invitation'),
];
