import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '../db/platform.tables';
import { formatOutboxMessage, parseOutboxArgs } from './outbox-report';

describe('parseOutboxArgs', () => {
  it('defaults to the ten newest of every channel', () => {
    expect(parseOutboxArgs([])).toEqual({ help: false, limit: 10, recipient: null, channel: null });
  });

  it('reads the count, the recipient filter and the channel, short or long', () => {
    expect(parseOutboxArgs(['-n', '3', '-t', 'riley@', '-c', 'sms'])).toEqual({
      help: false,
      limit: 3,
      recipient: 'riley@',
      channel: 'sms',
    });
    expect(parseOutboxArgs(['--limit=1', '--to', '+1415', '--channel', 'email'])).toMatchObject({
      limit: 1,
      recipient: '+1415',
      channel: 'email',
    });
    expect(parseOutboxArgs(['--help'])).toEqual({ help: true });
  });

  it('refuses what it can not read', () => {
    expect(parseOutboxArgs(['-n', 'zero'])).toEqual({
      error: '-n takes a whole number above 0, not zero',
    });
    expect(parseOutboxArgs(['-n', '0'])).toHaveProperty('error');
    expect(parseOutboxArgs(['--channel', 'fax'])).toEqual({
      error: '--channel takes email or sms, not fax',
    });
    expect(parseOutboxArgs(['--bogus'])).toHaveProperty('error');
    expect(parseOutboxArgs(['--to'])).toHaveProperty('error');
  });
});

describe('formatOutboxMessage', () => {
  const row: OutboxRow = {
    id: 7,
    channel: 'email',
    recipient: 'riley@example.com',
    subject: 'Your Crewcard sign-in code: 123456',
    text_body: 'Your Crewcard sign-in code is 123456.',
    html_body: '<p>…</p>',
    created_at_unix: 1_700_000_000,
    sent_at_unix: null,
    attempts: 0,
    error: null,
  };

  it('shows who, when, whether it went out, the subject and the plain-text body', () => {
    expect(formatOutboxMessage(row)).toBe(
      [
        '── #7  email  to riley@example.com  created 2023-11-14 22:13:20 UTC  not sent',
        'Subject: Your Crewcard sign-in code: 123456',
        '',
        'Your Crewcard sign-in code is 123456.',
        '',
      ].join('\n'),
    );
    expect(formatOutboxMessage({ ...row, sent_at_unix: 1_700_000_060 })).toContain(
      'sent 2023-11-14 22:14:20 UTC',
    );
    expect(formatOutboxMessage({ ...row, attempts: 2, error: 'connection refused' })).toContain(
      'not sent (2 attempts: connection refused)',
    );
  });
});
