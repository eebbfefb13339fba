import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema';

/** One row per membership (or one row with org_id null) of the version query. */
export type FingerprintRow = {
  profile_version: number;
  org_id: number | null;
  org_version: number | null;
  members_version: number | null;
};

/**
 * Everything GET /me depends on, as the version numbers database triggers raise on every change
 * (migration 0002): the profile row, and per membership the organisation row and its members.
 */
export function profileFingerprint(rows: readonly FingerprintRow[]): string | null {
  if (!rows.length) return null;
  const orgs = rows
    .filter((row) => row.org_id !== null)
    .map((row) => `${row.org_id}:${row.org_version ?? 0}:${row.members_version ?? 0}`)
    .sort();
  return [String(rows[0]!.profile_version), ...orgs].join('|');
}

/** A query in which `p` is the profiles row whose GET /me dependencies are read. */
type WithProfile = Database & { p: Database['profiles'] };

/**
 * Adds to a query over a profile `p` the versions its GET /me depends on: one row per active or
 * deactivated membership (or one row with org_id null), as `profileFingerprint` reads them.
 * GET /me's own cache check and the session check of a /me request (one query for a cached
 * answer) both read them through here.
 */
export function withProfileVersions<DB extends WithProfile, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O & FingerprintRow> {
  // Kysely cannot check column references against a generic table set: the joins are typed on
  // the profile alone and the result handed back with the caller's tables.
  return (query as unknown as SelectQueryBuilder<WithProfile, 'p', O>)
    .leftJoin('employees as e', (join) =>
      join
        .onRef('e.profile_id', '=', 'p.id')
        .on('e.staffing_status', 'in', ['active', 'saas_disabled']),
    )
    .leftJoin('organisations as o', 'o.id', 'e.org_id')
    .leftJoin('org_member_counts as c', 'c.org_id', 'e.org_id')
    .select([
      'p.version as profile_version',
      'e.org_id',
      'o.version as org_version',
      'c.version as members_version',
    ]) as unknown as SelectQueryBuilder<DB, TB, O & FingerprintRow>;
}
