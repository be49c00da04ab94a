import { User } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { greetingName, loginPathFor, pickImageVariant } from '../../core';
import { useDismiss } from '../hooks/useDismiss';
import { useText } from '../i18n';
import { useSessionView } from '../session/useSessionView';
import { useOnDemand } from '../hooks/useOnDemand';
import { VerifiedMark } from '../components/VerifiedMark';
import styles from './UserButton.module.css';

export interface UserButtonProps {
  variant: 'header' | 'sticky';
}

/**
 * docs/product/accounts.md Header user button: an anonymous visitor is sent to login (with redirectPath unless on / or the login
 * page); a logged-in user gets the greeting and a dropdown that closes on an outside click or a route change.
 */
/** The dropdown's links are a signed-in user's: fetched when a pointer or the focus comes to the button, not with the first page. */
const loadMenuLinks = () => import('./UserMenuLinks');

export function UserButton({ variant }: UserButtonProps) {
  const t = useText();
  const { user } = useSessionView();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  const [wanted, setWanted] = useState(false);
  const menu = useOnDemand(loadMenuLinks, wanted || open);
  useDismiss(rootRef, open, close);

  if (!user) {
    return (
      <button
        type="button"
        className={styles.button}
        onClick={() => navigate(loginPathFor(`${location.pathname}${location.search}${location.hash}`))}
      >
        <UserIcon />
        <span className={styles.label}>{t('header.userButtonAnonymous')}</span>
      </button>
    );
  }

  return (
    <div ref={rootRef} className={styles.root} data-variant={variant} onPointerEnter={() => setWanted(true)} onFocus={() => setWanted(true)}>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open && menu !== null}
        aria-controls={open && menu ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {user.profile_image ? <img className={styles.avatar} src={pickImageVariant(user.profile_image, 40)} alt="" width={24} height={24} /> : <UserIcon />}
        <span className={styles.label}>{t('header.greeting', { name: greetingName(user) })}</span>
        {user.verified === true && <VerifiedMark size={16} />}
      </button>
      {open && menu && (
        <div id={menuId} className={styles.dropdown} aria-label={t('header.userMenu')}>
          <menu.UserMenuLinks variant={variant} onNavigate={close} />
        </div>
      )}
    </div>
  );
}

function UserIcon() {
  return (
    <User size={20} strokeWidth={2} aria-hidden="true" focusable="false" />
  );
}
