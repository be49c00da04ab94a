import { describe, expect, it } from 'vitest';
import { acceptsFile, dragCarriesFiles, filesToUpload, IMAGE_ACCEPT, uploadPercent } from '../../../../core';

const file = (name: string, type: string) => ({ name, type, size: 10 });

describe('acceptsFile (an HTML accept list, issue 39 upload tile)', () => {
  it.each([
    ['image/jpeg,image/png', file('a.jpg', 'image/jpeg'), true],
    ['image/jpeg,image/png', file('a.gif', 'image/gif'), false],
    ['image/*', file('a.heic', 'image/heic'), true],
    ['image/*', file('a.pdf', 'application/pdf'), false],
    ['.jpg, .PNG', file('SLIKA.png', ''), true],
    ['.jpg', file('noextension', ''), false],
    [' Image/JPEG ', file('a.jpg', 'image/jpeg'), true],
    ['', file('a.txt', 'text/plain'), true],
    [IMAGE_ACCEPT, file('a.webp', 'image/webp'), true],
    [IMAGE_ACCEPT, file('a.svg', 'image/svg+xml'), false],
  ])('%s admits %j: %s', (accept, picked, expected) => {
    expect(acceptsFile(accept, picked)).toBe(expected);
  });

  it('lists the docs/product/selling.md image types for the picker', () => {
    expect(IMAGE_ACCEPT).toBe('image/jpeg,image/jpg,image/png,image/webp');
  });
});

describe('filesToUpload (what a drop or a pick hands on)', () => {
  const text = file('beleshka.txt', 'text/plain');
  const photo = file('prva.jpg', 'image/jpeg');
  const second = file('vtora.png', 'image/png');

  it('several at once: every file in its order, the wrong ones too (the caller says why it refuses them)', () => {
    expect(filesToUpload([text, photo, second], { accept: IMAGE_ACCEPT, multiple: true })).toEqual([text, photo, second]);
  });

  it('one at a time: the first the accept list admits', () => {
    expect(filesToUpload([text, photo, second], { accept: IMAGE_ACCEPT, multiple: false })).toEqual([photo]);
  });

  it('one at a time and none admitted: the first, so that it is refused with its reason rather than ignored', () => {
    expect(filesToUpload([text, file('b.pdf', 'application/pdf')], { accept: IMAGE_ACCEPT, multiple: false })).toEqual([text]);
  });

  it('nothing dropped: nothing', () => {
    expect(filesToUpload([], { accept: IMAGE_ACCEPT, multiple: false })).toEqual([]);
    expect(filesToUpload([], { accept: IMAGE_ACCEPT, multiple: true })).toEqual([]);
  });
});

describe('dragCarriesFiles', () => {
  it.each([
    [['Files'], true],
    [['text/plain', 'Files'], true],
    [['text/plain', 'text/uri-list'], false],
    [[], false],
    [null, false],
  ])('%j → %s', (types, expected) => {
    expect(dragCarriesFiles(types)).toBe(expected);
  });
});

describe('uploadPercent', () => {
  it.each([
    [null, 0],
    [Number.NaN, 0],
    [-0.2, 0],
    [0, 0],
    [0.424, 42],
    [0.999, 99],
    [1, 100],
    [1.4, 100],
  ])('%s → %s %%', (progress, expected) => {
    expect(uploadPercent(progress)).toBe(expected);
  });
});
