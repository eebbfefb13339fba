import { describe, expect, it } from 'vitest';
import { passwordResetEmail, signInCodeEmail, welcomeEmail } from './templates';

describe('mail templates', () => {
  it('name the product and carry the code or link', () => {
    expect(signInCodeEmail('123456').text).toContain('123456');
    expect(signInCodeEmail('123456').subject).toContain('Crewcard');
    const reset = passwordResetEmail('https://crew.example.com/reset_password/abc');
    expect(reset.text).toContain('https://crew.example.com/reset_password/abc');
    expect(reset.html).toContain('href="https://crew.example.com/reset_password/abc"');
  });

  it('escape names in HTML', () => {
    const mail = welcomeEmail('<script>alert(1)</script>', 'A & B', 'http://x');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('A &amp; B');
  });
});
