import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from '../../../ui/components/Button';
import { LanguageStore } from '../../../core';
import { LanguageProvider } from '../../../ui/i18n';

const renderButton = (props: Parameters<typeof Button>[0]) => render(<LanguageProvider language={new LanguageStore('mk')}><Button {...props} /></LanguageProvider>);

describe('button (docs/product/README.md Buttons, sizes and themes)', () => {
  it('defaults to x-small and purple', () => {
    renderButton({ children: 'Зачувај' });
    const button = screen.getByRole('button', { name: 'Зачувај' });
    expect(button.className).toContain('size-x-small');
    expect(button.className).toContain('theme-purple');
  });

  it('takes every size and theme of docs/product/README.md', () => {
    const sizes = ['x-small', 'small', 'medium'] as const;
    const themes = ['black', 'purple', 'orange', 'green', 'whatsapp', 'white', 'blue', 'red', 'gray', 'outline', 'premium', 'orange-outline'] as const;
    for (const size of sizes) {
      for (const theme of themes) {
        const { unmount } = renderButton({ size, theme, children: 'x' });
        const button = screen.getByRole('button');
        expect(button.className).toContain(`size-${size}`);
        expect(button.className).toContain(`theme-${theme}`);
        unmount();
      }
    }
  });

  it("replaces the text with 'Се вчитува...' and disables itself while loading", () => {
    const onClick = vi.fn();
    renderButton({ loading: true, onClick, children: 'Најави се' });
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('Се вчитува...');
    expect(button).not.toHaveTextContent('Најави се');
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is disabled when asked', () => {
    renderButton({ disabled: true, children: 'Испрати' });
    expect(screen.getByRole('button', { name: 'Испрати' })).toBeDisabled();
  });
});
