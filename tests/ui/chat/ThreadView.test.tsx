import type { ChatDayGroupView } from '../../../core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThreadView, type ThreadViewProps } from '../../../ui/chat/ThreadView';
import { LanguageStore } from '../../../core';
import { LanguageProvider } from '../../../ui/i18n';
import { dayGroups, headerView, messageView, renderMk, stubLayout } from './fixtures';

let restore: () => void;
beforeEach(() => {
  restore = stubLayout();
});
afterEach(() => restore());

function props(overrides: Partial<ThreadViewProps> = {}): ThreadViewProps {
  return {
    header: headerView,
    groups: dayGroups(6),
    hasMore: false,
    loadingMore: false,
    partnerTyping: false,
    canSend: (text) => text.trim().length > 0,
    onSend: vi.fn((_text: string) => ({ ok: true as const })),
    onTyping: vi.fn(),
    onRetry: vi.fn(),
    onLoadMore: vi.fn(),
    onBack: vi.fn(),
    ...overrides,
  };
}

describe('ThreadView', () => {
  it('shows the header with back, name and the listing link, and the messages under their day', async () => {
    const p = props();
    renderMk(<ThreadView {...p} />);
    expect(screen.getByRole('heading', { name: 'Ана Петровска' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Оглас: Голф 7 2016' })).toHaveAttribute('href', '/oglas/golf-7-2016-15');
    expect(screen.getByRole('separator', { name: '01 ное 2026' })).toBeInTheDocument();
    expect(screen.getByText('Порака 5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(p.onBack).toHaveBeenCalled();
  });

  it("shows a verified partner's mark in the header (16 px on its 36 px avatar), beside the presence dot; none for others", () => {
    const { unmount } = renderMk(<ThreadView {...props({ header: { ...headerView, online: true, partner: { ...headerView.partner, verified: true } } })} />);
    const header = screen.getByRole('heading', { name: 'Ана Петровска' }).closest('header')!;
    expect(within(header).getByRole('img', { name: 'Верификуван корисник' })).toHaveAttribute('data-size', '16');
    expect(within(header).getByRole('img', { name: 'Онлајн' })).toBeInTheDocument();
    unmount();
    renderMk(<ThreadView {...props()} />);
    expect(screen.queryByRole('img', { name: 'Верификуван корисник' })).toBeNull();
  });

  it('does not link a listing href that is not a same-site path or http(s)', () => {
    renderMk(<ThreadView {...props({ header: { ...headerView, listingHref: 'javascript:alert(1)' } })} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Голф 7 2016')).toBeInTheDocument();
  });

  it("offers 'load more' only while older messages exist", async () => {
    const p = props({ hasMore: true });
    const { rerender } = renderMk(<ThreadView {...p} />);
    await userEvent.click(screen.getByRole('button', { name: 'Вчитај постари пораки' }));
    expect(p.onLoadMore).toHaveBeenCalledTimes(1);
    rerender(
      <LanguageProvider language={new LanguageStore('mk')}>
        <ThreadView {...p} loadingMore />
      </LanguageProvider>,
    );
    expect(screen.getByRole('button', { name: 'Се вчитува...' })).toBeDisabled();
    rerender(
      <LanguageProvider language={new LanguageStore('mk')}>
        <ThreadView {...p} hasMore={false} />
      </LanguageProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Вчитај постари пораки' })).toBeNull();
  });

  it("shows the partner's typing indicator", () => {
    renderMk(<ThreadView {...props({ partnerTyping: true })} />);
    expect(screen.getByTestId('typing-indicator')).toHaveTextContent('Ана Петровска пишува...');
  });

  it('keeps a 5,000-message thread to a screenful of rows in the DOM', () => {
    renderMk(<ThreadView {...props({ groups: dayGroups(5_000, 50) })} />);
    const rendered = screen.getAllByTestId('message').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThanOrEqual(60);
  });

  it('announces a message that arrives while open, not the history', () => {
    const groups = dayGroups(4);
    const p = props({ groups });
    const { rerender } = renderMk(<ThreadView {...p} />);
    expect(screen.getByTestId('chat-live')).toHaveTextContent('');
    const last = groups[groups.length - 1]!;
    const next: ChatDayGroupView[] = [...groups.slice(0, -1), { ...last, messages: [...last.messages, messageView({ key: 'new', text: 'Уште е достапно', own: false })] }];
    rerender(
      <LanguageProvider language={new LanguageStore('mk')}>
        <ThreadView {...p} groups={next} />
      </LanguageProvider>,
    );
    expect(screen.getByTestId('chat-live')).toHaveTextContent('Ана Петровска: Уште е достапно');
    expect(screen.getByTestId('chat-live')).toHaveAttribute('aria-live', 'polite');
  });

  it('shows that it is loading, and does not announce the history when it arrives', () => {
    const p = props({ groups: [], loading: true });
    const { rerender } = renderMk(<ThreadView {...p} />);
    expect(screen.getByRole('status')).toHaveTextContent('Се вчитува...');
    rerender(
      <LanguageProvider language={new LanguageStore('mk')}>
        <ThreadView {...p} loading={false} groups={dayGroups(4)} />
      </LanguageProvider>,
    );
    expect(screen.queryByText('Се вчитува...')).toBeNull();
    expect(screen.getByTestId('chat-live')).toHaveTextContent('');
  });

  it('sends what the user typed', async () => {
    const p = props();
    renderMk(<ThreadView {...p} />);
    await userEvent.type(screen.getByPlaceholderText('Напишете порака'), 'Цена?{Enter}');
    expect(p.onSend).toHaveBeenCalledWith('Цена?');
  });
});
