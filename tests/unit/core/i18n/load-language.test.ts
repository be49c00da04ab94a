import { describe, expect, it } from 'vitest';
import { catalogues, isLanguageLoaded, loadLanguage, messageText } from '../../../../core';

// A file of its own: the module state starts with only Macedonian in memory.
describe('loadLanguage (Albanian is a chunk loaded on demand)', () => {
  it('before loading, Albanian texts fall back to Macedonian; after, they are Albanian', async () => {
    expect(isLanguageLoaded('mk')).toBe(true);
    expect(isLanguageLoaded('sq')).toBe(false);
    expect(messageText('notAuthenticated', 'sq')).toBe(catalogues.mk.notAuthenticated);
    await loadLanguage('sq');
    expect(isLanguageLoaded('sq')).toBe(true);
    expect(messageText('notAuthenticated', 'sq')).toBe(catalogues.sq.notAuthenticated);
    expect(messageText('notAuthenticated', 'sq')).not.toBe(catalogues.mk.notAuthenticated);
    await loadLanguage('sq'); // idempotent
    expect(messageText('validation.fieldRequired', 'sq', { label: 'Titulli' })).toBe('Fusha Titulli është e detyrueshme');
  });
});
