import type { Flag } from '../db/column-types';

/** Booleans are stored as 0/1 on both databases; these two functions are the only conversion. */
export function toFlag(value: boolean): Flag {
  return value ? 1 : 0;
}

export function fromFlag(value: number | boolean | null | undefined): boolean {
  return value === 1 || value === true;
}
