import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Composer } from '../../../ui/chat/Composer';
import { renderMk } from './fixtures';

const canSend = (text: string) => text.trim().length > 0;

function setup() {
  const onSend = vi.fn();
  const onTyping = vi.fn();
  renderMk(<Composer canSend={canSend} onSend={onSend} onTyping={onTyping} />);
  return { onSend, onTyping, input: screen.getByPlaceholderText('Напишете порака'), send: screen.getByRole('button', { name: 'Испрати' }) };
}

describe('Composer', () => {
  it("has the placeholder 'Напишете порака' and a send button disabled while empty or whitespace", async () => {
    const { input, send, onSend } = setup();
    expect(send).toBeDisabled();
    await userEvent.type(input, '   ');
    expect(send).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(input, 'x');
    expect(send).toBeEnabled();
  });

  it('sends on Enter and clears the input; Shift+Enter adds a line instead', async () => {
    const { input, onSend } = setup();
    await userEvent.type(input, 'Здраво{Shift>}{Enter}{/Shift}свет');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('Здраво\nсвет');
    expect(input).toHaveValue('');
  });

  it('sends with the button', async () => {
    const { input, send, onSend } = setup();
    await userEvent.type(input, 'Цена?');
    await userEvent.click(send);
    expect(onSend).toHaveBeenCalledWith('Цена?');
    expect(send).toBeDisabled();
  });

  it('reports every edit for the typing signal', async () => {
    const { input, onTyping } = setup();
    await userEvent.type(input, 'аб');
    await userEvent.clear(input);
    expect(onTyping.mock.calls.map(([text]) => text)).toEqual(['а', 'аб', '']);
  });
});
