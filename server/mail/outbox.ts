import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection';
import { nowUnix } from '../lib/time';
import type { MailTemplate } from './templates';

export type OutgoingMessage = {
  channel: 'email' | 'sms';
  to: string;
  /** Named in the log in place of the body. */
  template: MailTemplate;
  subject: string;
  text: string;
  html?: string | null;
};

/** What delivery needs of a message (rows read back from the table have no template). */
type Deliverable = Omit<OutgoingMessage, 'template'>;

/** What the outbox needs from a mail transport; nodemailer's transporter fits, tests may pass their own. */
export type MailTransport = {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
  }): Promise<unknown>;
};

export function smtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport(smtpUrl);
}

/**
 * Every e-mail and SMS is first written to the outbox table, so nothing is lost when delivery
 * fails and sign-up works offline. With a transport (SMTP_URL) e-mails are sent right away and
 * marked sent; without one they stay in the table. No SMS provider is configured yet, so SMS
 * always stays in the outbox.
 *
 * The log never carries a subject or a body: sign-in codes, reset and invite links sign a person
 * in. It says which template went to whom; `npm run outbox` prints the bodies from the table.
 */
export class Outbox {
  readonly #inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly transport: MailTransport | null,
    private readonly from: string,
  ) {}

  async send(message: OutgoingMessage): Promise<number> {
    const row = await this.db
      .insertInto('outbox')
      .values({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html ?? null,
        created_at_unix: nowUnix(),
        sent_at_unix: null,
        attempts: 0,
        error: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (message.channel === 'email' && this.transport) {
      this.#track(this.#deliver(row.id, message));
    } else {
      this.log.info(
        {
          outbox_id: row.id,
          channel: message.channel,
          to: message.to,
          template: message.template,
        },
        `Kept in the outbox, not sent (no ${message.channel === 'sms' ? 'SMS provider' : 'SMTP_URL'}); read it with npm run outbox`,
      );
    }
    return row.id;
  }

  /** Sends e-mails left unsent (e.g. written while the mail server was down). */
  async flushPending(limit = 100): Promise<void> {
    if (!this.transport) return;
    const rows = await this.db
      .selectFrom('outbox')
      .selectAll()
      .where('sent_at_unix', 'is', null)
      .where('channel', '=', 'email')
      .where('attempts', '<', 5)
      .orderBy('id')
      .limit(limit)
      .execute();
    for (const row of rows) {
      await this.#deliver(row.id, {
        channel: 'email',
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
      });
    }
  }

  /** Resolves when deliveries under way have finished (shutdown and tests). */
  async idle(): Promise<void> {
    while (this.#inFlight.size) await Promise.allSettled([...this.#inFlight]);
  }

  #track(promise: Promise<void>) {
    this.#inFlight.add(promise);
    void promise.finally(() => this.#inFlight.delete(promise));
  }

  async #deliver(id: number, message: Deliverable): Promise<void> {
    if (!this.transport) return;
    try {
      await this.transport.sendMail({
        from: this.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
      await this.db
        .updateTable('outbox')
        .set((eb) => ({ sent_at_unix: nowUnix(), error: null, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .execute();
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      this.log.warn({ outbox_id: id, err: text }, 'Sending e-mail failed; it stays in the outbox');
      await this.db
        .updateTable('outbox')
        .set((eb) => ({ error: text.slice(0, 500), attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .execute()
        .catch(() => undefined);
    }
  }
}
