/** Current time in unix seconds, the unit of every `*_unix` column. */
export function nowUnix(): number {
  return Math.floor(Date.now() / 1000);
}
