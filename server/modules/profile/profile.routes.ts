import type { FastifyInstance } from 'fastify';
import { api } from '../../../contract/api';
import { MESSAGES } from '../../../contract/errors';
import { bearerToken } from '../../http/bearer';
import { authOf } from '../../http/context';
import type { ModuleDeps } from '../../http/module';
import { RawJson } from '../../http/raw-json';
import { route } from '../../http/route';
import type { TokenService } from '../tokens/tokens.service';
import type { ProfileService } from './profile.service';

/** The signed-in person's own calls under /me; the password change is the auth module's. */
export function profileRoutes(
  app: FastifyInstance,
  deps: ModuleDeps<{ profile: ProfileService; tokens: TokenService }>,
) {
  const { profile, tokens } = deps.services;
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
}
