import type { ChatPartnerView } from '../../core';
import { useText } from '../i18n';
import { WrenchIcon } from './WrenchIcon';
import { verifiedBadgeSize } from '../../core';
import { VerifiedMark } from '../components/VerifiedMark';
import styles from './ChatAvatar.module.css';

/** The avatars' widths in px (ChatAvatar.module.css): the verified mark's size follows from them (core's verifiedBadgeSize). */
const AVATAR_WIDTH = { small: 44, large: 36 } as const;

export interface ChatAvatarProps {
  partner: ChatPartnerView;
  size?: 'small' | 'large';
  /** Presence dot: green online, red offline; omitted when presence is not shown. */
  online?: boolean;
  /** Wrench badge of a support conversation. */
  support?: boolean;
}

/**
 * docs/product/chat.md Conversation row and the open conversation's header: the partner's picture, or their initials
 * (the engine supplies the '??' fallback); the presence dot at the bottom corner, the verified mark (docs/product/trust.md)
 * at the top one, so neither hides the other.
 */
export function ChatAvatar({ partner, size = 'small', online, support = false }: ChatAvatarProps) {
  const t = useText();
  return (
    <span className={`${styles.avatar} ${styles[size]}`}>
      {partner.avatarUrl ? (
        <img className={styles.image} src={partner.avatarUrl} alt={t('chat.ui.avatarOf', { name: partner.name })} loading="lazy" />
      ) : (
        <span className={styles.initials} aria-hidden="true" data-testid="chat-initials">
          {partner.initials}
        </span>
      )}
      {online !== undefined && (
        <span
          className={`${styles.presence} ${online ? styles.online : styles.offline}`}
          role="img"
          aria-label={online ? t('chat.ui.online') : t('chat.ui.offline')}
          data-presence={online ? 'online' : 'offline'}
        />
      )}
      {partner.verified && !support && (
        <span className={styles.verified}>
          <VerifiedMark size={verifiedBadgeSize(AVATAR_WIDTH[size])} />
        </span>
      )}
      {support && (
        <span className={styles.support} role="img" aria-label={t('chat.ui.support')} data-testid="chat-support-badge">
          <WrenchIcon />
        </span>
      )}
    </span>
  );
}
