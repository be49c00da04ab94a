import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../support/render';
import { createTestServices } from '../support/services';

/** Registration by SMS is offered only where the server has an SMS gateway (docs/api.md "SMS gateway"). */
describe('register page: the SMS method follows GET /api/auth/providers', () => {
  const withProviders = (sms: boolean) => {
    const services = createTestServices();
    services.http.on('GET', '/api/auth/providers', { status: 'success', data: { email: true, sms, google: false, facebook: false, apple: false } });
    return services;
  };

  it('offers e-mail or SMS when the server has a gateway', async () => {
    renderApp('/korisnik/registracija', withProviders(true));
    expect(await screen.findByText('Со SMS', { exact: true })).toBeInTheDocument();
  });

  it('offers e-mail only when it has none (production by default)', async () => {
    const services = withProviders(false);
    renderApp('/korisnik/registracija', services);
    expect(await screen.findByLabelText('Е-пошта')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(services.http.calls.some((call) => call.path === '/api/auth/providers')).toBe(true);
    expect(screen.queryByText('Со SMS', { exact: true })).toBeNull();
  });
});
