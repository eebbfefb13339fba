import type { ErrorBody } from '../../contract/errors';

export type AppErrorDetails = {
  messages?: string[];
  field_hints?: Record<string, string[]>;
  error_code?: number;
};

/**
 * The one error type services throw. The error handler turns it into the spec's body
 * `{status_code, message, messages?, field_hints?, error_code?}`.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  readonly details: AppErrorDetails;

  constructor(status: number, message: string, details: AppErrorDetails = {}) {
    super(message);
    this.statusCode = status;
    this.details = details;
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { status_code: this.statusCode, message: this.message };
    if (this.details.messages?.length) body.messages = this.details.messages;
    if (this.details.field_hints && Object.keys(this.details.field_hints).length) {
      body.field_hints = this.details.field_hints;
    }
    if (this.details.error_code !== undefined) body.error_code = this.details.error_code;
    return body;
  }
}

/** A 400 for one field, worded for the person filling in the form. */
export function fieldError(field: string, message: string, summary = message): AppError {
  return new AppError(400, summary, { field_hints: { [field]: [message] } });
}
