import { useText } from '../i18n';
import styles from './TypingIndicator.module.css';

export interface TypingIndicatorProps {
  /** Compact form for a conversation row; the thread shows the partner's name. */
  name?: string;
  compact?: boolean;
}

/** docs/product/chat.md Typing: shown while the partner types (the engine decides when). */
export function TypingIndicator({ name, compact = false }: TypingIndicatorProps) {
  const t = useText();
  return (
    <span className={compact ? `${styles.typing} ${styles.compact}` : styles.typing} data-testid="typing-indicator">
      <span className={styles.dots} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span>{name ? `${name} ${t('chat.ui.typing')}` : t('chat.ui.typing')}</span>
    </span>
  );
}
