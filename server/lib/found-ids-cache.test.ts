import { describe, expect, it } from 'vitest';
import { FoundIdsCache, VersionedCache } from './found-ids-cache';

describe('FoundIdsCache', () => {
  it('gives the ids with the version they were read at, within the time limit', () => {
    const cache = new FoundIdsCache({ maxEntries: 10, maxIds: 100, ttlMs: 1000 });
    cache.set('a', 7, [3, 1, 2], 0);
    expect(cache.get('a', 999)).toEqual({ version: 7, ids: [3, 1, 2] });
    expect(cache.get('a', 1001)).toBeUndefined();
    // Expired entries are gone, not kept for later.
    cache.set('b', 8, [1], 0);
    expect(cache.get('b', 5000)).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.set('a', 9, [4], 6000);
    expect(cache.get('a', 6001)?.version).toBe(9);
  });

  it('drops the least recently read list first and keeps no list above its size', () => {
    const cache = new FoundIdsCache({ maxEntries: 2, maxIds: 3, ttlMs: 1000 });
    cache.set('a', 1, [1], 0);
    cache.set('b', 1, [2], 0);
    expect(cache.get('a', 1)?.ids).toEqual([1]);
    cache.set('c', 1, [3], 1);
    expect(cache.get('b', 2)).toBeUndefined();
    expect(cache.get('a', 2)?.ids).toEqual([1]);
    expect(cache.get('c', 2)?.ids).toEqual([3]);
    cache.set('d', 1, [1, 2, 3, 4], 3);
    expect(cache.get('d', 3)).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});

describe('VersionedCache', () => {
  it('keeps any value with its version, up to a size the caller measures', () => {
    const cache = new VersionedCache<{ rows: string[] }>({
      maxEntries: 2,
      maxSize: 2,
      sizeOf: (page) => page.rows.length,
      ttlMs: 1000,
    });
    cache.set('p1', 4, { rows: ['a', 'b'] }, 0);
    cache.set('p2', 4, { rows: ['a', 'b', 'c'] }, 0);
    expect(cache.get('p1', 10)).toMatchObject({ version: 4, value: { rows: ['a', 'b'] } });
    expect(cache.get('p2', 10)).toBeUndefined();
    expect(cache.get('p1', 1001)).toBeUndefined();
  });
});
