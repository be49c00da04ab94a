import { useEffect } from 'react';
import { inboxConversationId } from '../../core';
import { useSearchParams } from 'react-router';
import { useDocumentMeta } from '../hooks/useDocumentMeta';
import { useText } from '../i18n';
import { SupportEntry } from './SupportEntry';
import { useUiChat } from './useUiChat';
import styles from './InboxPage.module.css';


/**
 * `/korisnik/inbox` (protected): opens the chat dialog, on the conversation named by `inboxId` when the login
 * redirect carried one (docs/product/chat.md Login page). The page itself offers to reopen it and the support entry.
 */
export function InboxPage() {
  const t = useText();
  const chat = useUiChat();
  const [search] = useSearchParams();
  const inboxId = inboxConversationId(search.get('inboxId'));
  useDocumentMeta({ title: t('chat.title') });

  useEffect(() => {
    if (!chat) return;
    chat.open();
    if (inboxId !== null) chat.select(inboxId);
  }, [chat, inboxId]);

  return (
    <section className={styles.page} aria-labelledby="inbox-title">
      <h1 id="inbox-title">{t('chat.title')}</h1>
      {chat && (
        <div className={styles.actions}>
          <button type="button" className={styles.open} onClick={() => chat.open()} aria-haspopup="dialog">
            {t('chat.ui.open')}
          </button>
          <SupportEntry onClick={() => chat.openSupport()} />
        </div>
      )}
    </section>
  );
}
