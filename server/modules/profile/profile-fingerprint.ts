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
