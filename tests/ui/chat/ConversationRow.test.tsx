import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { partnerView } from '../../../core/chat/conversation-rows';
import { ConversationList } from '../../../ui/chat/ConversationList';
import { renderMk, rowView } from './fixtures';

describe('ConversationRow', () => {
  it("renders the engine's fallbacks: 'Anonymous' and '??' for a partner the server did not name", () => {
    renderMk(<ConversationList rows={[rowView({ partner: partnerView(null, 'mk') })]} onSelect={() => undefined} />);
    const row = screen.getByRole('option');
    expect(within(row).getByText('Anonymous')).toBeInTheDocument();
    expect(within(row).getByTestId('chat-initials')).toHaveTextContent('??');
  });

  it('shows the partner picture instead of initials when there is one', () => {
    renderMk(<ConversationList rows={[rowView({ partner: { id: '3', name: 'Ана', initials: 'А', avatarUrl: '/img/a.webp' } })]} onSelect={() => undefined} />);
    expect(screen.getByRole('img', { name: 'Слика на Ана' })).toHaveAttribute('src', '/img/a.webp');
    expect(screen.queryByTestId('chat-initials')).toBeNull();
  });

  it('shows title, preview, time, unread badge, presence and the support wrench', () => {
    renderMk(
      <ConversationList
        rows={[rowView({ title: 'Голф 7', preview: 'Здраво', timeLabel: '09:41', unreadCount: 4, unreadBadge: '4', online: true, isSupport: true })]}
        onSelect={() => undefined}
      />,
    );
    const row = screen.getByRole('option');
    expect(within(row).getByTestId('conversation-title')).toHaveTextContent('Голф 7');
    expect(within(row).getByTestId('conversation-preview')).toHaveTextContent('Здраво');
    expect(within(row).getByText('09:41')).toBeInTheDocument();
    expect(within(row).getByTestId('unread-badge')).toHaveTextContent('4');
    expect(within(row).getByRole('img', { name: 'Онлајн' })).toHaveAttribute('data-presence', 'online');
    expect(within(row).getByRole('img', { name: 'Поддршка' })).toBeInTheDocument();
  });

  it('shows a red dot when offline and the typing indicator in place of the preview', () => {
    renderMk(<ConversationList rows={[rowView({ online: false, typing: true })]} onSelect={() => undefined} />);
    expect(screen.getByRole('img', { name: 'Офлајн' })).toHaveAttribute('data-presence', 'offline');
    expect(screen.getByTestId('typing-indicator')).toHaveTextContent('пишува...');
    expect(screen.queryByTestId('conversation-preview')).toBeNull();
  });

  it('selects on click', async () => {
    const onSelect = vi.fn();
    renderMk(<ConversationList rows={[rowView({ id: 'support-7' })]} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('option'));
    expect(onSelect).toHaveBeenCalledWith('support-7');
  });
});
