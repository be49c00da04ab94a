import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANTS, PLACEHOLDER_IMAGE, imageSrcSet, pickImageVariant, webmailLink } from '../../../../core';

const FULL = {
  original: '/media/1/original.jpg',
  profile_small_webp: '/media/1/52.webp',
  profile_webp: '/media/1/168.webp',
  gallery_thumb_webp: '/media/1/360.webp',
  thumb_webp: '/media/1/606.webp',
  medium_webp: '/media/1/1488.webp',
  lightbox_webp: '/media/1/2000.webp',
};

describe('image variants (docs/product/selling.md)', () => {
  it('has the six widths of the table', () => {
    expect(IMAGE_VARIANTS.map((variant) => [variant.name, variant.width])).toEqual([
      ['profile_small_webp', 52],
      ['profile_webp', 168],
      ['gallery_thumb_webp', 360],
      ['thumb_webp', 606],
      ['medium_webp', 1488],
      ['lightbox_webp', 2000],
    ]);
  });

  it.each([
    [1, '/media/1/52.webp'],
    [52, '/media/1/52.webp'],
    [53, '/media/1/168.webp'],
    [168, '/media/1/168.webp'],
    [300, '/media/1/360.webp'],
    [606, '/media/1/606.webp'],
    [1000, '/media/1/1488.webp'],
    [1920, '/media/1/2000.webp'],
    [3000, '/media/1/original.jpg'],
  ])('pickImageVariant(minWidth %s) → %s', (minWidth, expected) => {
    expect(pickImageVariant(FULL, minWidth)).toBe(expected);
  });

  it('skips missing variants and falls back to the original, then the widest variant, then the placeholder', () => {
    expect(pickImageVariant({ original: '/o.jpg', thumb_webp: '/606.webp' }, 100)).toBe('/606.webp');
    expect(pickImageVariant({ original: '/o.jpg', profile_webp: '' }, 100)).toBe('/o.jpg');
    expect(pickImageVariant({ profile_small_webp: '/52.webp', profile_webp: '/168.webp' }, 500)).toBe('/168.webp');
    expect(pickImageVariant({}, 100)).toBe(PLACEHOLDER_IMAGE);
    expect(pickImageVariant(null, 100)).toBe(PLACEHOLDER_IMAGE);
    expect(pickImageVariant('/plain.jpg', 100)).toBe('/plain.jpg');
  });

  it('builds a srcset over the variants present', () => {
    expect(imageSrcSet({ profile_small_webp: '/52.webp', thumb_webp: '/606.webp', original: '/o.jpg' })).toBe('/52.webp 52w, /606.webp 606w');
    expect(imageSrcSet(null)).toBe('');
  });

  it('has an inline placeholder image', () => {
    expect(PLACEHOLDER_IMAGE.startsWith('data:image/svg+xml,')).toBe(true);
  });
});

describe('webmailLink (docs/product/selling.md)', () => {
  it.each([
    ['petar@gmail.com', 'https://mail.google.com/mail/u/0/#inbox'],
    ['Petar@GMAIL.com', 'https://mail.google.com/mail/u/0/#inbox'],
    ['ana@hotmail.com', 'https://outlook.live.com/mail/0/inbox'],
    ['ana@outlook.com', 'https://outlook.live.com/mail/0/inbox'],
    ['ana@yahoo.com', 'https://mail.yahoo.com/'],
    ['ana@icloud.com', 'https://www.icloud.com/mail'],
    ['ana@proton.me', 'https://mail.proton.me/u/0/inbox'],
    ['info@firma.com.mk', 'https://mail.firma.com.mk'],
    ['kontakt@t-home.mk', 'https://mail.t-home.mk'],
  ])('%s → %s', (email, expected) => {
    expect(webmailLink(email)).toBe(expected);
  });

  it.each(['', 'no-at-sign', '@gmail.com', 'a@localhost', 'a@evil.example/path', 'a@javascript:alert(1)', 'a@-bad.com', null])(
    '%j → null',
    (email) => {
      expect(webmailLink(email)).toBeNull();
    },
  );
});
