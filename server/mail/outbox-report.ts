import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { OutboxRow } from '../db/platform.tables';

export type OutboxQuery = {
  /** How many of the newest messages. */
  limit: number;
  /** Part of the recipient (an e-mail address or a mobile number); case does not matter. */
  recipient?: string | null;
  channel?: 'email' | 'sms' | null;
};

/** `%` and `_` typed in a filter are meant literally. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The newest messages of the outbox, oldest of them first (so the newest ends next to the prompt). */
export async function newestOutboxMessages(db: Db, query: OutboxQuery): Promise<OutboxRow[]> {
  let select = db.selectFrom('outbox').selectAll();
  if (query.recipient) {
    const pattern = likePattern(query.recipient);
    // ESCAPE spelled out: SQLite has no default escape character, PostgreSQL's is the backslash.
    select = select.where(sql<boolean>`lower(recipient) like ${pattern} escape '\\'`);
  }
  if (query.channel) select = select.where('channel', '=', query.channel);
  const rows = await select.orderBy('id', 'desc').limit(query.limit).execute();
  return rows.reverse();
}

function utc(unix: number): string {
  return `${new Date(unix * 1000).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

function deliveryOf(row: OutboxRow): string {
  if (row.sent_at_unix !== null) return `sent ${utc(row.sent_at_unix)}`;
  if (row.error) return `not sent (${row.attempts} attempts: ${row.error})`;
  return 'not sent';
}

/** One message as the terminal shows it: a header line, the subject, then the plain-text body. */
export function formatOutboxMessage(row: OutboxRow): string {
  return [
    `── #${row.id}  ${row.channel}  to ${row.recipient}  created ${utc(row.created_at_unix)}  ${deliveryOf(row)}`,
    `Subject: ${row.subject}`,
    '',
    row.text_body,
    '',
  ].join('\n');
}

export const OUTBOX_USAGE = `npm run outbox -- [-n COUNT] [--to TEXT] [--channel email|sms]

Prints the newest messages of the outbox table (sign-in codes, reset and invite links, welcome
e-mails), newest last, from the database the server uses (DATABASE_URL, default
sqlite:./data/crewcard.sqlite). The server log never shows them.

  -n, --limit COUNT    how many messages (default 10)
  -t, --to TEXT        only messages whose recipient contains TEXT (an e-mail or a mobile number)
  -c, --channel NAME   only email or only sms
  -h, --help           this text`;

export type OutboxCommand = { help: true } | ({ help: false } & OutboxQuery) | { error: string };

/** The command line of `npm run outbox`, read without side effects. */
export function parseOutboxArgs(args: string[]): OutboxCommand {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        limit: { type: 'string', short: 'n', default: '10' },
        to: { type: 'string', short: 't' },
        channel: { type: 'string', short: 'c' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { help: true };
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1)
    return { error: `-n takes a whole number above 0, not ${values.limit}` };
  const channel = values.channel ?? null;
  if (channel !== null && channel !== 'email' && channel !== 'sms')
    return { error: `--channel takes email or sms, not ${channel}` };
  return { help: false, limit, recipient: values.to || null, channel };
}
