import type { Generated } from 'kysely';

/** The tokens module's tables: sign-in sessions and their refresh tokens. */
export type TokensTables = {
  auth_sessions: AuthSessionTable;
  refresh_tokens: RefreshTokenTable;
};

/** A sign-in session: the refresh-token family, or an impersonation grant. */
export type AuthSessionTable = {
  id: string;
  profile_id: number;
  kind: string;
  actor_profile_id: number | null;
  created_at_unix: number;
  revoked_at_unix: number | null;
};

export type RefreshTokenTable = {
  id: Generated<number>;
  family_id: string;
  token_hash: string;
  created_at_unix: number;
  expires_at_unix: number;
  used_at_unix: number | null;
  revoked_at_unix: number | null;
};
