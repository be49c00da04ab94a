import { useText } from '../i18n';
import styles from './VerifiedMark.module.css';

/**
 * docs/product/trust.md: the one "Верификуван корисник" mark — the seller box, the public user page, listing cards, chat
 * avatars and the header avatar all render this. `size` in px (core's verifiedBadgeSize gives it from an avatar's
 * width); `overlay` pins it to the corner of the avatar it sits in; `decorative` when the words stand beside it.
 */
export function VerifiedMark({ size = 16, overlay = false, decorative = false }: { size?: 16 | 24; overlay?: boolean; decorative?: boolean }) {
  const t = useText();
  const label = t('verification.badge');
  return (
    <span className={overlay ? `${styles.mark} ${styles.overlay}` : styles.mark} style={{ width: size, height: size }} title={label} {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })} data-size={size} data-verified-mark="">
      <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
        <circle cx="12" cy="12" r="12" fill="#1d9bf0" />
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
