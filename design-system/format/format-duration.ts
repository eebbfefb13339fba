/**
 * A length of time in seconds, in its two largest units: 'Xh Ym' from an hour up ('2h 5m',
 * '1h 0m'), 'Xm Ys' under an hour ('5m 30s', '0m 0s'). Smaller units are dropped, not rounded, so
 * a running timer never shows a minute before it has passed. A negative duration keeps its '-'.
 */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '';
  const sign = seconds < 0 ? '-' : '';
  const total = Math.floor(Math.abs(seconds));
  if (total === 0) return '0m 0s';
  if (total >= 3600) {
    return `${sign}${Math.floor(total / 3600)}h ${Math.floor((total % 3600) / 60)}m`;
  }
  return `${sign}${Math.floor(total / 60)}m ${total % 60}s`;
}
