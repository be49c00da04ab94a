import { describe, expect, it } from 'vitest';
import { isValidYouTubeUrl, messageText, validateImageFile, validateVideoFile, youTubeVideoId } from '../../../../core';

const MB = 1024 * 1024;

describe('validateImageFile (docs/product/selling.md images)', () => {
  it.each([
    [{ type: 'image/jpeg', size: 2 * MB, name: 'a.jpg' }, null],
    [{ type: 'image/jpg', size: 1, name: 'a.jpeg' }, null],
    [{ type: 'image/png', size: 10 * MB, name: 'a.png' }, null],
    [{ type: 'image/webp', size: 500, name: 'a.webp' }, null],
    [{ type: '', size: 500, name: 'slika.JPEG' }, null],
    [{ type: 'image/png', size: 10 * MB + 1, name: 'a.png' }, 'imageTooLarge'],
    [{ type: 'application/pdf', size: 500, name: 'a.pdf' }, 'mustBeImage'],
    [{ type: 'video/mp4', size: 500, name: 'a.mp4' }, 'mustBeImage'],
    [{ type: '', size: 500, name: 'noextension' }, 'mustBeImage'],
    [{ type: 'text/html', size: 500, name: 'a.jpg' }, 'mustBeImage'],
    [{ type: 'image/gif', size: 500, name: 'a.gif' }, 'validation.imageTypeNotAllowed'],
    [{ type: 'image/svg+xml', size: 500, name: 'a.svg' }, 'validation.imageTypeNotAllowed'],
    [{ type: 'image/heic', size: 500, name: 'a.heic' }, 'validation.imageTypeNotAllowed'],
    [{ type: 'image/png', size: Number.NaN, name: 'a.png' }, 'mustBeImage'],
  ])('%j → %s', (file, expected) => {
    expect(validateImageFile(file)).toBe(expected);
  });

  it('shows the exact texts for the two image messages', () => {
    expect(messageText(validateImageFile({ type: 'text/plain', size: 1 })!)).toBe('Мора да биде слика');
    expect(messageText(validateImageFile({ type: 'image/jpeg', size: 11 * MB })!)).toBe(
      'Големината на сликата е преголема. Максимална големина дозволена е 10MB',
    );
  });
});

describe('validateVideoFile (docs/product/selling.md: MP4/MOV/QuickTime/WEBM, 100MB, 90 s)', () => {
  it.each([
    [{ type: 'video/mp4', size: 50 * MB, durationSeconds: 30 }, null],
    [{ type: 'video/quicktime', size: MB, durationSeconds: 90 }, null],
    [{ type: 'video/webm', size: 100 * MB, durationSeconds: 1 }, null],
    [{ type: '', size: MB, name: 'klip.MOV' }, null],
    [{ type: 'video/mp4', size: MB }, null],
    [{ type: 'video/mp4', size: 100 * MB + 1, durationSeconds: 10 }, 'validation.videoTooLarge'],
    [{ type: 'video/mp4', size: MB, durationSeconds: 90.5 }, 'validation.videoTooLong'],
    [{ type: 'video/mp4', size: MB, durationSeconds: Number.NaN }, 'validation.videoUnreadable'],
    [{ type: 'video/mp4', size: MB, durationSeconds: null }, 'validation.videoUnreadable'],
    [{ type: 'video/x-msvideo', size: MB, name: 'a.avi' }, 'validation.videoWrongType'],
    [{ type: 'image/jpeg', size: MB }, 'validation.videoWrongType'],
  ])('%j → %s', (file, expected) => {
    expect(validateVideoFile(file)).toBe(expected);
  });
});

describe('YouTube links (docs/product/selling.md)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['http://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://youtu.be/dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('%s → %s', (url, id) => {
    expect(youTubeVideoId(url)).toBe(id);
    expect(isValidYouTubeUrl(url)).toBe(true);
  });

  it.each([
    '',
    'youtube',
    'https://www.youtube.com/',
    'https://www.youtube.com/watch?v=short',
    'https://vimeo.com/123456789',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/?u=https://youtu.be/dQw4w9WgXcQ',
    'javascript:alert("https://youtu.be/dQw4w9WgXcQ")',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'https://user:pass@youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ/extra',
    null,
  ])('%j is not a valid YouTube link', (url) => {
    expect(isValidYouTubeUrl(url)).toBe(false);
  });
});
