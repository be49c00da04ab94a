import { useSessionView } from '../session/useSessionView';
import { ProfileBell } from './ProfileBell';
import { ShellChatButton } from './ShellChatButton';
import { UserButton } from './UserButton';
import styles from './HeaderControls.module.css';

/**
 * SPEC §2 Header controls, shown once the session has loaded: the chat button (only with a chat socket), the
 * bell (only for a logged-in user) and the user button. The same group floats at the bottom right when sticky.
 */
export function HeaderControls({ variant }: { variant: 'header' | 'sticky' }) {
  const { loaded, loggedIn } = useSessionView();
  if (!loaded) return <div className={styles.controls} aria-hidden="true" />;
  return (
    <div className={styles.controls}>
      <ShellChatButton />
      {loggedIn && <ProfileBell />}
      <UserButton variant={variant} />
    </div>
  );
}
