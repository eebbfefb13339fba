import type { FastifyInstance } from 'fastify';
import { api } from '../../../contract/api';
import { authOf } from '../../http/context';
import type { ModuleDeps } from '../../http/module';
import { route } from '../../http/route';
import type { LoginService } from './login.service';
import type { PasswordChangeService } from './password-change.service';
import type { PasswordResetService } from './password-reset.service';
import type { SignupService } from './signup.service';

type AuthServices = {
  signup: SignupService;
  login: LoginService;
  passwordReset: PasswordResetService;
  passwordChange: PasswordChangeService;
};

/**
 * Public sign-up and sign-in calls, all of them behind the per-IP limit; and the signed-in
 * person's password change (under /me, with the standard options).
 */
export function authRoutes(app: FastifyInstance, deps: ModuleDeps<AuthServices>) {
  const { signup, login, passwordReset, passwordChange } = deps.services;
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

  route(
    app,
    api.changePassword,
    async (request) => passwordChange.change(authOf(request), request.body, request.ip),
    deps.routeOptions.standard,
  );
}
