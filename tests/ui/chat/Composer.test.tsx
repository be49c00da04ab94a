import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isSendableMessage } from '../../../core';
import { Composer, type ComposerSendResult } from '../../../ui/chat/Composer';
import { renderMk } from './fixtures';

const MESSAGE_TOO_LONG = 'Пораката е предолга (најмногу 2000 знаци).';


function setup(result: ComposerSendResult = { ok: true }) {
  const onSend = vi.fn((_text: string) => result);
  const onTyping = vi.fn();
  renderMk(<Composer canSend={isSendableMessage} onSend={onSend} onTyping={onTyping} />);
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

  it('keeps a text the engine refuses, with the reason', async () => {
    const { input, onSend } = setup({ ok: false, messageId: 'chat.error.messageTooLong', params: { max: 2000 } });
    await userEvent.type(input, 'предолга{Enter}');
    expect(onSend).toHaveBeenCalledWith('предолга');
    expect(input).toHaveValue('предолга');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE_TOO_LONG);
    await userEvent.type(input, '!');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
