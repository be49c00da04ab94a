import { useId, useState } from 'react';
import { TOAST_DURATION_MS } from '../../core';
import { blockConversation, reportConversation, type TrustOutcome } from '../../core/trust/conversation-trust';
import { REPORT_REASON_MAX } from '../../core/trust/wire';
import { RATING_MAX, RATING_TEXT_MAX } from '../../core/trust/ratings';
import { rateUser } from '../../core/trust/reputation-api';
import { useLanguage, useText } from '../i18n';
import { useOptionalServices } from '../services';
import styles from './ConversationActions.module.css';

/**
 * Block and report in an open conversation (docs/product/trust.md "Blocking", "Reporting a conversation"): a menu
 * button in the thread's header; reporting asks for an optional reason first. Outcomes are toasts. Only in the web app
 * (it needs the HTTP port); the embed shows none.
 */
export function ConversationActions({ conversationId, listingId, partnerId }: { conversationId: number; listingId: number | null; partnerId: number | null }) {
  const t = useText();
  const lang = useLanguage();
  const services = useOptionalServices();
  const [open, setOpen] = useState<'closed' | 'menu' | 'report' | 'rate'>('closed');
  const [reason, setReason] = useState('');
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const reasonId = useId();
  const commentId = useId();
  if (!services) return null;
  const { http, notifier } = services;

  const run = async (action: () => Promise<TrustOutcome>) => {
    setBusy(true);
    const outcome = await action();
    setBusy(false);
    notifier.show({ kind: outcome.ok ? 'success' : 'error', text: outcome.text, durationMs: outcome.ok ? TOAST_DURATION_MS.success : TOAST_DURATION_MS.error });
    if (outcome.ok) {
      setOpen('closed');
      setReason('');
      setComment('');
      setStars(0);
    }
  };

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.toggle}
        aria-label={t('trust.menu')}
        aria-expanded={open !== 'closed'}
        aria-controls={menuId}
        onClick={() => setOpen(open === 'closed' ? 'menu' : 'closed')}
      >
        ⋯
      </button>
      {open !== 'closed' && (
        <div id={menuId} className={styles.panel}>
          {open === 'menu' ? (
            <>
              <button type="button" className={styles.item} disabled={busy} onClick={() => void run(() => blockConversation(http, conversationId, lang))}>
                {t('trust.block')}
              </button>
              <button type="button" className={styles.item} disabled={busy} onClick={() => setOpen('report')}>
                {t('trust.report')}
              </button>
              {listingId !== null && partnerId !== null && (
                <button type="button" className={styles.item} disabled={busy} onClick={() => setOpen('rate')}>
                  {t('ratings.rate')}
                </button>
              )}
            </>
          ) : open === 'rate' && listingId !== null && partnerId !== null ? (
            <form
              className={styles.form}
              onSubmit={(event) => {
                event.preventDefault();
                if (stars > 0) void run(() => rateUser(http, { listingId, rateeId: partnerId, stars, text: comment }, lang));
              }}
            >
              <fieldset className={styles.stars}>
                <legend>{t('ratings.starsLabel')}</legend>
                {Array.from({ length: RATING_MAX }, (_, index) => index + 1).map((value) => (
                  <label key={value} className={styles.star}>
                    <input type="radio" name={`stars-${conversationId}`} value={value} checked={stars === value} onChange={() => setStars(value)} />
                    <span>{t('ratings.stars', { stars: value })}</span>
                  </label>
                ))}
              </fieldset>
              <label htmlFor={commentId}>{t('ratings.text')}</label>
              <textarea id={commentId} className={styles.reason} value={comment} maxLength={RATING_TEXT_MAX} rows={2} onChange={(event) => setComment(event.target.value)} />
              <div className={styles.buttons}>
                <button type="button" className={styles.item} onClick={() => setOpen('closed')}>
                  {t('trust.reportCancel')}
                </button>
                <button type="submit" className={`${styles.item} ${styles.primary}`} disabled={busy || stars === 0}>
                  {t('ratings.send')}
                </button>
              </div>
            </form>
          ) : (
            <form
              className={styles.form}
              onSubmit={(event) => {
                event.preventDefault();
                void run(() => reportConversation(http, conversationId, reason, lang));
              }}
            >
              <label htmlFor={reasonId}>{t('trust.reportReason')}</label>
              <textarea id={reasonId} className={styles.reason} value={reason} maxLength={REPORT_REASON_MAX} rows={3} onChange={(event) => setReason(event.target.value)} />
              <div className={styles.buttons}>
                <button type="button" className={styles.item} onClick={() => setOpen('closed')}>
                  {t('trust.reportCancel')}
                </button>
                <button type="submit" className={`${styles.item} ${styles.primary}`} disabled={busy}>
                  {t('trust.reportSend')}
                </button>
              </div>
            </form>
          )}
        </div>
      )}
    </div>
  );
}
