/**
 * The words of every message Crewcard sends. Plain and friendly; HTML is the same text with
 * the link clickable. Every value placed into HTML is escaped.
 */
export type MailContent = { template: MailTemplate; subject: string; text: string; html: string };

/**
 * Which template a message came from: the log says this instead of the body, which holds codes and
 * links that sign a person in (read bodies with `npm run outbox`).
 */
export type MailTemplate =
  | 'sign-in-code'
  | 'sign-in-code-sms'
  | 'password-reset'
  | 'welcome'
  | 'password-changed'
  | 'invite'
  | 'break-reminder'
  | 'task-notification';

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function html(paragraphs: string[]): string {
  return `<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">${paragraphs
    .map((p) => `<p>${p}</p>`)
    .join('')}</body></html>`;
}

function link(url: string): string {
  const safe = escapeHtml(url);
  return `<a href="${safe}">${safe}</a>`;
}

export function signInCodeEmail(code: string): MailContent {
  return {
    template: 'sign-in-code',
    subject: `Your Crewcard sign-in code: ${code}`,
    text: `Hi,\n\nYour Crewcard sign-in code is ${code}. It works once and expires in 10 minutes.\n\nIf you did not ask for it, you can ignore this e-mail.\n\nThe Crewcard team`,
    html: html([
      'Hi,',
      `Your Crewcard sign-in code is <strong>${escapeHtml(code)}</strong>. It works once and expires in 10 minutes.`,
      'If you did not ask for it, you can ignore this e-mail.',
      'The Crewcard team',
    ]),
  };
}

export function signInCodeSms(code: string): {
  template: MailTemplate;
  subject: string;
  text: string;
} {
  return {
    template: 'sign-in-code-sms',
    subject: 'Crewcard sign-in code',
    text: `Your Crewcard code is ${code}. It expires in 10 minutes.`,
  };
}

export function passwordResetEmail(resetUrl: string): MailContent {
  return {
    template: 'password-reset',
    subject: 'Reset your Crewcard password',
    text: `Hi,\n\nWe received a request to reset your Crewcard password. Open this link to choose a new one (it works once, for one hour):\n\n${resetUrl}\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is.\n\nThe Crewcard team`,
    html: html([
      'Hi,',
      'We received a request to reset your Crewcard password. Open this link to choose a new one (it works once, for one hour):',
      link(resetUrl),
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      'The Crewcard team',
    ]),
  };
}

export function welcomeEmail(name: string, orgName: string, appUrl: string): MailContent {
  return {
    template: 'welcome',
    subject: 'Welcome to Crewcard',
    text: `Hi ${name},\n\nWelcome to Crewcard! ${orgName} is set up with a free Pro trial, so you can invite your crew and start tracking time right away.\n\nSign in any time at ${appUrl}\n\nThe Crewcard team`,
    html: html([
      `Hi ${escapeHtml(name)},`,
      `Welcome to Crewcard! ${escapeHtml(orgName)} is set up with a free Pro trial, so you can invite your crew and start tracking time right away.`,
      `Sign in any time at ${link(appUrl)}`,
      'The Crewcard team',
    ]),
  };
}

export function passwordChangedEmail(name: string): MailContent {
  return {
    template: 'password-changed',
    subject: 'Your Crewcard password was changed',
    text: `Hi ${name},\n\nThe password of your Crewcard account was just changed and other devices were signed out. If this was not you, reset your password right away or contact support.\n\nThe Crewcard team`,
    html: html([
      `Hi ${escapeHtml(name)},`,
      'The password of your Crewcard account was just changed and other devices were signed out. If this was not you, reset your password right away or contact support.',
      'The Crewcard team',
    ]),
  };
}

export function inviteEmail(input: {
  name: string;
  orgName: string;
  inviterName: string | null;
  inviteUrl: string;
  expiresInDays: number;
}): MailContent {
  const who = input.inviterName ? `${input.inviterName} has invited you` : 'You have been invited';
  const lead = `${who} to join ${input.orgName} on Crewcard, where the crew clocks in and out and logs time against projects.`;
  const expiry = `The link works for ${input.expiresInDays} days. If it has expired, ask for a new one or request it again from the sign-in page.`;
  return {
    template: 'invite',
    subject: `Join ${input.orgName} on Crewcard`,
    text: `Hi ${input.name},\n\n${lead}\n\nAccept the invitation and set your password here:\n${input.inviteUrl}\n\n${expiry}\n\nThe Crewcard team`,
    html: html([
      `Hi ${escapeHtml(input.name)},`,
      escapeHtml(lead),
      `Accept the invitation and set your password here: ${link(input.inviteUrl)}`,
      escapeHtml(expiry),
      'The Crewcard team',
    ]),
  };
}
