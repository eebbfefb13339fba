import type { Generated } from 'kysely';

/** The invites module's table: invitation links. */
export type InvitesTables = {
  invites: InviteTable;
};

export type InviteTable = {
  id: Generated<number>;
  org_id: number;
  employee_id: number;
  profile_id: number;
  token_hash: string;
  expires_at_unix: number;
  accepted_at_unix: number | null;
  created_at_unix: number;
  /** Set when a newer link was issued or the address changed (0007): answers as expired. */
  revoked_at_unix: Generated<number | null>;
};
