import { zErrorBody } from '../../../contract/errors';
import type { ApiResponse } from '../harness';

/**
 * Traces of the server's insides an answer must never carry: stack frames, source paths, SQL
 * and driver errors, error class names.
 */
const LEAKS: Array<[string, RegExp]> = [
  ['stack frame', / {4}at /],
  ['source path', /\/work\/|node_modules|\.[cm]?[jt]s:\d/],
  ['SQLite error', /SQLITE_[A-Z]/],
  ['SQL syntax error', /syntax error/i],
  ['PostgreSQL relation', /\brelation "/],
  ['constraint violation', /\bviolates\b|duplicate key value/],
  ['SQL select', /\bselect\s+(?:\*|["`]?\w+["`]?(?:\.\w+)?\s*,)[^]{0,200}?\sfrom\s/i],
  ['SQL insert', /\binsert\s+into\b/i],
  ['SQL update', /\bupdate\s+"?\w+"?\s+set\b/i],
  ['error class', /\b[A-Z]\w*Error\b|\bError:/],
];

/** What is wrong with an answer: a 5xx, a leak, or an error body not in the spec's shape. */
export function problemsOf(response: ApiResponse): string[] {
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`answered ${response.status}`);
  for (const [name, pattern] of LEAKS)
    if (pattern.test(response.text)) problems.push(`leaks a ${name}`);
  // Node answers an oversized request line itself (431), with no body.
  if (response.status >= 400 && response.text !== '') {
    const body = zErrorBody.strict().safeParse(response.body);
    if (!body.success || body.data.status_code !== response.status)
      problems.push('error body not in the spec shape');
  }
  return problems;
}

/** A short, one-line excerpt of an answer for failure lists. */
export function excerptOf(response: ApiResponse): string {
  const text = response.text.replace(/\s+/g, ' ');
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}
