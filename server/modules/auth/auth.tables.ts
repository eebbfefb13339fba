import type { Generated, Insertable, Selectable } from 'kysely';
import type { Flag } from '../../db/column-types';

/**
 * The auth module's tables: the people who sign in (profiles: created at sign-up, passwords set
 * and reset here; the employees and invites modules also write a person's identity before they
 * join and their first password; the others only read them) and the sign-in bookkeeping.
 */
export type AuthTables = {
  profiles: ProfileTable;
  otp_codes: OtpCodeTable;
  password_resets: PasswordResetTable;
  login_attempts: LoginAttemptTable;
};

export type ProfileTable = {
  id: Generated<number>;
  email: string;
  display_name: string;
  mobile: string | null;
  /** The mobile number as digits with an optional leading +, for sign-in by mobile. */
  mobile_digits: string | null;
  suburb: string | null;
  state: string | null;
  business_name: string | null;
  country_code: string;
  timezone: string;
  password_hash: string | null;
  /** Marked inactive by the provider administrator: sign-in is refused. */
  is_inactive: Flag;
  /**
   * The organisation that recorded `mobile` for a person who has not given it themselves (0007):
   * contact data, not a way to sign in. Null when the person gave it.
   */
  mobile_org_id: Generated<number | null>;
  /** Raised by a trigger on every update: part of the GET /me cache key. */
  version: Generated<number>;
  created_at_unix: number;
  updated_at_unix: number;
};

export type OtpCodeTable = {
  id: string;
  profile_id: number;
  channel: string;
  destination: string;
  code_hash: string;
  expires_at_unix: number;
  attempts: number;
  used_at_unix: number | null;
  created_at_unix: number;
};

export type PasswordResetTable = {
  id: Generated<number>;
  profile_id: number;
  token_hash: string;
  expires_at_unix: number;
  used_at_unix: number | null;
  created_at_unix: number;
};

export type LoginAttemptTable = {
  id: Generated<number>;
  account_key: string;
  ip: string;
  at_unix: number;
};

export type ProfileRow = Selectable<ProfileTable>;
export type NewProfile = Insertable<ProfileTable>;
