import { describe, expect, it } from 'vitest';
import { FLASH_STORAGE_KEY, keepFlash, takeFlash } from '../../../../core';
import { FakeStorage } from '../../../fakes/FakeStorage';

describe('flash: one message carried across a full page navigation', () => {
  it('is read once', () => {
    const storage = new FakeStorage();
    keepFlash(storage, { kind: 'success', id: 'session.loginSuccess' });
    expect(takeFlash(storage)).toEqual({ kind: 'success', id: 'session.loginSuccess' });
    expect(takeFlash(storage)).toBeNull();
  });

  it.each(['not json', 'null', '42', '{"kind":"success"}', '{"kind":"info","id":"session.loginSuccess"}', '{"kind":"success","id":"no.such.message"}'])(
    'a malformed value (%s) is dropped, never shown',
    (raw) => {
      const storage = new FakeStorage();
      storage.set(FLASH_STORAGE_KEY, raw);
      expect(takeFlash(storage)).toBeNull();
      expect(storage.get(FLASH_STORAGE_KEY)).toBeNull();
    },
  );
});
