import { useEffect, useRef } from 'react';
import { constantStore, formatDate } from '../../core';
import { INITIAL_RATING_RESPONSES_STATE, type RatingResponses } from '../../core/trust/rating-responses';
import type { RatingItem } from '../../core/trust/wire';
import { useObservableState } from '../hooks/useObservableState';
import { useText } from '../i18n';
import { RatingResponseForm } from './RatingResponseForm';
import styles from './SellerReputation.module.css';

const IDLE = constantStore(INITIAL_RATING_RESPONSES_STATE);
const NO_ACTIONS = { reply: false, edit: false } as const;

export interface RatingsListProps {
  items: readonly RatingItem[];
  /** The signed-in viewer's answers and edits (core's use case); null for a visitor, or while it loads. */
  responses: RatingResponses | null;
  onReport: (ratingId: number) => void;
  /** An answer or edit went through: the list is read again. */
  onChanged: () => void;
}

/**
 * A seller's ratings (docs/product/trust.md "Reputation"): stars, author, date, the listing, the text and the answer,
 * all as text. Under a rating, its viewer finds "Одговори" (the rated one, while unanswered) or "Измени ја оцената"
 * (its author, for 14 days) — core decides which — and the form opens in place; closing it returns the focus to the
 * button that opened it.
 */
export function RatingsList({ items, responses, onReport, onChanged }: RatingsListProps) {
  const t = useText();
  const state = useObservableState(responses ?? IDLE);
  // Where the focus goes when a form closes: back to its button when cancelled; to the rating itself once sent (its
  // button goes away when the list is read again).
  const nodes = useRef(new Map<string, HTMLElement>());
  const last = useRef<{ key: string; ratingId: number } | null>(null);
  const sent = useRef(false);
  const openRating = state.form?.ratingId ?? null;
  const openKey = state.form ? `${state.form.kind}-${state.form.ratingId}` : null;
  useEffect(() => {
    if (openKey !== null && openRating !== null) {
      last.current = { key: openKey, ratingId: openRating };
      sent.current = false;
      return;
    }
    const was = last.current;
    if (was) nodes.current.get(sent.current ? `item-${was.ratingId}` : was.key)?.focus();
  }, [openKey, openRating]);
  const keep = (key: string) => (node: HTMLElement | null) => {
    if (node) nodes.current.set(key, node);
    else nodes.current.delete(key);
  };
  const onSent = () => {
    sent.current = true;
    if (last.current) nodes.current.get(`item-${last.current.ratingId}`)?.focus();
    onChanged();
  };

  return (
    <ol className={styles.ratings}>
      {items.map((rating) => {
        const actions = responses ? responses.actionsFor(rating) : NO_ACTIONS;
        const open = state.form?.ratingId === rating.id ? state.form : null;
        return (
          <li key={rating.id} ref={keep(`item-${rating.id}`)} className={styles.rating} tabIndex={-1} data-testid="rating">
            <p className={styles.stars}>
              <span aria-hidden="true">
                {'★'.repeat(rating.stars)}
                {'☆'.repeat(5 - rating.stars)}{' '}
              </span>
              <span>{t('ratings.stars', { stars: rating.stars })}</span> · {rating.rater.name} · {formatDate(rating.created_at)}
            </p>
            {rating.listing.title && <p className={styles.about}>{t('ratings.about', { title: rating.listing.title })}</p>}
            {rating.text && <p className={styles.text}>{rating.text}</p>}
            {rating.reply && <p className={styles.reply}>{t('ratings.reply', { text: rating.reply })}</p>}
            {responses && open ? (
              <RatingResponseForm responses={responses} state={{ ...state, form: open }} onSent={onSent} />
            ) : (
              <div className={styles.itemActions}>
                {responses && actions.reply && (
                  <button ref={keep(`reply-${rating.id}`)} type="button" className={styles.action} onClick={() => responses.openReply(rating)}>
                    {t('ratings.answer')}
                  </button>
                )}
                {responses && actions.edit && (
                  <button ref={keep(`edit-${rating.id}`)} type="button" className={styles.action} onClick={() => responses.openEdit(rating)}>
                    {t('ratings.edit')}
                  </button>
                )}
                <button type="button" className={styles.report} onClick={() => onReport(rating.id)}>
                  {t('ratings.report')}
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
