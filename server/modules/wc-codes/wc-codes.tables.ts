import type { Generated } from 'kysely';

/** The wc-codes module's table. */
export type WcCodesTables = {
  wc_codes: WcCodeTable;
};

/** A workers' compensation code (migration 0004); the rate per $100 in ten-thousandths. */
export type WcCodeTable = {
  id: Generated<number>;
  org_id: number;
  code: string;
  name: string | null;
  rate_e4: number;
  state: string | null;
  created_at_unix: number;
  updated_at_unix: number;
  archived_at_unix: number | null;
};
