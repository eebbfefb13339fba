import { VersionedCache } from '../../lib/found-ids-cache';

/** A value kept, and the version it was read at. */
export type Kept<Value> = { version: number; value: Value };

/**
 * Values of an organisation's task list kept under its task version (migration 0020): the
 * expanded occurrences of a range and filter, and whole answers (pages). The caller reads the
 * version before asking, so a write committed meanwhile only makes the entry miss next time; an
 * entry also expires a minute after it was read whole (VersionedCache; `readAt` says when, for a
 * value refreshed from an older one). A miss hands the reader the value kept at an older version,
 * to refresh rather than read anew. Requests that miss together share one read, so twenty
 * callers opening the same month expand it once.
 */
export class TaskListCache<Value> {
  readonly #kept: VersionedCache<Value>;
  readonly #reading = new Map<string, Promise<Value>>();
  readonly #readAt: (value: Value) => number;

  constructor(options: {
    maxEntries: number;
    maxSize: number;
    sizeOf: (value: Value) => number;
    /** When the value was read whole (ms); now when unsaid. */
    readAt?: (value: Value) => number;
  }) {
    this.#kept = new VersionedCache({ ...options, ttlMs: 60_000 });
    this.#readAt = options.readAt ?? (() => Date.now());
  }

  /** The value of `key` at `version`: kept, being read by another request, or read now. */
  get(key: string, version: number, read: (older?: Kept<Value>) => Promise<Value>): Promise<Value> {
    const kept = this.#kept.get(key);
    if (kept?.version === version) return Promise.resolve(kept.value);
    const flight = `${version}:${key}`;
    const reading = this.#reading.get(flight);
    if (reading) return reading;
    const older = kept && kept.version < version ? kept : undefined;
    const promise = read(older)
      .then((value) => {
        this.#kept.set(key, version, value, this.#readAt(value));
        return value;
      })
      .finally(() => this.#reading.delete(flight));
    this.#reading.set(flight, promise);
    return promise;
  }
}
