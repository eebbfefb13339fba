/** What a price is per: an hour, a day or a year; none for a plain amount. */
export type PricePer = 'hr' | 'day' | 'yr';

// US dollars in both locales (spec: "currency USD"), written the US way: '$' and comma groups.
// signDisplay 'negative' keeps an amount that rounds to zero from showing as '-$0'.
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
  signDisplay: 'negative',
});
const dollarsAndCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});

/**
 * An amount in dollars (not cents): whole dollars with thousands separators ('$12,345'), or a
 * price per unit: '/hr' and '/day' with two decimals ('$25.50/hr', '$200.00/day'), '/yr' in
 * whole dollars ('$52,000/yr'). Halves round away from zero ($0.5 gives '$1').
 */
export function formatCurrency(amount: number, per?: PricePer): string {
  if (!Number.isFinite(amount)) return '';
  if (per === 'hr' || per === 'day') return `${dollarsAndCents.format(amount)}/${per}`;
  const whole = wholeDollars.format(amount);
  return per === 'yr' ? `${whole}/yr` : whole;
}
