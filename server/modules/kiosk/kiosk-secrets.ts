import { keyedHash, randomToken, sha256 } from '../../lib/secrets';

/**
 * The kiosk's secrets. A kiosk token is 32 random bytes (base64url) with a `kiosk_` prefix, so a
 * leaked one is recognisable; only its SHA-256 is stored (it is long and random: a fast hash is
 * enough). A PIN is short, so it is kept twice: an argon2id hash (the password hasher), and a
 * keyed lookup, HMAC-SHA256 of "organisation:PIN" under a key derived from APP_SECRET, which
 * finds the member and keeps PINs unique per organisation without an argon2 check per member.
 * Without APP_SECRET the lookups cannot be recomputed from a database copy.
 */
const TOKEN_PREFIX = 'kiosk_';

export function newKioskToken(): { token: string; hash: string } {
  const token = `${TOKEN_PREFIX}${randomToken(32)}`;
  return { token, hash: sha256(token) };
}

export const kioskTokenHash = (token: string) => sha256(token);

/** The HMAC key of PIN lookups: its own key, derived from APP_SECRET. */
export const pinLookupKey = (appSecret: string) => keyedHash(appSecret, 'kiosk-pin-lookup');

export const pinLookup = (key: string, orgId: number, pin: string) =>
  keyedHash(key, `${orgId}:${pin}`);
