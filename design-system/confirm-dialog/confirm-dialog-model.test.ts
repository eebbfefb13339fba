import { describe, expect, it } from 'vitest';
import { confirmErrorText } from './confirm-dialog-model';

describe('confirmErrorText', () => {
  it("shows the failure's own message", () => {
    expect(confirmErrorText(new Error('Dana still has open time cards.'))).toBe(
      'Dana still has open time cards.',
    );
    expect(confirmErrorText('The crew was already archived.')).toBe(
      'The crew was already archived.',
    );
  });

  it("prefers the caller's fixed text", () => {
    expect(confirmErrorText(new Error('HTTP 500'), 'The crew could not be archived.')).toBe(
      'The crew could not be archived.',
    );
  });

  it('falls back to the generic error text when there is no message', () => {
    const generic = "Oops there was an error. We're working on it...";
    expect(confirmErrorText(new Error(''))).toBe(generic);
    expect(confirmErrorText('   ')).toBe(generic);
    expect(confirmErrorText({ status: 500 })).toBe(generic);
    expect(confirmErrorText(undefined, '  ')).toBe(generic);
  });
});
