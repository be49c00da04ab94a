import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageBubble } from '../../../ui/chat/MessageBubble';
import { messageView, renderMk } from './fixtures';
import { safetyOf } from '../../../core/trust/message-view';

describe('MessageBubble', () => {
  it.each([
    ['sending', '◔', 'Се испраќа'],
    ['sent', '✓', 'Испратено'],
    ['delivered', '✓✓', 'Доставено'],
    ['rate_limited', '⏱', 'Ограничено, ќе се обиде повторно'],
    ['error', '✗', 'Неуспешно'],
  ] as const)('shows the %s icon %s with a spoken label', (status, icon, label) => {
    renderMk(<MessageBubble message={messageView({ own: true, status, statusIcon: icon })} />);
    expect(screen.getByRole('img', { name: label })).toHaveTextContent(icon);
  });

  it('shows no status on an incoming message', () => {
    renderMk(<MessageBubble message={messageView({ own: false })} />);
    expect(screen.queryByTestId('message-status')).toBeNull();
  });

  it("shows the server's error text on a failed bubble and retries it", async () => {
    const onRetry = vi.fn();
    renderMk(<MessageBubble message={messageView({ key: 'tmp-1', own: true, status: 'error', statusIcon: '✗', error: 'Message too long', canRetry: true })} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Message too long');
    await userEvent.click(screen.getByRole('button', { name: 'Обиди се повторно' }));
    expect(onRetry).toHaveBeenCalledWith('tmp-1');
  });

  it("falls back to 'Failed to send message' without a server text, and offers no retry when not retriable", () => {
    renderMk(<MessageBubble message={messageView({ own: true, status: 'error', statusIcon: '✗', error: null, canRetry: false })} onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to send message');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a rate-limited message will be retried', () => {
    renderMk(<MessageBubble message={messageView({ own: true, status: 'rate_limited', statusIcon: '⏱' })} />);
    expect(screen.getByText('Ќе се испрати повторно наскоро')).toBeInTheDocument();
  });

  it('uses the larger bubble when the core marks the message large', () => {
    const { rerender } = renderMk(<MessageBubble message={messageView({ large: true })} />);
    expect(screen.getByText('Здраво').parentElement).toHaveClass('large');
    rerender(<MessageBubble message={messageView({ large: false })} />);
    expect(screen.getByText('Здраво').parentElement).not.toHaveClass('large');
  });

  it('renders markup in a message as text', () => {
    renderMk(<MessageBubble message={messageView({ text: '<img src=x onerror=alert(1)>' })} />);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('MessageBubble: safety notice and links (docs/product/trust.md)', () => {
  it('shows the receiving side one sentence of advice, verbatim, and closes it', () => {
    const text = 'Уплати аванс на paypa1-secure.example';
    const dismissed: string[] = [];
    renderMk(<MessageBubble message={messageView({ text, ...safetyOf(text, false) })} onDismissNotice={(key) => dismissed.push(key)} />);
    const notice = screen.getByRole('note', { name: 'Безбедносен совет' });
    expect(notice).toHaveTextContent('Не плаќајте однапред: платете кога ќе го видите и преземете предметот.');
    screen.getByRole('button', { name: 'Затвори го советот' }).click();
    expect(dismissed).toEqual(['m1']);
    // The untrusted domain is text with its real domain beside it, never a link.
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByTestId('link-domain')).toHaveTextContent('paypa1-secure.example');
  });

  it('warns the sender of nothing, and links our own domain', () => {
    const text = 'Уплати аванс: https://oglasi.mk/oglas/1';
    renderMk(<MessageBubble message={messageView({ text, own: true, ...safetyOf(text, true) })} />);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('link', { name: 'https://oglasi.mk/oglas/1' })).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  });

  it('shows a punycode domain decoded, with a warning', () => {
    const text = 'https://xn--e1afmkfd.com/pay';
    renderMk(<MessageBubble message={messageView({ text, ...safetyOf(text, false) })} />);
    expect(screen.getByTestId('link-domain')).toHaveTextContent('⚠ пример.com');
    expect(screen.getByText('Внимание: адресата пример.com е напишана со букви што личат на други.')).toBeInTheDocument();
  });
});
