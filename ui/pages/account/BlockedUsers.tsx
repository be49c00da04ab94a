import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { addTexts, formatDate, TOAST_DURATION_MS } from '../../../core';
import { trustMk } from '../../../core/i18n/mk/trust';
import { fetchBlockedUsers, unblockUser } from '../../../core/trust/conversation-trust';
import { Button } from '../../components/Button';
import { useLanguage, useText } from '../../i18n';
import { useServices } from '../../services';
import styles from './AccountForm.module.css';

addTexts('mk', trustMk);

const BLOCKED_KEY = ['chat', 'blocks'] as const;

/** The users the signed-in user blocked in the chat, with an unblock each (docs/product/trust.md "Blocking"). */
export function BlockedUsers() {
  const t = useText();
  const lang = useLanguage();
  const { http, notifier } = useServices();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  const blocked = useQuery({ queryKey: BLOCKED_KEY, queryFn: () => fetchBlockedUsers(http) });
  const unblock = async (userId: number) => {
    setBusy(userId);
    const outcome = await unblockUser(http, userId, lang);
    setBusy(null);
    notifier.show({ kind: outcome.ok ? 'success' : 'error', text: outcome.text, durationMs: outcome.ok ? TOAST_DURATION_MS.success : TOAST_DURATION_MS.error });
    await queryClient.invalidateQueries({ queryKey: BLOCKED_KEY });
  };
  return (
    <section aria-labelledby="blocked-title" className={styles.blocked}>
      <h2 id="blocked-title">{t('trust.blockedList.title')}</h2>
      {blocked.data && blocked.data.length === 0 && <p>{t('trust.blockedList.empty')}</p>}
      {blocked.data && blocked.data.length > 0 && (
        <ul className={styles.blockedList}>
          {blocked.data.map((user) => (
            <li key={user.id}>
              <span>
                {user.name || `#${user.id}`} <small>{t('trust.blockedList.since', { date: formatDate(user.blocked_at) })}</small>
              </span>
              <Button size="small" theme="outline" loading={busy === user.id} onClick={() => void unblock(user.id)} aria-label={`${t('trust.unblock')}: ${user.name || `#${user.id}`}`}>
                {t('trust.unblock')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
