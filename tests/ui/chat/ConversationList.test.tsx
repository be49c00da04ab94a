import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConversationList } from '../../../ui/chat/ConversationList';
import { renderMk, rowView } from './fixtures';

const rows = [1, 2, 3].map((id) => rowView({ id, partner: { id: String(id), name: `Корисник ${id}`, initials: `К${id}`, avatarUrl: null } }));

describe('ConversationList keyboard navigation', () => {
  it('is one tab stop; arrows, Home and End move between rows; Enter and Space open', async () => {
    const onSelect = vi.fn();
    renderMk(<ConversationList rows={rows} onSelect={onSelect} />);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.tabIndex)).toEqual([0, -1, -1]);

    await userEvent.tab();
    expect(options[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(options[1]).toHaveFocus();
    expect(screen.getAllByRole('option').map((option) => option.tabIndex)).toEqual([-1, 0, -1]);
    await userEvent.keyboard('{End}');
    expect(options[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(options[2]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(options[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(options[0]).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{ArrowDown} ');
    expect(onSelect).toHaveBeenLastCalledWith(3);
  });

  it('starts the tab stop on the selected conversation and marks it selected', () => {
    renderMk(<ConversationList rows={rows.map((row) => ({ ...row, selected: row.id === 2 }))} onSelect={() => undefined} />);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(options[1]).toHaveAttribute('tabindex', '0');
  });

  it('says so when there are no conversations', () => {
    renderMk(<ConversationList rows={[]} onSelect={() => undefined} />);
    expect(screen.getByText('Сè уште немате разговори.')).toBeInTheDocument();
  });
});
