import { describe, expect, it } from 'vitest';
import { internationalDigits, telHref, viberHref, whatsAppHref, youTubeVideoId } from '../../../../core';

describe('contact links from user data', () => {
  it.each([
    ['070 123 456', '38970123456'],
    ['+389 71 222 333', '38971222333'],
    ['00389 72 444 555', '38972444555'],
    ['072/444-555', '38972444555'],
    ['(02) 3111 222', '38923111222'],
  ])('reads %s as international %s', (raw, digits) => {
    expect(internationalDigits(raw)).toBe(digits);
  });

  it.each(['javascript:alert(1)', 'call me', '12', '', '070 123 456 <script>'])('refuses %j', (raw) => {
    expect(telHref(raw)).toBeNull();
    expect(whatsAppHref(raw)).toBeNull();
    expect(viberHref(raw)).toBeNull();
  });

  it('builds tel:, wa.me and viber links', () => {
    expect(telHref('070 123 456')).toBe('tel:+38970123456');
    expect(whatsAppHref('070 123 456')).toBe('https://wa.me/38970123456');
    expect(viberHref('070 123 456')).toBe('viber://chat?number=%2B38970123456');
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://evil.example/watch?v=dQw4w9WgXcQ', null],
    ['https://www.youtube.com/watch?v=bad"id', null],
    ['javascript:alert(1)', null],
  ])('reads the YouTube id of %s', (url, id) => {
    expect(youTubeVideoId(url)).toBe(id);
  });
});
