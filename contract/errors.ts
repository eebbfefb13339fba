import { z } from 'zod';

/** The one error body every failing call answers with (core.md section 8). */
export const zErrorBody = z.object({
  status_code: z.number().int(),
  message: z.string(),
  messages: z.array(z.string()).optional(),
  field_hints: z.record(z.string(), z.array(z.string())).optional(),
  error_code: z.number().int().optional(),
});
export type ErrorBody = z.infer<typeof zErrorBody>;

// The catalogue lives in ./messages (zod-free, for the app's first screen); re-exported here so
// `MESSAGES` keeps being imported from contract/errors.
export { MESSAGES } from './messages';
