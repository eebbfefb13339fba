import type { FastifyInstance } from 'fastify';
import { api } from '../../../contract/api';
import { MESSAGES } from '../../../contract/errors';
import { bearerToken } from '../../http/bearer';
import { authOf } from '../../http/context';
import type { AppDeps } from '../../http/deps';
import { RawJson } from '../../http/raw-json';
import { route } from '../../http/route';

export function profileRoutes(app: FastifyInstance, deps: AppDeps) {
  const { profile, tokens, passwordChange } = deps.services;
  const options = deps.routeOptions.standard;

  route(
    app,
    api.me,
    async (request) => {
      const auth = authOf(request);
      return new RawJson(await profile.meJson(auth.profileId, auth.profileFingerprint));
    },
    { ...options, profileFingerprint: true },
  );

  route(app, api.refreshToken, async (request) => tokens.rotate(bearerToken(request)), options);

  route(
    app,
    api.logout,
    async (request) => {
      await tokens.endSession(authOf(request).sessionId);
      return { message: MESSAGES.loggedOut };
    },
    options,
  );

  route(
    app,
    api.changePassword,
    async (request) => passwordChange.change(authOf(request), request.body, request.ip),
    options,
  );
}
