import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ChatRoot } from '../../../ui/chat/ChatRoot';
import { InboxPage } from '../../../ui/chat/InboxPage';
import { AppShell } from '../../../ui/shell/AppShell';
import { createTestServices } from '../support/services';
import { LocationProbe, Providers } from '../support/render';
import { fakeChat } from './fakeChat';
import { headerView, dayGroups, rowView, stubLayout } from './fixtures';
import type { UiChatState } from '../../../ui/chat/uiChat';

let restore: () => void;
beforeEach(() => {
  restore = stubLayout();
});
afterEach(() => restore());

function renderApp(path: string, initial: Partial<UiChatState> = {}) {
  const { chat, set } = fakeChat(initial);
  const services = createTestServices({ chat });
  services.session.logIn({ id: 7, full_name: 'Петар Петровски' });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <AppShell year={2026} ChatRoot={ChatRoot} />,
        children: [
          { path: 'korisnik/inbox', element: <InboxPage /> },
          { path: '*', element: <LocationProbe /> },
          { index: true, element: <LocationProbe /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers services={services}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { chat, set, router };
}

describe('ChatRoot in the shell', () => {
  it("feeds the shell's chat button: the 9+ badge, and opening the dialog through the engine", async () => {
    const { chat } = renderApp('/', { unreadTotal: 12, unreadBadge: '9+' });
    const buttons = screen.getAllByRole('button', { name: /Пораки, 12/ });
    expect(buttons.length).toBeGreaterThan(0);
    await userEvent.click(buttons[0]!);
    expect(chat.open).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('dialog', { name: 'Пораки' })).toBeInTheDocument();
  });

  it('tells the engine at the start of every navigation', async () => {
    const { chat, router } = renderApp('/', { open: true });
    await screen.findByRole('dialog', { name: 'Пораки' });
    expect(chat.navigationStarted).not.toHaveBeenCalled();
    await act(() => router.navigate('/oglasi/prebaruvanje'));
    expect(chat.navigationStarted).toHaveBeenCalled();
  });

  it('the inbox route opens the conversation named by inboxId, or just the chat without one', async () => {
    const first = renderApp('/korisnik/inbox?inboxId=15');
    expect(first.chat.openConversation).toHaveBeenCalledWith(15);
    await act(() => first.router.navigate('/korisnik/inbox?inboxId=support-3'));
    expect(first.chat.openConversation).toHaveBeenLastCalledWith('support-3');
    await act(() => first.router.navigate('/korisnik/inbox'));
    expect(first.chat.open).toHaveBeenCalled();
  });

  it('ignores an inboxId that is not a conversation id', () => {
    const { chat } = renderApp('/korisnik/inbox?inboxId=%3Cscript%3E');
    expect(chat.openConversation).not.toHaveBeenCalled();
    expect(chat.open).toHaveBeenCalled();
  });
});

describe('ChatDialogContainer', () => {
  const rows = [rowView({ id: 1 }), rowView({ id: 2, partner: { name: 'Бојан', initials: 'Б', avatarUrl: null } })];

  it('selects through the engine, focuses the input when the thread opens and the row again on back', async () => {
    const { chat, set } = renderApp('/', { open: true, rows });
    const dialog = await screen.findByRole('dialog', { name: 'Пораки' });
    expect(within(dialog).getByTestId('chat-placeholder')).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('option')[1]!);
    expect(chat.select).toHaveBeenCalledWith(2);

    act(() => set({ selectedId: 2, thread: { id: 2, header: headerView, groups: dayGroups(3), hasMore: false, loadingMore: false, partnerTyping: false } }));
    expect(within(dialog).getByPlaceholderText('Напишете порака')).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Назад' }));
    expect(chat.back).toHaveBeenCalled();
    act(() => set({ selectedId: null, thread: null }));
    expect(within(dialog).getAllByRole('option')[1]).toHaveFocus();
  });

  it('sends, loads more, opens support and reports typing through the engine', async () => {
    const { chat } = renderApp('/', {
      open: true,
      rows,
      selectedId: 1,
      thread: { id: 1, header: headerView, groups: dayGroups(2), hasMore: true, loadingMore: false, partnerTyping: false },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Пораки' });
    await userEvent.type(within(dialog).getByPlaceholderText('Напишете порака'), 'Здраво{Enter}');
    expect(chat.typing).toHaveBeenCalledWith('Здраво');
    expect(chat.send).toHaveBeenCalledWith('Здраво');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Вчитај постари пораки' }));
    expect(chat.loadMore).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Контактирај поддршка' }));
    expect(chat.openSupport).toHaveBeenCalled();
  });

  it('shows the connection state and the stored connect error', async () => {
    const { set } = renderApp('/', { open: true, connection: { state: 'connecting' } });
    expect(await screen.findByTestId('chat-connection')).toHaveTextContent('Се поврзува...');
    act(() => set({ connection: { state: 'error', message: 'xhr poll error' } }));
    expect(screen.getByTestId('chat-connection')).toHaveTextContent('Нема врска со серверот за пораки: xhr poll error');
    act(() => set({ connection: { state: 'connected' } }));
    expect(screen.queryByTestId('chat-connection')).toBeNull();
  });

  it('closes through the engine (Escape)', async () => {
    const { chat } = renderApp('/', { open: true });
    await screen.findByRole('dialog', { name: 'Пораки' });
    await userEvent.keyboard('{Escape}');
    expect(chat.close).toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Пораки' })).toBeNull();
  });
});
