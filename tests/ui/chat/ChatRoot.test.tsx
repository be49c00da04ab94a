import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ChatRoot } from '../../../ui/chat/ChatRoot';
import { InboxPage } from '../../../ui/chat/InboxPage';
import { AppShell } from '../../../ui/shell/AppShell';
import { createTestServices } from '../support/services';
import { LocationProbe, Providers, renderApp as renderWebApp } from '../support/render';
import { conversation, createHarness, dayGroups, message, ME } from '../../unit/core/chat/harness';
import { stubLayout } from './fixtures';

/**
 * The chat UI over the real core chat engine (in-memory ports; the test plays the server through the fake
 * socket). What the user sees here is the engine's decision rendered, so these tests fail if either breaks.
 */
let restore: () => void;
beforeEach(() => {
  restore = stubLayout();
});
afterEach(() => restore());

function renderApp(path = '/') {
  const harness = createHarness();
  const services = createTestServices({ chat: harness.engine });
  services.session.logIn({ id: ME, full_name: 'Петар Петровски' });
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
  return { ...harness, router };
}

async function openDialog(harness: ReturnType<typeof renderApp>) {
  await act(async () => harness.engine.open());
  return screen.findByRole('dialog', { name: 'Пораки' });
}

describe('chat button and badge', () => {
  it("shows the engine's unread badge (9+) on the shell's chat button and opens the chat with _lc", async () => {
    const app = renderApp();
    await act(async () => app.server.emit('unread_count', { total_unread_count: 12, unread_counts: [{ conversation_id: 1, unread_count: 12 }] }));
    const badge = screen.getAllByTestId('chat-badge')[0]!;
    expect(badge).toHaveTextContent('9+');
    await userEvent.click(badge.closest('button')!);
    expect(app.server.emits('_lc')).toHaveLength(1);
    expect(await screen.findByRole('dialog', { name: 'Пораки' })).toBeInTheDocument();
  });
});

describe('conversation list', () => {
  it("renders the engine's rows: 'Anonymous' and '??', title cut at 24, preview at 29, support first", async () => {
    const app = renderApp();
    await act(async () =>
      app.server.list([
        conversation(1, {
          entity: { id: 501, name: 'Фолксваген Голф 7 2.0 TDI Highline 2016' },
          other_participant: null,
          last_message: 'Дали е уште достапно возилото и може замена?',
          unread_count: 3,
        }),
        conversation(2, { is_support: true, entity: null, other_participant: { id: 90, name: 'Поддршка Огласи' } }),
      ]),
    );
    const dialog = await openDialog(app);
    const rows = within(dialog).getAllByRole('option');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('img', { name: 'Поддршка' })).toBeInTheDocument();
    const car = rows[1]!;
    expect(within(car).getByText('Anonymous')).toBeInTheDocument();
    expect(within(car).getByTestId('chat-initials')).toHaveTextContent('??');
    expect(within(car).getByTestId('conversation-title')).toHaveTextContent(/^Фолксваген Голф 7 2\.0 TD\.\.\.$/);
    expect(within(car).getByTestId('conversation-preview')).toHaveTextContent(/^Дали е уште достапно возилото\.\.\.$/);
    expect(within(car).getByTestId('unread-badge')).toHaveTextContent('3');
  });

  it('shows the typing indicator on the row while the partner types', async () => {
    const app = renderApp();
    await act(async () => app.server.list([conversation(1)]));
    const dialog = await openDialog(app);
    await act(async () => app.server.emit('typing_start', { conversation_id: 1, user_id: 101 }));
    expect(within(dialog).getByTestId('typing-indicator')).toHaveTextContent('пишува...');
    await act(async () => app.server.emit('typing_stop', { conversation_id: 1, user_id: 101 }));
    expect(within(dialog).queryByTestId('typing-indicator')).toBeNull();
  });
});

describe('open conversation', () => {
  it('selecting joins after 50 ms, shows the day groups, focuses the input; back returns focus to the row', async () => {
    const app = renderApp();
    await act(async () => app.server.list([conversation(1), conversation(2)]));
    const dialog = await openDialog(app);
    await userEvent.click(within(dialog).getAllByRole('option')[1]!);
    await act(async () => app.clock.advanceSync(50));
    expect(app.server.emits('join')).toEqual([{ conversation_id: 1 }]);
    await act(async () => app.server.emit('conversation_messages', { conversation_id: 1, messages: dayGroups([message(1, 1), message(2, 1)]), has_more_messages: true }));
    expect(within(dialog).getByText('текст 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('separator', { name: '2026-01-15' })).toBeInTheDocument();
    expect(within(dialog).getByPlaceholderText('Напишете порака')).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Вчитај постари пораки' }));
    expect(app.server.emits('load_more_messages')).toEqual([{ conversation_id: 1, offset: 2, limit: 20 }]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Назад' }));
    expect(within(dialog).getByTestId('chat-placeholder')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('option').find((row) => row.getAttribute('data-conversation-id') === '1')).toHaveFocus();
  });

  it('sends on Enter: ◔ while sending, ✓✓ once delivered; a failed send shows the server text, ✗ and retry', async () => {
    const app = renderApp();
    await act(async () => app.server.list([conversation(1)]));
    const dialog = await openDialog(app);
    await userEvent.click(within(dialog).getByRole('option'));
    await act(async () => app.server.emit('conversation_messages', { conversation_id: 1, messages: dayGroups([message(1, 1)]), has_more_messages: false }));
    const input = within(dialog).getByPlaceholderText('Напишете порака');
    await userEvent.type(input, '   ');
    expect(within(dialog).getByRole('button', { name: 'Испрати' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'Дали е достапно?{Enter}');
    expect(input).toHaveValue('');
    expect(within(dialog).getByRole('img', { name: 'Се испраќа' })).toHaveTextContent('◔');
    expect(app.server.emits('send_message')).toMatchObject([{ conversation_id: 1, message: 'Дали е достапно?', temp_id: 'tmp-1' }]);
    await act(async () => app.server.emit('message_delivered', { temp_id: 'tmp-1', message_id: 77, conversation_id: 1 }));
    expect(within(dialog).getByRole('img', { name: 'Доставено' })).toHaveTextContent('✓✓');

    await act(async () => app.clock.advanceSync(300));
    await userEvent.type(input, 'Втора{Enter}');
    await act(async () => app.clock.advanceSync(300));
    const second = app.server.emits('send_message').at(-1) as { temp_id: string };
    await act(async () => app.server.emit('message_error', { temp_id: second.temp_id, code: 'INVALID', error: 'Пораката е одбиена.' }));
    expect(within(dialog).getByRole('img', { name: 'Неуспешно' })).toHaveTextContent('✗');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Пораката е одбиена.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Обиди се повторно' }));
    await act(async () => app.clock.advanceSync(300));
    expect((app.server.emits('send_message').at(-1) as { temp_id: string }).temp_id).not.toBe(second.temp_id);
  });

  it("keeps a text the engine refuses as too long, with the catalogue's reason", async () => {
    const app = renderApp();
    await act(async () => app.server.list([conversation(1)]));
    const dialog = await openDialog(app);
    await userEvent.click(within(dialog).getByRole('option'));
    const input = within(dialog).getByPlaceholderText('Напишете порака');
    await userEvent.click(input);
    await userEvent.paste('а'.repeat(2001));
    await userEvent.keyboard('{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Пораката е предолга (најмногу 2000 знаци).');
    expect(input).toHaveValue('а'.repeat(2001));
    expect(app.server.emits('send_message')).toEqual([]);
  });

  it("shows a rate-limited message as ⏱ that will retry", async () => {
    const app = renderApp();
    await act(async () => app.server.list([conversation(1)]));
    const dialog = await openDialog(app);
    await userEvent.click(within(dialog).getByRole('option'));
    await act(async () => app.server.emit('conversation_messages', { conversation_id: 1, messages: [], has_more_messages: false }));
    await userEvent.type(within(dialog).getByPlaceholderText('Напишете порака'), 'Брзо{Enter}');
    await act(async () => app.server.emit('message_error', { temp_id: 'tmp-1', code: 'RATE_LIMITED', remainingTime: 1000 }));
    expect(within(dialog).getByRole('img', { name: 'Ограничено, ќе се обиде повторно' })).toHaveTextContent('⏱');
    expect(within(dialog).getByText('Ќе се испрати повторно наскоро')).toBeInTheDocument();
  });

  it('announces an incoming message politely and shows the partner typing', async () => {
    const app = renderApp();
    await act(async () => app.server.list([conversation(1)]));
    const dialog = await openDialog(app);
    await userEvent.click(within(dialog).getByRole('option'));
    await act(async () => app.server.emit('conversation_messages', { conversation_id: 1, messages: dayGroups([message(1, 1)]), has_more_messages: false }));
    expect(screen.getByTestId('chat-live')).toHaveTextContent('');
    await act(async () => app.server.emit('typing_start', { conversation_id: 1, user_id: 101 }));
    expect(within(dialog).getAllByTestId('typing-indicator').map((item) => item.textContent)).toEqual(['пишува...', 'Партнер 1 пишува...']);
    await act(async () => app.server.emit('new_message', { ...message(5, 1, { message: 'Да, достапно е' }), conversation_id: 1 }));
    expect(screen.getByTestId('chat-live')).toHaveTextContent('Партнер 1: Да, достапно е');
  });
});

describe('navigation and routes', () => {
  it('closes the panel and clears the selection at the start of a navigation', async () => {
    const app = renderApp();
    await act(async () => app.server.list([conversation(1)]));
    const dialog = await openDialog(app);
    await userEvent.click(within(dialog).getByRole('option'));
    expect(app.engine.getSnapshot().selectedId).toBe(1);
    await act(async () => app.router.navigate('/oglasi/prebaruvanje'));
    expect(app.engine.getSnapshot()).toMatchObject({ isOpen: false, selectedId: null, focusInput: false });
    expect(screen.queryByRole('dialog', { name: 'Пораки' })).toBeNull();
  });

  it('in the web app, closes the panel when a navigation starts, before the next page has loaded', async () => {
    const harness = createHarness();
    const services = createTestServices({ chat: harness.engine });
    services.session.logIn({ id: ME, full_name: 'Петар Петровски' });
    const app = renderWebApp('/', services, { ChatRoot });
    await act(async () => harness.server.list([conversation(1)]));
    await act(async () => harness.engine.open());
    await act(async () => harness.engine.select(1));
    expect(harness.engine.getSnapshot()).toMatchObject({ isOpen: true, selectedId: 1 });
    // No act(): nothing has rendered yet, and the listing page's code has not loaded.
    app.appHistory.history.push('/oglas/x-1');
    expect(harness.engine.getSnapshot()).toMatchObject({ isOpen: false, selectedId: null, focusInput: false });
  });

  it("the thread's listing link navigates inside the app, and that navigation closes the chat", async () => {
    const app = renderApp();
    await act(async () => app.server.list([conversation(1)]));
    const dialog = await openDialog(app);
    await userEvent.click(within(dialog).getByRole('option'));
    await userEvent.click(within(dialog).getByRole('link', { name: 'Оглас: Оглас 1' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/oglas/x-1');
    expect(app.engine.getSnapshot()).toMatchObject({ isOpen: false, selectedId: null });
  });

  it('/korisnik/inbox?inboxId= opens the chat on that conversation; a bad inboxId only opens the chat', async () => {
    const app = renderApp('/korisnik/inbox?inboxId=15');
    expect(await screen.findByRole('dialog', { name: 'Пораки' })).toBeInTheDocument();
    expect(app.engine.getSnapshot().selectedId).toBe(15);
    const other = renderApp('/korisnik/inbox?inboxId=%3Cscript%3E');
    expect(other.engine.getSnapshot()).toMatchObject({ isOpen: true, selectedId: null });
  });

  it('the support entry opens the support conversation', async () => {
    const app = renderApp();
    const dialog = await openDialog(app);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Контактирај поддршка' }));
    expect(app.engine.getSnapshot().selectedId).toBe(`support-${ME}`);
    expect(within(dialog).getByPlaceholderText('Напишете порака')).toBeInTheDocument();
  });

  it('shows connecting while the socket reconnects and the connect error the engine stored', async () => {
    const app = renderApp();
    const dialog = await openDialog(app);
    expect(within(dialog).queryByTestId('chat-connection')).toBeNull();
    await act(async () => app.socket.serverReconnecting(2));
    expect(within(dialog).getByTestId('chat-connection')).toHaveTextContent('Се поврзува...');
    await act(async () => app.socket.serverError('xhr poll error'));
    expect(within(dialog).getByTestId('chat-connection')).toHaveTextContent('Нема врска со серверот за пораки: xhr poll error');
  });
});
