import { useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import type { MessageId } from '../../core';
import { useText } from '../i18n';
import styles from './Composer.module.css';

/** What the engine answers a send with: accepted, or refused with a catalogue message. */
export type ComposerSendResult = { ok: true } | { ok: false; messageId: MessageId; params?: Record<string, number> };

export interface ComposerProps {
  /** The core's rule for a sendable text (docs/product/chat.md: trimmed, not empty). */
  canSend: (text: string) => boolean;
  onSend: (text: string) => ComposerSendResult;
  /** Every edit, so the engine can send typing start/stop (docs/product/chat.md Typing). */
  onTyping: (text: string) => void;
  disabled?: boolean;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/**
 * The message input: 'Напишете порака', a send button disabled for blank text, Enter sends (Shift+Enter: new
 * line). A text the engine refuses stays in the input with the reason beneath it.
 */
export function Composer({ canSend, onSend, onTyping, disabled = false, inputRef }: ComposerProps) {
  const t = useText();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<{ messageId: MessageId; params?: Record<string, number> } | null>(null);
  const sendable = !disabled && canSend(text);

  const submit = () => {
    if (!sendable) return;
    const result = onSend(text);
    if (result.ok) {
      setText('');
      setRefusal(null);
    } else setRefusal({ messageId: result.messageId, params: result.params });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an IME is composing confirms the composition, it does not send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className={styles.composer} onSubmit={onSubmit}>
      {refusal && (
        <p className={styles.refusal} role="alert">
          {t(refusal.messageId, refusal.params)}
        </p>
      )}
      <div className={styles.row}>
        <textarea
          ref={inputRef}
          className={styles.input}
          rows={1}
          value={text}
          placeholder={t('chat.inputPlaceholder')}
          aria-label={t('chat.inputPlaceholder')}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            setRefusal(null);
            onTyping(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.send} disabled={!sendable} aria-label={t('chat.ui.send')}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
            <path d="M3 20l18-8L3 4v6l12 2-12 2z" />
          </svg>
        </button>
      </div>
    </form>
  );
}
