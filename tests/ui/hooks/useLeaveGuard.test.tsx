import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLeaveGuard } from '../../../ui/hooks/useLeaveGuard';

const MESSAGE = 'Имате незачувани промени. Дали сакате да ја напуштите страницата?';

function Editor({ unsaved }: { unsaved: () => boolean }) {
  useLeaveGuard(unsaved, MESSAGE);
  return <Link to="/drugo">Друго</Link>;
}

function renderEditor(unsaved: () => boolean) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Editor unsaved={unsaved} /> },
      { path: '/drugo', element: <p>Друга страница</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useLeaveGuard (issue 18: leaving with unsaved changes asks first)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks before an in-app link is followed while work is unsaved; "stay" keeps the page', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const router = renderEditor(() => true);
    fireEvent.click(screen.getByRole('link', { name: 'Друго' }));
    expect(confirm).toHaveBeenCalledWith(MESSAGE);
    expect(router.state.location.pathname).toBe('/');
  });

  it('"leave" follows the link; nothing unsaved follows it without asking', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const router = renderEditor(() => true);
    fireEvent.click(screen.getByRole('link', { name: 'Друго' }));
    expect(router.state.location.pathname).toBe('/drugo');

    confirm.mockClear();
    const calm = renderEditor(() => false);
    fireEvent.click(screen.getAllByRole('link', { name: 'Друго' }).at(-1)!);
    expect(confirm).not.toHaveBeenCalled();
    expect(calm.state.location.pathname).toBe('/drugo');
  });

  it('holds a reload or a closed tab with the browser prompt only while work is unsaved', () => {
    let unsaved = true;
    renderEditor(() => unsaved);
    const first = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    unsaved = false;
    const second = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
  });
});
