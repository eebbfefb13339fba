import type { Route } from './endpoint';

/** Invitations: sending them, and the invited person accepting one by completing a profile. */
export const inviteRoutes = {
  validateInvite: { method: 'GET', path: '/validate_invite/{invite_token}', auth: 'public' },
  completeProfile: { method: 'POST', path: '/complete_profile', auth: 'public' },
  sendInvites: { method: 'POST', path: '/orgs/{org_id}/send_invites', auth: 'private' },
  resendInvite: {
    method: 'POST',
    path: '/orgs/{org_id}/employee/{employee_id}/resend_invite',
    auth: 'private',
  },
  resendInviteByEmail: { method: 'POST', path: '/resend_invite_by_email', auth: 'public' },
} as const satisfies Record<string, Route>;
