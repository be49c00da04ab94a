import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatButton } from '../../../ui/chat/ChatButton';
import { renderMk } from './fixtures';

describe('ChatButton', () => {
  it('is named Пораки and shows no badge and no highlight at 0', () => {
    renderMk(<ChatButton unreadCount={0} badgeText="" onOpen={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Пораки' });
    expect(button).toHaveAttribute('data-active', 'false');
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });

  it('shows the badge text and turns green and pulsing when something is unread', () => {
    renderMk(<ChatButton unreadCount={12} badgeText="9+" onOpen={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Пораки, 12 непрочитани' });
    expect(button).toHaveClass('active');
    expect(button).toHaveAttribute('data-active', 'true');
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('9+');
  });

  it('opens the chat on click', async () => {
    const onOpen = vi.fn();
    renderMk(<ChatButton unreadCount={3} badgeText="3" onOpen={onOpen} variant="bar" />);
    await userEvent.click(screen.getByRole('button', { name: 'Пораки, 3 непрочитани' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Пораки')).toBeVisible();
  });
});
