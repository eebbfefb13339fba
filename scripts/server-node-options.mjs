/**
 * V8 settings for the API server process (npm start and the benchmarks). Each request makes
 * short-lived objects (rows, JSON); a 32 MB young generation collects them a quarter as often
 * as V8's default, and each collection costs about the same (it copies only what survives), so
 * fewer requests are held up by one. Measured: p99 of the list search on PostgreSQL at 20
 * connections fell from about 30 ms to about 20 ms (npm run bench -- api).
 */
export const SERVER_NODE_OPTIONS = '--max-semi-space-size=32';

/** `NODE_OPTIONS` for the server: the caller's own options first, then the settings above. */
export function serverNodeOptions(current = process.env.NODE_OPTIONS) {
  return [current, SERVER_NODE_OPTIONS].filter(Boolean).join(' ');
}
