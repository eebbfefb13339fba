/**
 * The ordered ids a filtered employee list finds, kept per organisation and its members'
 * version (org_member_counts.version, raised by triggers on every insert, update or delete of
 * the organisation's employees), as GET /me is cached on the same versions. A search is read once
 * and then paged, refreshed and opened by other administrators from here; the rows of each page
 * are still read fresh, so names, e-mails, mobiles and pay are never stale. An entry also expires
 * after a minute, so nothing outlives a change the version could miss (a rolled-back write seen
 * by a read on SQLite's one shared connection).
 */
export class EmployeeListCache {
  readonly #entries = new Map<string, { version: number; at: number; ids: number[] }>();

  constructor(
    private readonly options = {
      /** Lists kept at once; the least recently read goes first. */
      maxEntries: 200,
      /** A list finding more rows is not kept (a few hundred kilobytes at most per entry). */
      maxIds: 20_000,
      ttlMs: 60_000,
    },
  ) {}

  /**
   * The ids kept for `key` and the members' version they were read at, if within the time limit.
   * The caller serves them only while the organisation is still at that version.
   */
  get(key: string, now = Date.now()): { version: number; ids: number[] } | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (now - entry.at > this.options.ttlMs) return undefined;
    this.#entries.set(key, entry);
    return entry;
  }

  /** Keeps the ids found under `version`, which must have been read before the ids were. */
  set(key: string, version: number, ids: number[], now = Date.now()): void {
    if (ids.length > this.options.maxIds) return;
    this.#entries.delete(key);
    this.#entries.set(key, { version, at: now, ids });
    while (this.#entries.size > this.options.maxEntries)
      this.#entries.delete(this.#entries.keys().next().value!);
  }

  get size(): number {
    return this.#entries.size;
  }
}
