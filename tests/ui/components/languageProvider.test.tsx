import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { catalogues, LanguageStore } from '../../../core';
import { LanguageProvider, useLanguage, useText } from '../../../ui/i18n';

function Probe() {
  const t = useText();
  return <p data-language={useLanguage()}>{t('button.loading')}</p>;
}

describe('LanguageProvider (Albanian loads on demand)', () => {
  it('shows Macedonian while the Albanian catalogue loads, then re-renders in Albanian', async () => {
    render(
      <LanguageProvider language={new LanguageStore('sq')}>
        <Probe />
      </LanguageProvider>,
    );
    const first = screen.getByText(catalogues.mk['button.loading']);
    expect(first.dataset.language).toBe('mk');
    const albanian = await screen.findByText(catalogues.sq['button.loading']);
    expect(albanian.dataset.language).toBe('sq');
    expect(catalogues.sq['button.loading']).not.toBe(catalogues.mk['button.loading']);
  });

  it('renders the language of the store it is given, and follows a switch without remounting', async () => {
    const store = new LanguageStore('mk');
    render(
      <LanguageProvider language={store}>
        <Probe />
      </LanguageProvider>,
    );
    const paragraph = screen.getByText(catalogues.mk['button.loading']);
    await act(() => store.select('sq'));
    expect(paragraph).toHaveTextContent(catalogues.sq['button.loading']);
    expect(paragraph.dataset.language).toBe('sq');
    await act(() => store.select('mk'));
    expect(paragraph).toHaveTextContent(catalogues.mk['button.loading']);
  });
});
