import type { Generated } from 'kysely';

/** The kiosk module's tables (migration 0014). */
export type KioskTables = {
  kiosks: KioskTable;
  kiosk_pins: KioskPinTable;
  kiosk_pin_attempts: KioskPinAttemptTable;
};

/** A shared device of an organisation, known by the SHA-256 of its token. */
export type KioskTable = {
  id: Generated<number>;
  org_id: number;
  name: string;
  token_hash: string;
  created_by_profile_id: number | null;
  created_at_unix: number;
  last_used_at_unix: number | null;
  revoked_at_unix: number | null;
};

/** A member's PIN: argon2id hash, and the keyed lookup that keeps it unique per organisation. */
export type KioskPinTable = {
  employee_id: number;
  org_id: number;
  pin_lookup: string;
  pin_hash: string;
  set_by_profile_id: number | null;
  updated_at_unix: number;
};

/** A PIN attempt of a kiosk not known to be right (the wrong-PIN throttle). */
export type KioskPinAttemptTable = {
  id: Generated<number>;
  org_id: number;
  kiosk_id: number;
  at_unix: number;
};
