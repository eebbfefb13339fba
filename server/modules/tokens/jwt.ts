import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { MESSAGES } from '../../../contract/errors';
import { TOKEN_TYPES, type TokenType } from '../../../contract/auth';
import { AppError } from '../../http/app-error';

export type AccessClaims = {
  /** Profile id the token acts as. */
  profileId: number;
  typ: TokenType;
  /** Session (refresh-token family) id: revoking it ends the token at once. */
  sid: string;
  /** The provider admin behind an impersonation token. */
  actorProfileId: number | null;
  exp: number;
};

const ALGORITHM = 'HS256';
const CACHE_LIMIT = 20_000;

export function invalidToken(): AppError {
  return new AppError(401, MESSAGES.invalidToken);
}

/**
 * Signs and verifies access tokens (HS256, algorithm pinned on verify: `alg: none` and other
 * algorithms are refused). Verified tokens are remembered until they expire, so the hot path of
 * a repeat caller skips the HMAC; a token only enters the cache after a full verification.
 */
export class AccessTokens {
  readonly #key: Uint8Array;
  readonly #ttlSeconds: number;
  readonly #verified = new Map<string, AccessClaims>();

  constructor(secret: string, ttlSeconds: number) {
    this.#key = new TextEncoder().encode(secret);
    this.#ttlSeconds = ttlSeconds;
  }

  get ttlSeconds(): number {
    return this.#ttlSeconds;
  }

  async sign(claims: {
    profileId: number;
    typ: TokenType;
    sid: string;
    actorProfileId?: number | null;
  }): Promise<string> {
    const payload: Record<string, unknown> = { typ: claims.typ, sid: claims.sid };
    if (claims.actorProfileId != null) payload.act = String(claims.actorProfileId);
    return new SignJWT(payload)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(claims.profileId))
      .setIssuedAt()
      .setExpirationTime(`${this.#ttlSeconds}s`)
      .sign(this.#key);
  }

  /** The claims of a valid token; a 401 with the spec's message otherwise. */
  async verify(token: string): Promise<AccessClaims> {
    const now = Date.now() / 1000;
    const cached = this.#verified.get(token);
    if (cached) {
      if (cached.exp > now) return cached;
      this.#verified.delete(token);
      throw invalidToken();
    }
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, this.#key, { algorithms: [ALGORITHM] }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) throw invalidToken();
      throw error;
    }
    const claims = readClaims(payload);
    if (this.#verified.size >= CACHE_LIMIT) this.#verified.clear();
    this.#verified.set(token, claims);
    return claims;
  }
}

function readClaims(payload: Record<string, unknown>): AccessClaims {
  const profileId = Number(payload.sub);
  const typ = payload.typ as TokenType;
  const sid = payload.sid;
  const exp = payload.exp;
  if (
    !Number.isSafeInteger(profileId) ||
    profileId <= 0 ||
    !TOKEN_TYPES.includes(typ) ||
    typeof sid !== 'string' ||
    typeof exp !== 'number'
  ) {
    throw invalidToken();
  }
  const actor = payload.act === undefined ? null : Number(payload.act);
  if (typ !== 'access' && (actor === null || !Number.isSafeInteger(actor))) throw invalidToken();
  return { profileId, typ, sid, actorProfileId: actor, exp };
}
