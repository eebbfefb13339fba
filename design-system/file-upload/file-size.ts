const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
const STEP = 1024;

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * Rounds up to one decimal. Up, not to nearest: a file one byte over the 50 MB limit must not
 * read '50 MB' next to 'is larger than 50 MB', so a size reads at most '50 MB' exactly when the
 * file is within the limit. (The small tolerance keeps float noise such as 15.000000000000002
 * from rounding 1.5 up to 1.6.)
 */
const roundUp = (value: number) => Math.ceil(value * 10 - 1e-9) / 10;

/**
 * A byte count as people read it, in steps of 1024 (so the spec's 52428800 bytes read '50 MB',
 * as the spec itself writes them), with at most one decimal: 0 → '0 B', 1536 → '1.5 KB'.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let unit = 0;
  let value = Math.ceil(bytes);
  while (unit < UNITS.length - 1 && roundUp(value) >= STEP) {
    value /= STEP;
    unit += 1;
  }
  // Bytes are whole; '1.5 B' would be nonsense.
  const shown = unit === 0 ? String(value) : numberFormat.format(roundUp(value));
  return `${shown} ${UNITS[unit]}`;
}
