import type { FastifyInstance } from 'fastify';
import { api } from '../../../contract/api';
import type { AppDeps } from '../../http/deps';
import { route } from '../../http/route';

/** Public sign-up and sign-in calls; all of them sit behind the per-IP limit. */
export function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const { signup, login, passwordReset } = deps.services;
  const options = deps.routeOptions.signIn;

  route(app, api.signup, async (request) => signup.signup(request.body), options);

  route(
    app,
    api.loginEmail,
    async (request) => {
      const body = request.body;
      return 'password' in body
        ? login.loginWithPassword(body.email, body.password, request.ip)
        : login.loginWithEmailCode(body.email, body.verification_token, request.ip);
    },
    options,
  );

  route(
    app,
    api.requestOtp,
    async (request) => login.requestEmailCode(request.body.email),
    options,
  );
  route(
    app,
    api.loginMobile,
    async (request) => login.requestMobileCode(request.body.mobile),
    options,
  );
  route(
    app,
    api.mobileVerifyOtp,
    async (request) =>
      login.loginWithMobileCode(request.body.otp_request_id, request.body.code, request.ip),
    options,
  );
  route(
    app,
    api.requestPasswordReset,
    async (request) => passwordReset.request(request.body.email),
    options,
  );
  route(
    app,
    api.resetPassword,
    async (request) => passwordReset.reset(request.body.token, request.body.password),
    options,
  );
}
