import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatDialog } from '../../../ui/chat/ChatDialog';
import { MessagePreviewToast } from '../../../ui/chat/MessagePreviewToast';
import { renderMk } from './fixtures';

describe('ChatDialog', () => {
  it("is a modal titled 'Пораки', 880 wide at most, with the list and a placeholder when nothing is open", () => {
    renderMk(<ChatDialog open onClose={() => undefined} list={<p>листа</p>} thread={null} />);
    const dialog = screen.getByRole('dialog', { name: 'Пораки' });
    expect(dialog.style.maxWidth).toBe('880px');
    expect(screen.getByText('листа')).toBeInTheDocument();
    expect(screen.getByTestId('chat-placeholder')).toHaveTextContent('Изберете разговор за да ги видите пораките.');
    expect(dialog.querySelector('[data-pane]')).toHaveAttribute('data-pane', 'list');
  });

  it('shows the thread pane (alone on mobile) once a conversation is open', () => {
    renderMk(<ChatDialog open onClose={() => undefined} list={<p>листа</p>} thread={<p>нишка</p>} />);
    expect(screen.getByText('нишка')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-placeholder')).toBeNull();
    expect(screen.getByRole('dialog').querySelector('[data-pane]')).toHaveAttribute('data-pane', 'thread');
  });

  it('renders nothing when closed and closes on Escape', async () => {
    const onClose = vi.fn();
    const { rerender } = renderMk(<ChatDialog open={false} onClose={onClose} list={null} thread={null} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<ChatDialog open onClose={onClose} list={null} thread={null} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('MessagePreviewToast', () => {
  it('names the sender and the listing and shows the preview; clicking opens', async () => {
    const onOpen = vi.fn();
    renderMk(<MessagePreviewToast senderName="Марко" listingName="Голф 7" text="Дали е уште достапно?" onOpen={onOpen} />);
    const toast = screen.getByTestId('message-preview-toast');
    expect(toast).toHaveTextContent('Нова порака од Марко');
    expect(toast).toHaveTextContent('Голф 7');
    expect(toast).toHaveTextContent('Дали е уште достапно?');
    await userEvent.click(toast);
    expect(onOpen).toHaveBeenCalled();
  });

  it("says 'Anonymous' when the preview came without a sender name", () => {
    renderMk(<MessagePreviewToast senderName="" listingName="" text="Здраво" onOpen={() => undefined} />);
    expect(screen.getByTestId('message-preview-toast')).toHaveTextContent('Нова порака од Anonymous');
  });
});
