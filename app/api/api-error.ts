import type { ErrorBody } from '../../contract/errors';
import { MESSAGES } from '../../contract/messages';

/** A failed call: the server's error body with its status (core.md 8). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  /** Network failures and aborts (status 0): never reported nor shown. */
  readonly silent: boolean;

  constructor(
    status: number,
    body: Partial<ErrorBody> | null | undefined,
    options: { silent?: boolean } = {},
  ) {
    const message = body?.message || MESSAGES.apiError;
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = { ...body, status_code: body?.status_code ?? status, message };
    this.silent = options.silent ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isSilentError(error: unknown): boolean {
  return error instanceof ApiError && error.silent;
}

/** The error body of a response text; a non-JSON text becomes the message. */
export function parseErrorBody(status: number, text: string): Partial<ErrorBody> {
  if (!text) return { status_code: status };
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const body = value as Record<string, unknown>;
      return {
        status_code: typeof body.status_code === 'number' ? body.status_code : status,
        message: typeof body.message === 'string' ? body.message : undefined,
        messages: Array.isArray(body.messages)
          ? body.messages.filter((item): item is string => typeof item === 'string')
          : undefined,
        field_hints: isHints(body.field_hints) ? body.field_hints : undefined,
        error_code: typeof body.error_code === 'number' ? body.error_code : undefined,
      };
    }
  } catch {
    // Not JSON: a proxy's HTML or text page. Its words are not for users.
  }
  return { status_code: status };
}

function isHints(value: unknown): value is Record<string, string[]> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every(
    (hints) => Array.isArray(hints) && hints.every((hint) => typeof hint === 'string'),
  );
}

/**
 * The words to show for an error: field_hints values as bullet lines, else the messages list,
 * else the message (core.md 8).
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const hints = Object.values(error.body.field_hints ?? {})
      .flat()
      .filter(Boolean);
    if (hints.length > 0) return hints.map((hint) => `• ${hint}`).join('\n');
    const messages = (error.body.messages ?? []).filter(Boolean);
    if (messages.length > 0) return messages.join('\n');
    return error.body.message || MESSAGES.apiError;
  }
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.generic;
}
