import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ListingChatButton } from '../../../ui/chat/ListingChatButton';
import type { UiChat } from '../../../ui/chat/uiChat';
import { LocationProbe, Providers } from '../support/render';
import { createTestServices, type TestServices } from '../support/services';

const listing = { id: 11, title: 'Голф 7', slug: 'golf-7', user_id: 3 } as unknown as Parameters<typeof ListingChatButton>[0]['listing'];

function renderButton(services: TestServices) {
  const router = createMemoryRouter(
    [
      { path: '/oglas/golf-7', element: <><ListingChatButton listing={listing} /><LocationProbe /></> },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: ['/oglas/golf-7'] },
  );
  render(<Providers services={services}><RouterProvider router={router} /></Providers>);
  return screen.getByRole('button', { name: 'Разговарај со продавачот' });
}

describe('ListingChatButton (chat with seller)', () => {
  it('sends a visitor to login and back to the listing', () => {
    const button = renderButton(createTestServices());
    fireEvent.click(button);
    expect(screen.getByTestId('location').textContent).toBe('/korisnik/najava?redirectPath=%2Foglas%2Fgolf-7');
  });

  it('signed in while the chat chunk is still loading: disabled, never sent to login', () => {
    const services = createTestServices({ chat: null });
    services.session.logIn({ id: 5, full_name: 'Марко Николов' });
    const button = renderButton(services);
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(screen.getByTestId('location').textContent).toBe('/oglas/golf-7');
  });

  it('signed in with the chat loaded: starts the conversation about this listing', () => {
    const startWithSeller = vi.fn(() => true);
    const services = createTestServices({ chat: { startWithSeller } as unknown as UiChat });
    services.session.logIn({ id: 5, full_name: 'Марко Николов' });
    const button = renderButton(services);
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(startWithSeller).toHaveBeenCalledWith(listing);
  });
});
