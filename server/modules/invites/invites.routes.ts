import type { FastifyInstance } from 'fastify';
import { api } from '../../../contract/api';
import type { AppDeps } from '../../http/deps';
import { route } from '../../http/route';

export function inviteRoutes(app: FastifyInstance, deps: AppDeps) {
  const { invites } = deps.services;
  route(
    app,
    api.validateInvite,
    async (request) => invites.validate(request.params.invite_token),
    deps.routeOptions.signIn,
  );
  route(
    app,
    api.completeProfile,
    async (request) => invites.complete(request.body),
    deps.routeOptions.signIn,
  );
}
