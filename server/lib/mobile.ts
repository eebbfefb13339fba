/** Digits with an optional leading +: how mobile numbers are stored for lookup and compared. */
export function mobileDigits(mobile: string): string {
  const trimmed = mobile.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}
