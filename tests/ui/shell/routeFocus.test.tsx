import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { RouteFocus } from '../../../ui/shell/RouteFocus';

/** A field whose address is replaced while it is typed in (the wizard's draft getting its id). */
function Draft() {
  const navigate = useNavigate();
  return <input aria-label="title" onChange={() => navigate('/korisnik/oglas/12', { replace: true })} />;
}

/** The shell's <main> and its pages: links to other pages, one to the same page with a query, a page with a field. */
function Shell() {
  return (
    <MemoryRouter initialEntries={['/']}>
      <RouteFocus />
      <nav>
        <Link to="/oglas/golf-7-1">listing</Link>
        <Link to="/?page=2">page 2</Link>
        <Link to="/korisnik/oglas">new listing</Link>
        <Link to="/kod">code</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/" element={<h1>home</h1>} />
          <Route path="/oglas/:slug" element={<h1>listing page</h1>} />
          <Route path="/korisnik/oglas/*" element={<Draft />} />
          <Route path="/kod" element={<input aria-label="code" autoFocus />} />
        </Routes>
      </main>
    </MemoryRouter>
  );
}

describe('focus after a client-side navigation (ui/shell/RouteFocus.tsx)', () => {
  it('leaves focus alone on the first page', () => {
    render(<Shell />);
    expect(document.activeElement).toBe(document.body);
  });

  it('moves focus to the main content when the page changes', async () => {
    render(<Shell />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'listing' }));
    expect(await screen.findByRole('heading', { name: 'listing page' })).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('keeps focus where it is when only the query changes', async () => {
    render(<Shell />);
    const user = userEvent.setup();
    const samePage = screen.getByRole('link', { name: 'page 2' });
    await user.click(samePage);
    expect(document.activeElement).toBe(samePage);
  });

  it('keeps focus in a field whose address is replaced while it is typed in', async () => {
    render(<Shell />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'new listing' }));
    const title = screen.getByRole('textbox', { name: 'title' });
    await user.click(title);
    await user.keyboard('Golf');
    expect(document.activeElement).toBe(title);
    expect(title).toHaveValue('Golf');
  });

  it('leaves focus where the new page put it', async () => {
    render(<Shell />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'code' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'code' }));
  });
});
