import { describe, expect, it } from 'vitest';
import { zBusinessName, zFullName, zMessageBody } from './identity';
import { isDisplayText, isFreeText } from './display-text';
import { RULE_TEXT } from './rule-text';
import { messagesOf } from './test-helpers';

const controls = [
  ...Array.from({ length: 0x20 }, (_, code) => code),
  0x7f,
  ...Array.from({ length: 0x20 }, (_, code) => 0x80 + code),
].map((code) => String.fromCharCode(code));
const bidiControls = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

describe('isDisplayText (names, titles, one-line texts)', () => {
  it('refuses every C0 and C1 control, DEL and the line separators', () => {
    for (const char of [...controls, '\u2028', '\u2029'])
      expect(isDisplayText(`a${char}b`), JSON.stringify(char)).toBe(false);
  });

  it('refuses bidirectional embeddings, overrides and isolates', () => {
    for (const char of bidiControls)
      expect(isDisplayText(`a${char}b`), JSON.stringify(char)).toBe(false);
  });

  it('takes any script, emoji, and the direction marks', () => {
    for (const text of [
      'José Ñúñez',
      'محمد',
      'שרה\u200f',
      'a\u200eb',
      'a\u061cb',
      '👷‍♀️',
      '王小明',
      '<b>&',
    ])
      expect(isDisplayText(text), text).toBe(true);
  });
});

describe('isFreeText (notes, "about")', () => {
  it('keeps tabs and line breaks', () => {
    expect(isFreeText('one\ttwo\nthree\r\nfour')).toBe(true);
  });

  it('refuses the other controls and the bidi overrides', () => {
    for (const char of [...controls.filter((c) => !'\t\n\r'.includes(c)), ...bidiControls])
      expect(isFreeText(`a${char}b`), JSON.stringify(char)).toBe(false);
  });
});

describe('the shared name rules use them', () => {
  it('with the field error', () => {
    expect(messagesOf(zFullName, 'Riley\u202e Owner')).toEqual([RULE_TEXT.displayText]);
    expect(messagesOf(zFullName, 'Riley\tOwner')).toEqual([RULE_TEXT.displayText]);
    expect(messagesOf(zBusinessName, 'Acme\u0000')).toEqual([RULE_TEXT.displayText]);
    expect(messagesOf(zMessageBody, 'A long enough message\u0007.')).toEqual([RULE_TEXT.freeText]);
    expect(messagesOf(zMessageBody, 'A long enough message,\non two lines.')).toEqual([]);
  });

  it('trim surrounding white space before judging', () => {
    expect(zFullName.parse('\tRiley Owner\n')).toBe('Riley Owner');
  });
});
