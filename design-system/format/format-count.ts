/** From a billion up, counts are shown as '1b+' (spec). */
export const BILLION = 1_000_000_000;

const UNITS = [
  { size: 1_000_000, suffix: 'm' },
  { size: 1_000, suffix: 'k' },
] as const;

/** `value` cut (not rounded) to one decimal, without a trailing '.0'. */
function oneDecimal(value: number, size: number): string {
  // Dividing by size / 10 first keeps whole counts exact (4100 / 100 is 41, not 40.99…).
  return String(Math.floor(value / (size / 10)) / 10);
}

/**
 * A count in few characters: '999', '1.5k', '2m', and '1b+' from a billion. Decimals are cut, not
 * rounded, so 999,999 is '999.9k' and 999,999,999 is '999.9m': rounding would give '1000k', or a
 * '1b' below the billion the '+' promises.
 */
export function abbreviateNumber(value: number): string {
  if (Number.isNaN(value)) return '';
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  if (size >= BILLION) return `${sign}1b+`;
  const unit = UNITS.find((candidate) => size >= candidate.size);
  return unit
    ? `${sign}${oneDecimal(size, unit.size)}${unit.suffix}`
    : `${sign}${oneDecimal(size, 1)}`;
}
