import type { Generated, Selectable } from 'kysely';
import type { Flag } from '../../db/column-types';

/** The time-cards module's tables (migrations 0011, 0013 and 0015). */
export type TimeCardsTables = {
  time_cards: TimeCardTable;
  time_card_breaks: TimeCardBreakTable;
  time_card_allocations: TimeCardAllocationTable;
  location_readings: LocationReadingTable;
  time_card_photos: TimeCardPhotoTable;
  idempotency_keys: IdempotencyKeyTable;
  time_card_reminders: TimeCardReminderTable;
  org_time_card_versions: OrgTimeCardVersionTable;
};

/**
 * The version of an organisation's time cards, raised by triggers (migration 0015), written by
 * no code: on every write of a card, break or allocation, of team membership, and of a member's
 * name. The summary's cache is kept under it.
 */
export type OrgTimeCardVersionTable = {
  org_id: number;
  version: number;
};

/** A member's time card; open (working or on a break) while clock_out_dt_unix is null. */
export type TimeCardTable = {
  id: Generated<number>;
  org_id: number;
  employee_id: number;
  clock_in_dt_unix: number;
  clock_out_dt_unix: number | null;
  /** The organisation's time zone when the card began. */
  timezone: string;
  /** 'working' | 'on_break' | 'completed'. */
  status: string;
  /** 'web' | 'kiosk' | 'manual'. */
  source: string;
  note: string | null;
  /** Location tracking was required when it began: a card without readings is an exception. */
  is_gps: Generated<Flag>;
  /** JSON list of exception types, recomputed on every write. */
  exceptions: Generated<string>;
  /** 'pending' | 'approved'. */
  approval_state: Generated<string>;
  approved_by_employee_id: number | null;
  approved_at_unix: number | null;
  /** When the worker signed the card off (POST time_cards/sign_off); an edit clears it. */
  signed_off_at_unix: number | null;
  /** The payable end when the geofence clock-out trim moved it (0013); null: the clock-out. */
  payable_clock_out_dt_unix: Generated<number | null>;
  /** JSON list of required meal breaks the card lacks (break-warnings.ts), recomputed on writes. */
  break_warnings: Generated<string>;
  created_by_profile_id: number | null;
  created_at_unix: number;
  updated_at_unix: number;
  deleted_at_unix: number | null;
};

export type TimeCardBreakTable = {
  id: Generated<number>;
  org_id: number;
  time_card_id: number;
  /** 'meal' | 'rest'. */
  break_type: string;
  /** Stamped when the break is recorded: rest breaks, or meal breaks the pay rules pay. */
  is_paid: Flag;
  start_dt_unix: number;
  end_dt_unix: number | null;
  /** Inserted by the rule group's automatic meal breaks (0013), not taken by the member. */
  is_automatic: Generated<Flag>;
};

/** A stretch of a card on one project / work site / cost code; consecutive, covering the card. */
export type TimeCardAllocationTable = {
  id: Generated<number>;
  org_id: number;
  time_card_id: number;
  project_id: number | null;
  work_site_id: number | null;
  job_code_id: number | null;
  start_dt_unix: number;
  end_dt_unix: number | null;
};

export type LocationReadingTable = {
  id: Generated<number>;
  org_id: number;
  employee_id: number;
  time_card_id: number | null;
  recorded_at_unix: number;
  latitude: number;
  longitude: number;
  speed_mps: number | null;
  /** contract/time-cards.ts LOCATION_READING_KINDS. */
  kind: string;
};

export type TimeCardPhotoTable = {
  id: Generated<number>;
  org_id: number;
  time_card_id: number;
  file_attachment_id: number;
  /** 'clock_in' | 'clock_out'. */
  kind: string;
  taken_at_unix: number;
};

/** The first answer to a clock action sent with an Idempotency-Key, per caller. */
export type IdempotencyKeyTable = {
  org_id: number;
  profile_id: number;
  key: string;
  request_hash: string;
  /** Null while the first request is still being answered (inside its transaction). */
  response_json: string | null;
  created_at_unix: number;
};

/** A break reminder sent (0013): one per card and threshold (`kind`, break-reminders.ts). */
export type TimeCardReminderTable = {
  time_card_id: number;
  kind: string;
  org_id: number;
  outbox_id: number | null;
  sent_at_unix: number;
};

export type TimeCardRow = Selectable<TimeCardTable>;
export type BreakRow = Selectable<TimeCardBreakTable>;
export type AllocationRow = Selectable<TimeCardAllocationTable>;
export type LocationReadingRow = Selectable<LocationReadingTable>;
