import { describe, expect, it } from 'vitest';
import { plainText } from '../../../server/listings/serialize';

/** plainText as it was written before its whitespace pass learnt to skip texts it cannot change. */
const reference = (text: string) => {
  let plain = text.replace(/<[^>]*>/g, ' ');
  plain = plain.replace(/&[a-z#0-9]+;/gi, ' ');
  return plain.replace(/\s+/g, ' ').trim();
};

describe('plainText', () => {
  it('collapses whitespace as \\s+ → " " does, for every UTF-16 code unit alone, doubled and between words', () => {
    for (let code = 0; code < 0x10000; code += 1) {
      const ch = String.fromCharCode(code);
      for (const text of [ch, ch + ch, `a${ch}b`, `a ${ch} b`, `${ch} x`, `x ${ch}`]) {
        if (plainText(text) !== reference(text)) expect(plainText(text)).toBe(reference(text));
      }
    }
  });

  it('leaves single spaces as they are and still trims, strips tags and entities', () => {
    for (const text of ['Продавам Голф 7 во одлична состојба', ' lead and trail ', 'a  b', 'x\ny', 'tab\there', 'nbsp\u00a0x', '<p>a</p>  <b>b</b>', 'a &amp; b', '', '   ']) {
      expect(plainText(text)).toBe(reference(text));
    }
  });
});
