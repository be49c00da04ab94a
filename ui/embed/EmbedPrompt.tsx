import type { MessageId } from '../../core';
import { useText } from '../i18n';
import styles from './EmbedPrompt.module.css';

const ChatIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
  </svg>
);

/** The signed-out launcher of the embedded chat: one click opens Oglasi's sign-in window. */
export function SignInLauncher({ busy, onSignIn }: { busy: boolean; onSignIn: () => void }) {
  const t = useText();
  return (
    <div className={styles.launcher}>
      <button type="button" className={styles.round} onClick={onSignIn} aria-label={t('embed.signIn')} title={t('embed.signIn')} aria-busy={busy}>
        <ChatIcon />
      </button>
    </div>
  );
}

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
