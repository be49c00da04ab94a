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
