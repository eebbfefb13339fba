/**
 * What a list read found, kept per key (organisation, filters, sort, page) with the version of
 * the list's rows it was read at: a counter that database triggers raise on every write that could
 * change it (org_member_counts.version for members; org_project_versions for projects), as GET /me
 * is cached on versions too. The caller serves a value only while the version is still the one it
 * was read at, and reads the version before the value, so a change committed meanwhile only makes
 * the entry miss next time. An entry also expires after a minute, so nothing outlives a change the
 * version could miss (a rolled-back write seen by a read on SQLite's one shared connection).
 */
export class VersionedCache<Value> {
  readonly #entries = new Map<string, { version: number; at: number; value: Value }>();

  constructor(
    private readonly options: {
      /** Values kept at once; the least recently read goes first. */
      maxEntries: number;
      /** A value larger than this (by sizeOf) is not kept. */
      maxSize: number;
      sizeOf: (value: Value) => number;
      ttlMs: number;
    },
  ) {}

  /** The value kept for `key` and the version it was read at, if within the time limit. */
  get(key: string, now = Date.now()): { version: number; value: Value } | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (now - entry.at > this.options.ttlMs) return undefined;
    this.#entries.set(key, entry);
    return entry;
  }

  /** Keeps the value read under `version`, which must have been read before the value was. */
  set(key: string, version: number, value: Value, now = Date.now()): void {
    if (this.options.sizeOf(value) > this.options.maxSize) return;
    this.#entries.delete(key);
    this.#entries.set(key, { version, at: now, value });
    while (this.#entries.size > this.options.maxEntries)
      this.#entries.delete(this.#entries.keys().next().value!);
  }

  get size(): number {
    return this.#entries.size;
  }
}

/**
 * The ordered ids a filtered list finds (a search of the employee list, a filter of the project
 * list): read and sorted once, then paged, refreshed and opened by other people from here. The
 * caller reads each page's rows by these ids.
 */
export class FoundIdsCache {
  readonly #cache;

  constructor(
    options = {
      /** Lists kept at once; the least recently read goes first. */
      maxEntries: 200,
      /** A list finding more rows is not kept (a few hundred kilobytes at most per entry). */
      maxIds: 20_000,
      ttlMs: 60_000,
    },
  ) {
    this.#cache = new VersionedCache<number[]>({
      maxEntries: options.maxEntries,
      maxSize: options.maxIds,
      sizeOf: (ids) => ids.length,
      ttlMs: options.ttlMs,
    });
  }

  /**
   * The ids kept for `key` and the version they were read at, if within the time limit. The
   * caller serves them only while the rows are still at that version.
   */
  get(key: string, now = Date.now()): { version: number; ids: number[] } | undefined {
    const entry = this.#cache.get(key, now);
    return entry && { version: entry.version, ids: entry.value };
  }

  /** Keeps the ids found under `version`, which must have been read before the ids were. */
  set(key: string, version: number, ids: number[], now = Date.now()): void {
    this.#cache.set(key, version, ids, now);
  }

  get size(): number {
    return this.#cache.size;
  }
}
