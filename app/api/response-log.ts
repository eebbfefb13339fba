/**
 * The last API responses, kept in sessionStorage under `api-response:` for support and bug
 * reports (core.md 8: at most 20, older dropped). Secrets are masked and bodies shortened.
 */
export const RESPONSE_LOG_PREFIX = 'api-response:';
export const RESPONSE_LOG_LIMIT = 20;
const BODY_LIMIT = 2000;
const SECRET_KEY = /token|password|secret|authorization/i;

export type LoggedResponse = {
  at: string;
  method: string;
  url: string;
  status: number;
  trace_id: string;
  body?: string;
};

let sequence = 0;

export function logApiResponse(entry: Omit<LoggedResponse, 'body'> & { body?: unknown }): void {
  try {
    const record: LoggedResponse = { ...entry, body: summarize(entry.body) };
    // The key sorts by time, then by a counter for calls finishing in the same millisecond.
    const key = `${RESPONSE_LOG_PREFIX}${Date.now().toString().padStart(15, '0')}-${String(sequence++).padStart(6, '0')}`;
    sessionStorage.setItem(key, JSON.stringify(record));
    pruneResponseLog();
  } catch {
    // A full or unavailable sessionStorage must never break a call.
  }
}

export function readResponseLog(): LoggedResponse[] {
  return logKeys().map(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? 'null') as LoggedResponse,
  );
}

function logKeys(): string[] {
  return Object.keys(sessionStorage)
    .filter((key) => key.startsWith(RESPONSE_LOG_PREFIX))
    .sort();
}

function pruneResponseLog(): void {
  const keys = logKeys();
  for (const key of keys.slice(0, Math.max(0, keys.length - RESPONSE_LOG_LIMIT))) {
    sessionStorage.removeItem(key);
  }
}

function summarize(body: unknown): string | undefined {
  if (body === undefined || body === null || body instanceof Blob) return undefined;
  const text = JSON.stringify(body, (key, value: unknown) =>
    key && SECRET_KEY.test(key) && typeof value === 'string' ? '***' : value,
  );
  return text.length > BODY_LIMIT ? `${text.slice(0, BODY_LIMIT)}…` : text;
}
