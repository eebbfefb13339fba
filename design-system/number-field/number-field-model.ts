/** The range and step of a number field. */
export type NumberBounds = {
  /** The lowest value; none when undefined. */
  min?: number | undefined;
  /** The highest value; none when undefined. */
  max?: number | undefined;
  /** What one ArrowUp or ArrowDown adds or takes away. Default 1. */
  step?: number | undefined;
};

/** What may be typed into a number field. */
export type NumberDraftOptions = {
  /** A leading minus sign may be typed. */
  allowNegative: boolean;
  /** One decimal point may be typed. */
  allowDecimal: boolean;
};

/**
 * True when `text` is a number or the start of one ('-', '1.', '.5'), so the field can refuse
 * everything else as it is typed: letters, a second point, a minus sign in the middle, 'e'.
 */
export function isNumberDraft(text: string, { allowNegative, allowDecimal }: NumberDraftOptions) {
  const sign = allowNegative ? '-?' : '';
  const pattern = allowDecimal ? `^${sign}\\d*(\\.\\d*)?$` : `^${sign}\\d*$`;
  return new RegExp(pattern).test(text);
}

/** The number a draft stands for, or null while it is empty or not a number yet ('-', '.'). */
export function parseNumberDraft(text: string): number | null {
  if (!/\d/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** The text a value is shown as; null shows an empty field. */
export function formatNumber(value: number | null): string {
  return value === null ? '' : String(value);
}

/** Keeps a value within min and max. */
export function clampNumber(value: number, { min, max }: NumberBounds): number {
  if (max !== undefined && value > max) return max;
  if (min !== undefined && value < min) return min;
  return value;
}

/** How many digits follow the point, so stepping 0.1 + 0.2 shows 0.3 and not 0.30000000000000004. */
export function decimalPlaces(value: number): number {
  const text = String(value);
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent) return Number(exponent[1]);
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.length - point - 1;
}

/**
 * The value after one ArrowUp (direction 1) or ArrowDown (-1): the next multiple of `step`
 * counted from min (or 0) in that direction, kept within min and max. An empty field starts at
 * min (up) or max (down), or 0, as native number inputs do.
 */
export function stepNumber(
  value: number | null,
  direction: 1 | -1,
  { min, max, step = 1 }: NumberBounds,
): number {
  if (value === null) {
    const start = direction > 0 ? (min ?? 0) : (max ?? 0);
    return clampNumber(start, { min, max });
  }
  const anchor = min ?? 0;
  const places = Math.max(decimalPlaces(step), decimalPlaces(anchor));
  const round = (n: number) => Number(n.toFixed(places));
  // Which step the value is on (or between); a tiny tolerance absorbs floating point error.
  const position = (value - anchor) / step;
  const tolerance = 1e-9;
  const index =
    direction > 0 ? Math.floor(position + tolerance) + 1 : Math.ceil(position - tolerance) - 1;
  return clampNumber(round(anchor + index * step), { min, max });
}

/** Whole numbers get a digits keypad on phones; decimals one with a point. */
export function numberInputMode(allowDecimal: boolean): 'numeric' | 'decimal' {
  return allowDecimal ? 'decimal' : 'numeric';
}
