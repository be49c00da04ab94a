import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildRoutes } from '../../app/web/routes';
import { LanguageProvider } from '../../ui/i18n';

function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes(new Date('2026-11-22T10:00:00Z')), { initialEntries: [path] });
  render(
    <LanguageProvider language="mk">
      <RouterProvider router={router} />
    </LanguageProvider>,
  );
}

describe('app shell', () => {
  it('hides the logo on home and shows it elsewhere', () => {
    renderAt('/');
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Почетна' })).toBeNull();
  });

  it('shows the copyright year from the injected clock', () => {
    renderAt('/');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('2026');
  });
});
