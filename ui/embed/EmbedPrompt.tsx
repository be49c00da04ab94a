import type { MessageId } from '../../core';
import { useText } from '../i18n';
import styles from './EmbedPrompt.module.css';

export interface EmbedPromptProps {
  busy: boolean;
  notice: MessageId | null;
  onSignIn: () => void;
  onClose: () => void;
}

/** Asks a signed-out visitor to sign in to Oglasi (in a window of its own), and says why an attempt failed. */
export function EmbedPrompt({ busy, notice, onSignIn, onClose }: EmbedPromptProps) {
  const t = useText();
  return (
    <section className={styles.card} aria-labelledby="oglasi-embed-prompt-title">
      <div className={styles.head}>
        <h2 id="oglasi-embed-prompt-title" className={styles.title}>
          {t('embed.promptTitle')}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('embed.close')}>
          ×
        </button>
      </div>
      <p className={styles.text}>{t('embed.promptText')}</p>
      {notice && (
        <p className={styles.notice} role="alert">
          {t(notice)}
        </p>
      )}
      <button type="button" className={styles.primary} onClick={onSignIn} disabled={busy}>
        {busy ? t('embed.connecting') : t('embed.signIn')}
      </button>
    </section>
  );
}
