import { useSessionView } from '../session/useSessionView';
import { useOnDemand } from '../hooks/useOnDemand';
import { ShellChatButton } from './ShellChatButton';
import { UserButton } from './UserButton';
import styles from './HeaderControls.module.css';

/** The bell and its checklist are a signed-in user's: a visitor never downloads them. */
const loadProfileBell = () => import('./ProfileBell');

/**
 * docs/product/accounts.md Header controls, shown once the session has loaded: the chat button (only with a chat socket), the
 * bell (only for a logged-in user) and the user button. The same group floats at the bottom right when sticky.
 */
export function HeaderControls({ variant }: { variant: 'header' | 'sticky' }) {
  const { loaded, loggedIn } = useSessionView();
  const bell = useOnDemand(loadProfileBell, loggedIn);
  if (!loaded) return <div className={styles.controls} aria-hidden="true" />;
  return (
    <div className={styles.controls}>
      <ShellChatButton />
      {loggedIn && bell && <bell.ProfileBell />}
      <UserButton variant={variant} />
    </div>
  );
}
