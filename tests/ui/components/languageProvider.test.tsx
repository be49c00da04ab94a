import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { catalogues } from '../../../core';
import { LanguageProvider, useLanguage, useText } from '../../../ui/i18n';

function Probe() {
  const t = useText();
  return <p data-language={useLanguage()}>{t('button.loading')}</p>;
}

describe('LanguageProvider (Albanian loads on demand)', () => {
  it('shows Macedonian while the Albanian catalogue loads, then re-renders in Albanian', async () => {
    render(
      <LanguageProvider language="sq">
        <Probe />
      </LanguageProvider>,
    );
    const first = screen.getByText(catalogues.mk['button.loading']);
    expect(first.dataset.language).toBe('mk');
    const albanian = await screen.findByText(catalogues.sq['button.loading']);
    expect(albanian.dataset.language).toBe('sq');
    expect(catalogues.sq['button.loading']).not.toBe(catalogues.mk['button.loading']);
  });
});
