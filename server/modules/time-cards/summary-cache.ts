/**
 * Values of an organisation kept under its time-card version (migration 0015): the summary's
 * ranges, team memberships and answers. The caller passes the version it read before the value
 * (with the session check), so a write committed meanwhile only makes the entry miss next time.
 *
 * Like server/lib/found-ids-cache.ts, an entry is read again after a minute even when its version
 * stayed (nothing outlives a change the version could miss: a rolled-back write seen by a read on
 * SQLite's one shared connection). Unlike it, the old value is still answered while that read
 * runs, once, in the background: a range of 10,000 cards takes a while to read, and requests
 * queued behind it would miss the latency target. Requests that miss together share one read.
 */
export class SummaryCache<Value> {
  readonly #entries = new Map<string, { version: number; at: number; value: Value }>();
  readonly #reading = new Map<string, Promise<Value>>();

  constructor(
    private readonly options: {
      /** Values kept at once; the least recently read goes first. */
      maxEntries: number;
      /** A value larger than this (by sizeOf) is not kept. */
      maxSize: number;
      sizeOf: (value: Value) => number;
      /** After this, the entry is read again (in the background while its version stays). */
      ttlMs: number;
    },
  ) {}

  /** The value of `key` at `version`: kept, being read by another request, or read now. */
  async get(
    key: string,
    version: number,
    read: () => Promise<Value>,
    now = Date.now(),
  ): Promise<Value> {
    const entry = this.#entries.get(key);
    if (entry?.version === version) {
      // Most recently read last.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      if (now - entry.at > this.options.ttlMs)
        void this.#read(key, version, read).catch(() => undefined);
      return entry.value;
    }
    return this.#read(key, version, read);
  }

  /** The value kept for `key` at exactly `version`, if any (no read). */
  peek(key: string, version: number): Value | undefined {
    const entry = this.#entries.get(key);
    return entry?.version === version ? entry.value : undefined;
  }

  /** Keeps a value computed under `version`. */
  set(key: string, version: number, value: Value, now = Date.now()): void {
    if (this.options.sizeOf(value) > this.options.maxSize) return;
    this.#entries.delete(key);
    this.#entries.set(key, { version, at: now, value });
    while (this.#entries.size > this.options.maxEntries)
      this.#entries.delete(this.#entries.keys().next().value!);
  }

  #read(key: string, version: number, read: () => Promise<Value>): Promise<Value> {
    const flightKey = `${version}:${key}`;
    const reading = this.#reading.get(flightKey);
    if (reading) return reading;
    const promise = read()
      .then((value) => {
        // Versions only rise: a slow read never replaces what a newer one kept.
        const kept = this.#entries.get(key);
        if (!kept || kept.version <= version) this.set(key, version, value);
        return value;
      })
      .finally(() => this.#reading.delete(flightKey));
    this.#reading.set(flightKey, promise);
    return promise;
  }

  get size(): number {
    return this.#entries.size;
  }
}
