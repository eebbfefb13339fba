import { describe, expect, it } from 'vitest';
import {
  countWords,
  passwordsMatch,
  zBusinessName,
  zEmail,
  zFullName,
  zMessageBody,
  zPassword,
  zPasswordConfirmation,
} from './identity';
import { RULE_TEXT } from './rule-text';
import { chars, messagesOf } from './test-helpers';

/** A two-word name of exactly `length` characters: 'A' + space + letters. */
const twoWordName = (length: number) => `A ${chars(length - 2, 'b')}`;

describe('zFullName', () => {
  it('quotes the spec texts', () => {
    expect(RULE_TEXT.nameLength).toBe('Must be 3-80 characters');
    expect(RULE_TEXT.required).toBe('This field is required');
  });

  it('is required', () => {
    expect(messagesOf(zFullName, '')).toEqual([RULE_TEXT.required]);
    expect(messagesOf(zFullName, '   ')).toEqual([RULE_TEXT.required]);
    expect(messagesOf(zFullName, undefined)).toEqual([RULE_TEXT.required]);
  });

  it('takes 3 to 80 characters', () => {
    expect(messagesOf(zFullName, 'AB')).toContain(RULE_TEXT.nameLength);
    expect(messagesOf(zFullName, twoWordName(3))).toEqual([]);
    expect(messagesOf(zFullName, twoWordName(79))).toEqual([]);
    expect(messagesOf(zFullName, twoWordName(80))).toEqual([]);
    expect(messagesOf(zFullName, twoWordName(81))).toEqual([RULE_TEXT.nameLength]);
  });

  it('counts characters after trimming', () => {
    expect(zFullName.parse(`  ${twoWordName(80)}  `)).toBe(twoWordName(80));
    expect(messagesOf(zFullName, ' A ')).toContain(RULE_TEXT.nameLength);
  });

  it('needs at least two words', () => {
    expect(messagesOf(zFullName, 'Ana')).toEqual([RULE_TEXT.nameTwoWords]);
    expect(messagesOf(zFullName, chars(80))).toEqual([RULE_TEXT.nameTwoWords]);
    expect(messagesOf(zFullName, 'Ana Diaz')).toEqual([]);
    expect(messagesOf(zFullName, 'Ana  Maria Diaz')).toEqual([]);
    expect(countWords('  Ana   Diaz ')).toBe(2);
    // Any white space separates words, but a tab inside a name is refused (display-text.ts).
    expect(countWords('Ana\tDiaz')).toBe(2);
    expect(messagesOf(zFullName, 'Ana\tDiaz')).toEqual([RULE_TEXT.displayText]);
  });
});

describe('zBusinessName', () => {
  it('takes 3 to 80 characters, one word being enough', () => {
    expect(RULE_TEXT.businessNameLength).toBe('Business name must be 3-80 characters');
    expect(messagesOf(zBusinessName, '')).toEqual([RULE_TEXT.required]);
    expect(messagesOf(zBusinessName, chars(2))).toEqual([RULE_TEXT.businessNameLength]);
    expect(messagesOf(zBusinessName, chars(3))).toEqual([]);
    expect(messagesOf(zBusinessName, chars(79))).toEqual([]);
    expect(messagesOf(zBusinessName, chars(80))).toEqual([]);
    expect(messagesOf(zBusinessName, chars(81))).toEqual([RULE_TEXT.businessNameLength]);
  });
});

describe('zEmail', () => {
  it('is required', () => {
    expect(messagesOf(zEmail, '')).toEqual([RULE_TEXT.required]);
    expect(messagesOf(zEmail, undefined)).toEqual([RULE_TEXT.required]);
  });

  it("says 'Email is invalid' for what is not an address", () => {
    expect(RULE_TEXT.emailInvalid).toBe('Email is invalid');
    for (const bad of [
      'ana',
      'ana@',
      '@crewcard.com',
      'ana@crewcard',
      'ana@crewcard.c',
      'a na@x.co',
    ]) {
      expect(messagesOf(zEmail, bad)).toEqual([RULE_TEXT.emailInvalid]);
    }
    expect(messagesOf(zEmail, `${chars(246)}@crew.com`)).toEqual([RULE_TEXT.emailInvalid]);
  });

  it('accepts addresses, trimmed and lower-cased', () => {
    expect(zEmail.parse('ana@crewcard.co')).toBe('ana@crewcard.co');
    expect(zEmail.parse('  Ana.Diaz+jobs@Crewcard.COM ')).toBe('ana.diaz+jobs@crewcard.com');
    expect(messagesOf(zEmail, `${chars(245)}@crew.com`)).toEqual([]);
  });
});

describe('zPassword', () => {
  it('quotes the spec texts', () => {
    expect(RULE_TEXT.passwordLength).toBe('Password must be 8-64 characters');
    expect(RULE_TEXT.passwordSymbol).toBe('Password must contain at least one number or symbol');
    expect(RULE_TEXT.passwordsMatch).toBe('Passwords must match');
  });

  it('takes 8 to 64 characters', () => {
    expect(messagesOf(zPassword, '')).toEqual([RULE_TEXT.required]);
    expect(messagesOf(zPassword, `${chars(6)}1`)).toEqual([RULE_TEXT.passwordLength]);
    expect(messagesOf(zPassword, `${chars(7)}1`)).toEqual([]);
    expect(messagesOf(zPassword, `${chars(63)}1`)).toEqual([]);
    expect(messagesOf(zPassword, `${chars(64)}1`)).toEqual([RULE_TEXT.passwordLength]);
  });

  it('needs at least one number or symbol', () => {
    expect(messagesOf(zPassword, 'abcdefgh')).toEqual([RULE_TEXT.passwordSymbol]);
    expect(messagesOf(zPassword, 'ABCDEFGHIJ')).toEqual([RULE_TEXT.passwordSymbol]);
    // Letters of any script are letters, and a space is not a symbol.
    expect(messagesOf(zPassword, 'abcdéfgh')).toEqual([RULE_TEXT.passwordSymbol]);
    expect(messagesOf(zPassword, 'abcd efgh')).toEqual([RULE_TEXT.passwordSymbol]);
    expect(messagesOf(zPassword, 'abcdefg1')).toEqual([]);
    expect(messagesOf(zPassword, 'abcdefg!')).toEqual([]);
    expect(messagesOf(zPassword, 'abc-defg')).toEqual([]);
    expect(messagesOf(zPassword, '12345678')).toEqual([]);
  });

  it('reports both rules on a short password of letters', () => {
    expect(messagesOf(zPassword, 'abcdefg')).toEqual([
      RULE_TEXT.passwordLength,
      RULE_TEXT.passwordSymbol,
    ]);
  });
});

describe('passwords must match', () => {
  it('compares exactly', () => {
    expect(passwordsMatch('Secret-pass1', 'Secret-pass1')).toBe(true);
    expect(passwordsMatch('Secret-pass1', 'secret-pass1')).toBe(false);
    expect(passwordsMatch('Secret-pass1', 'Secret-pass1 ')).toBe(false);
  });

  it("reports 'Passwords must match' on the confirmation", () => {
    const result = zPasswordConfirmation.safeParse({
      password: 'Secret-pass1',
      confirm_password: 'Secret-pass2',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirm_password'], message: 'Passwords must match' }),
    ]);
    expect(
      zPasswordConfirmation.safeParse({
        password: 'Secret-pass1',
        confirm_password: 'Secret-pass1',
      }).success,
    ).toBe(true);
  });
});

describe('zMessageBody', () => {
  it('takes 15 to 1000 characters', () => {
    expect(RULE_TEXT.messageLength).toBe('Message must be 15-1000 characters');
    expect(messagesOf(zMessageBody, '')).toEqual([RULE_TEXT.required]);
    expect(messagesOf(zMessageBody, chars(14))).toEqual([RULE_TEXT.messageLength]);
    expect(messagesOf(zMessageBody, chars(15))).toEqual([]);
    expect(messagesOf(zMessageBody, chars(1000))).toEqual([]);
    expect(messagesOf(zMessageBody, chars(1001))).toEqual([RULE_TEXT.messageLength]);
    expect(messagesOf(zMessageBody, `  ${chars(14)}  `)).toEqual([RULE_TEXT.messageLength]);
  });
});
