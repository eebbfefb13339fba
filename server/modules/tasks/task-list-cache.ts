import { VersionedCache } from '../../lib/found-ids-cache';

/**
 * Values of an organisation's task list kept under its task version (migration 0020): the
 * expanded occurrences of a range and filter, and whole answers (pages). The caller reads the
 * version before asking, so a write committed meanwhile only makes the entry miss next time; an
 * entry also expires after a minute (VersionedCache). Requests that miss together share one read,
 * so twenty callers opening the same month expand it once.
 */
export class TaskListCache<Value> {
  readonly #kept: VersionedCache<Value>;
  readonly #reading = new Map<string, Promise<Value>>();

  constructor(options: { maxEntries: number; maxSize: number; sizeOf: (value: Value) => number }) {
    this.#kept = new VersionedCache({ ...options, ttlMs: 60_000 });
  }

  /** The value of `key` at `version`: kept, being read by another request, or read now. */
  get(key: string, version: number, read: () => Promise<Value>): Promise<Value> {
    const kept = this.#kept.get(key);
    if (kept?.version === version) return Promise.resolve(kept.value);
    const flight = `${version}:${key}`;
    const reading = this.#reading.get(flight);
    if (reading) return reading;
    const promise = read()
      .then((value) => {
        this.#kept.set(key, version, value);
        return value;
      })
      .finally(() => this.#reading.delete(flight));
    this.#reading.set(flight, promise);
    return promise;
  }
}
