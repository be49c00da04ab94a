import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderApp } from '../support/render';
import { createTestServices } from '../support/services';

describe('the password field (docs/product/accounts.md)', () => {
  it('shows and hides the password with an icon button named for what it will do', async () => {
    renderApp('/korisnik/najava', createTestServices());
    const password = await screen.findByLabelText('Лозинка');
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Прикажи ја лозинката' }));
    expect(password).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Сокриј ја лозинката' });
    expect(hide).toHaveAttribute('aria-controls', password.id);
    expect(hide.querySelector('svg')).not.toBeNull();
    fireEvent.click(hide);
    expect(password).toHaveAttribute('type', 'password');
  });
});
