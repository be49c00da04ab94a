import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { stripHtml, truncateText } from '../../../../core';

describe('truncateText (docs/product/language.md text helper, 155 by default)', () => {
  it('leaves short text alone, tags and entities stripped', () => {
    expect(truncateText('<p>Продавам <b>Голф</b>&nbsp;7 &amp; гуми</p>')).toBe('Продавам Голф 7 & гуми');
  });

  it('collapses whitespace and newlines', () => {
    expect(truncateText('  a \n\n\t b  ')).toBe('a b');
  });

  it('cuts at 155 at a word boundary with an ellipsis', () => {
    const words = Array.from({ length: 40 }, (_, i) => `збор${i}`).join(' ');
    const result = truncateText(words);
    expect(result.endsWith('...')).toBe(true);
    const body = result.slice(0, -3);
    expect(body.length).toBeLessThanOrEqual(155);
    expect(words.startsWith(body)).toBe(true);
    // The cut is at a word boundary: the next character in the source is a space.
    expect(words[body.length]).toBe(' ');
    // And it is the last boundary within the limit.
    expect(words.slice(body.length + 1).split(' ')[0]!.length + body.length + 1).toBeGreaterThan(155);
  });

  it('keeps a word that ends exactly at the limit', () => {
    expect(truncateText('aaaa bbbb cccc', 9)).toBe('aaaa bbbb...');
    expect(truncateText('aaaa bbbb cccc', 8)).toBe('aaaa...');
  });

  it('cuts inside a single word longer than the limit', () => {
    expect(truncateText('a'.repeat(200))).toBe(`${'a'.repeat(155)}...`);
  });

  it('drops punctuation left dangling before the ellipsis', () => {
    expect(truncateText('Продавам стан, центар', 15)).toBe('Продавам стан...');
  });

  it('removes script and style bodies and comments', () => {
    expect(stripHtml('a<script>alert("x")</script>b<style>p{}</style>c<!-- hidden -->d')).toBe('a b c d');
  });

  it('decodes numeric entities and drops unknown ones', () => {
    expect(stripHtml('&#1054;&#x43A; &bogus; &#0; &lt;b&gt;')).toBe('Ок <b>');
  });

  it('gives "" for missing text', () => {
    expect(truncateText(null)).toBe('');
    expect(truncateText(undefined)).toBe('');
  });

  it('property: never longer than max + ellipsis, never contains a tag', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 200 }), (text, max) => {
        const result = truncateText(text, max);
        expect(Array.from(result).length).toBeLessThanOrEqual(max + 3);
        expect(result).not.toMatch(/<[a-z/!][^>]*>/i);
      }),
    );
  });
});
