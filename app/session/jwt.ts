import { TOKEN_TYPES, type TokenType } from '../../contract/token-types';

/** The claims the app reads. The server verifies signatures; the browser only looks inside. */
export type TokenClaims = { sub?: string; exp?: number; typ?: string };

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT, or null when the token is not a well-formed JWT. */
export function decodeJwtPayload(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return null;
    return payload as TokenClaims;
  } catch {
    return null;
  }
}

/** access, impersonate-read or impersonate-write; null for an unreadable token. */
export function tokenTypeOf(token: string | null | undefined): TokenType | null {
  const claims = decodeJwtPayload(token);
  if (!claims) return null;
  if (claims.typ === undefined) return 'access';
  return (TOKEN_TYPES as readonly string[]).includes(claims.typ) ? (claims.typ as TokenType) : null;
}

export function isImpersonation(type: TokenType | null): boolean {
  return type === 'impersonate-read' || type === 'impersonate-write';
}
