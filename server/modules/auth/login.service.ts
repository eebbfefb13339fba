import type { LoginResponse } from '../../../contract/auth';
import { MESSAGES } from '../../../contract/errors';
import type { Config } from '../../config';
import type { ProfileRow } from './auth.tables';
import { AppError } from '../../http/app-error';
import { keyedHash, randomToken, safeEqual, sixDigitCode } from '../../lib/secrets';
import { nowUnix } from '../../lib/time';
import { signInCodeEmail, signInCodeSms } from '../../mail/templates';
import type { Outbox } from '../../mail/outbox';
import type { InvitesService } from '../invites/invites.service';
import type { TokenService } from '../tokens/tokens.service';
import { mobileDigits } from '../../lib/mobile';
import type { AuthRepository } from './auth.repository';
import type { PasswordHasher } from '../../lib/passwords';
import type { SignInLimits } from './sign-in-limits';

export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;

const badCredentials = () => new AppError(401, MESSAGES.badCredentials);
const badCode = () => new AppError(401, MESSAGES.badCode);

/**
 * Sign-in by password, by e-mailed code and by SMS code. Every failure answers with the same
 * words whether or not the account exists; inactive and organisation-less profiles are refused
 * only after the credentials were proven.
 */
export class LoginService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly passwords: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly invites: InvitesService,
    private readonly outbox: Outbox,
    private readonly limits: SignInLimits,
    private readonly config: Config,
  ) {}

  #hashCode(code: string): string {
    return keyedHash(this.config.appSecret, `otp:${code}`);
  }

  async loginWithPassword(email: string, password: string, ip: string): Promise<LoginResponse> {
    const key = `email:${email}`;
    await this.limits.assertAllowed(key);
    const profile = await this.repo.findProfileByEmail(email);
    const ok = profile?.password_hash
      ? await this.passwords.verify(profile.password_hash, password)
      : await this.passwords.verifyNothing(password);
    if (!profile || !ok) {
      await this.limits.failed(key, ip);
      throw badCredentials();
    }
    await this.limits.succeeded(key);
    return this.#finish(profile);
  }

  async requestEmailCode(email: string): Promise<{ otp_request_id: string; message: string }> {
    const profile = await this.repo.findProfileByEmail(email);
    const requestId = randomToken(18);
    if (profile && profile.is_inactive === 0) {
      const code = sixDigitCode();
      const now = nowUnix();
      await this.repo.insertOtp({
        id: requestId,
        profileId: profile.id,
        channel: 'email',
        destination: profile.email,
        codeHash: this.#hashCode(code),
        expiresAt: now + OTP_TTL_SECONDS,
        now,
      });
      await this.outbox.send({ channel: 'email', to: profile.email, ...signInCodeEmail(code) });
    }
    return { otp_request_id: requestId, message: MESSAGES.otpSent };
  }

  async loginWithEmailCode(email: string, code: string, ip: string): Promise<LoginResponse> {
    const key = `email:${email}`;
    await this.limits.assertAllowed(key);
    const profile = await this.repo.findProfileByEmail(email);
    const otp = profile ? await this.repo.findOpenEmailOtp(profile.id) : undefined;
    if (!profile || !otp || !(await this.#checkCode(otp, code))) {
      await this.limits.failed(key, ip);
      throw badCode();
    }
    await this.limits.succeeded(key);
    return this.#finish(profile);
  }

  async requestMobileCode(mobile: string): Promise<{ otp_request_id: string; message: string }> {
    const profile = await this.repo.findProfileByMobile(mobile);
    const requestId = randomToken(18);
    if (profile?.mobile && profile.is_inactive === 0) {
      const code = sixDigitCode();
      const now = nowUnix();
      await this.repo.insertOtp({
        id: requestId,
        profileId: profile.id,
        channel: 'sms',
        destination: profile.mobile,
        codeHash: this.#hashCode(code),
        expiresAt: now + OTP_TTL_SECONDS,
        now,
      });
      await this.outbox.send({ channel: 'sms', to: profile.mobile, ...signInCodeSms(code) });
    }
    return { otp_request_id: requestId, message: MESSAGES.otpSentMobile };
  }

  async loginWithMobileCode(requestId: string, code: string, ip: string): Promise<LoginResponse> {
    const otp = await this.repo.findOtpById(requestId);
    const key = otp ? `mobile:${mobileDigits(otp.destination)}` : `otp:${requestId}`;
    await this.limits.assertAllowed(key);
    if (!otp || otp.channel !== 'sms' || !(await this.#checkCode(otp, code))) {
      await this.limits.failed(key, ip);
      throw badCode();
    }
    const profile = await this.repo.findProfileById(otp.profile_id);
    if (!profile) throw badCode();
    await this.limits.succeeded(key);
    return this.#finish(profile);
  }

  /** Checks a code against an open OTP row, counting the try; uses the code up on success. */
  async #checkCode(
    otp: {
      id: string;
      code_hash: string;
      expires_at_unix: number;
      attempts: number;
      used_at_unix: number | null;
    },
    code: string,
  ): Promise<boolean> {
    const now = nowUnix();
    if (otp.used_at_unix !== null || otp.expires_at_unix <= now || otp.attempts >= OTP_MAX_ATTEMPTS)
      return false;
    if (!safeEqual(this.#hashCode(code), otp.code_hash)) {
      await this.repo.countOtpAttempt(otp.id);
      return false;
    }
    return this.repo.useOtp(otp.id, now);
  }

  /**
   * After proven credentials: refuse inactive people and people without an organisation; a person
   * who is only invited gets a fresh invitation to complete instead of tokens.
   */
  async #finish(profile: ProfileRow): Promise<LoginResponse> {
    if (profile.is_inactive === 1) throw new AppError(403, MESSAGES.inactiveUser);
    const memberships = await this.repo.membershipStates(profile.id);
    if (memberships.some((m) => m.staffing_status === 'active'))
      return this.tokens.startSession(profile.id);
    const pending = memberships.find(
      (m) => m.staffing_status === 'pending' && m.is_pending_profile === 1,
    );
    if (pending) {
      const token = await this.invites.issue({
        orgId: pending.org_id,
        employeeId: pending.id,
        profileId: profile.id,
      });
      return { invite: { token, email: profile.email, org_name: pending.org_name } };
    }
    throw new AppError(403, MESSAGES.noOrganisation);
  }
}
