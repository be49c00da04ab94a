import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../support/render';
import { createTestServices } from '../support/services';
import { redirectFromQuery } from '../../../ui/pages/login/LoginPage';

async function fillAndSubmit(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Е-пошта'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Лозинка'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Најави се' }));
}

describe('login page (docs/product/accounts.md Login page, Session)', () => {
  it('logs in by e-mail, passing redirectPath and the hash to the session', async () => {
    const services = createTestServices();
    renderApp('/korisnik/najava?redirectPath=%2Fkorisnik%2Fmoi-oglasi#top', services);
    await fillAndSubmit(' kupuvac@primer.mk ', 'Oglasi2025!');
    await waitFor(() =>
      expect(services.session.login).toHaveBeenCalledWith('email', { email: 'kupuvac@primer.mk', password: 'Oglasi2025!' }, { redirectPath: '/korisnik/moi-oglasi', hash: '#top' }),
    );
  });

  it('says the account is active above the form when the activation link sent the visitor here', async () => {
    renderApp('/korisnik/najava?notice=activated', createTestServices());
    expect(await screen.findByLabelText('Е-пошта')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Профилот е активиран. Најавете се.');
  });

  it('says the password changed above the form when the reset sent the visitor here', async () => {
    renderApp('/korisnik/najava?notice=passwordChanged', createTestServices());
    expect(await screen.findByLabelText('Е-пошта')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Лозинката е променета. Најавете се со новата лозинка.');
  });

  it('says nothing of the kind on a plain visit or with a notice it does not know', async () => {
    const first = renderApp('/korisnik/najava', createTestServices());
    expect(await screen.findByLabelText('Е-пошта')).toBeInTheDocument();
    expect(screen.queryByText('Профилот е активиран. Најавете се.')).toBeNull();
    first.unmount();
    renderApp('/korisnik/najava?notice=toString', createTestServices());
    expect(await screen.findByLabelText('Е-пошта')).toBeInTheDocument();
    expect(screen.queryByText('Профилот е активиран. Најавете се.')).toBeNull();
  });

  it("shows 'Се вчитува...' on the button while the login is in flight", async () => {
    const services = createTestServices();
    services.session.login.mockImplementation(() => {
      services.session.set({ loading: true });
      return new Promise(() => undefined);
    });
    renderApp('/korisnik/najava', services);
    await fillAndSubmit('kupuvac@primer.mk', 'Oglasi2025!');
    expect(await screen.findByRole('button', { name: 'Се вчитува...' })).toBeDisabled();
  });

  it("shows the session's error text under the form (the core has toasted it)", async () => {
    const services = createTestServices();
    services.session.login.mockImplementation(async () => {
      services.session.set({ loading: false, error: 'Погрешно корисничко име или лозинка.' });
      return { outcome: 'error', message: 'Погрешно корисничко име или лозинка.', messageId: 'invalidCredentials', errors: null };
    });
    renderApp('/korisnik/najava', services);
    await fillAndSubmit('kupuvac@primer.mk', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Погрешно корисничко име или лозинка.');
    expect(screen.getByRole('button', { name: 'Најави се' })).toBeEnabled();
  });

  it('validates before calling the server: each problem is a toast and stands under its field', async () => {
    const services = createTestServices();
    renderApp('/korisnik/najava', services);
    await fillAndSubmit('', 'x');
    await waitFor(() => expect(screen.getByLabelText('Е-пошта')).toHaveAccessibleDescription('Полето Е-пошта е задолжително'));
    await fillAndSubmit('not-an-email', 'x');
    await waitFor(() => expect(screen.getByLabelText('Е-пошта')).toHaveAccessibleDescription('Невалиден email'));
    await fillAndSubmit('a@b.mk', '');
    await waitFor(() => expect(screen.getByLabelText('Лозинка')).toHaveAccessibleDescription('Полето Лозинка е задолжително'));
    expect(services.notifier.texts('error')).toEqual(['Полето Е-пошта е задолжително', 'Невалиден email', 'Полето Лозинка е задолжително']);
    expect(services.session.login).not.toHaveBeenCalled();
  });

  it('asks for the terms when the server requires them, then logs in with the acceptance', async () => {
    const services = createTestServices();
    services.session.login.mockResolvedValueOnce({ outcome: 'requiresTerms', response: { status: 'requires_terms' } });
    renderApp('/korisnik/najava', services);
    await fillAndSubmit('nov@primer.mk', 'Oglasi2025!');
    const terms = await screen.findByRole('checkbox', { name: 'Ги прифаќам условите на користење' });
    fireEvent.click(screen.getByRole('button', { name: 'Најави се' }));
    await waitFor(() => expect(services.notifier.texts('error')).toContain('За да продолжите, прифатете ги условите на користење.'));
    expect(services.session.login).toHaveBeenCalledTimes(1);
    fireEvent.click(terms);
    fireEvent.click(screen.getByRole('button', { name: 'Најави се' }));
    await waitFor(() => expect(services.session.login).toHaveBeenLastCalledWith('email', expect.objectContaining({ terms_accepted: true }), expect.anything()));
  });

  it('sends an already logged-in user on to a safe target: a hostile redirectPath becomes /', async () => {
    const services = createTestServices();
    services.session.logIn({ id: 1, full_name: 'Марко Николов' });
    const { router } = renderApp('/korisnik/najava?redirectPath=%2F%2Fevil.example%2Fx', services);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('reads inboxId into the inbox as the target when there is no redirectPath', () => {
    expect(redirectFromQuery(new URLSearchParams('inboxId=42'))).toBe('/korisnik/inbox?inboxId=42');
    expect(redirectFromQuery(new URLSearchParams('inboxId=support-7'))).toBe('/korisnik/inbox?inboxId=support-7');
    expect(redirectFromQuery(new URLSearchParams('inboxId=%2F%2Fevil'))).toBeNull();
    expect(redirectFromQuery(new URLSearchParams('redirectPath=%2Fa&inboxId=1'))).toBe('/a');
    expect(redirectFromQuery(new URLSearchParams(''))).toBeNull();
  });
});
