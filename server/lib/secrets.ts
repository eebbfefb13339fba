import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque token for links and refresh tokens: 32 random bytes, base64url. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak does not leak sessions. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** Short codes (6 digits) need a keyed hash: plain SHA-256 of a million values is trivially reversed. */
export function keyedHash(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A six-digit one-time code, uniformly drawn. */
export function sixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** A password for demo accounts: readable, with digits, never fixed. */
export function randomPassword(): string {
  const letters = randomBytes(9).toString('base64url').replace(/[-_]/g, 'x');
  return `${letters}-${randomInt(10, 99)}`;
}
