import type { FastifyInstance } from 'fastify';
import { api } from '../../../contract/api';
import { orgOf } from '../../http/context';
import type { ModuleDeps } from '../../http/module';
import { route } from '../../http/route';
import type { InviteSendingService } from './invite-sending.service';
import type { InvitesService } from './invites.service';

export function inviteRoutes(
  app: FastifyInstance,
  deps: ModuleDeps<{ invites: InvitesService; inviteSending: InviteSendingService }>,
) {
  const { invites, inviteSending } = deps.services;
  const { standard, signIn } = deps.routeOptions;
  route(
    app,
    api.validateInvite,
    async (request) => invites.validate(request.params.invite_token),
    signIn,
  );
  route(app, api.completeProfile, async (request) => invites.complete(request.body), signIn);
  route(
    app,
    api.sendInvites,
    async (request) => inviteSending.sendMany(orgOf(request), request.body.employee_ids),
    standard,
  );
  route(
    app,
    api.resendInvite,
    async (request) => inviteSending.resend(orgOf(request), request.params.employee_id),
    standard,
  );
  // Public and answered the same whether or not an invitation exists: rate-limited as sign-in is.
  route(
    app,
    api.resendInviteByEmail,
    async (request) => inviteSending.resendByEmail(request.body.email),
    signIn,
  );
}
