import { useEffect, useId, useRef, type FormEvent } from 'react';
import { RATING_MAX, RATING_TEXT_MAX } from '../../core/trust/ratings';
import { ratingFormReady, type RatingResponses, type RatingResponsesState } from '../../core/trust/rating-responses';
import { Button } from '../components/Button';
import { useText } from '../i18n';
import styles from './SellerReputation.module.css';

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

/**
 * The open answer or edit under a rating (docs/product/trust.md "Reputation"): an answer is one labelled text; an
 * edit is the stars (a radio group: arrow keys move, as in the conversation's rating) and the text. The rules and the
 * sending are core's (RatingResponses); a refusal shows here as the server's catalogue text.
 */
export function RatingResponseForm({ responses, state, onSent }: { responses: RatingResponses; state: RatingResponsesState & { form: NonNullable<RatingResponsesState['form']> }; onSent: () => void }) {
  const t = useText();
  const { form, busy, error } = state;
  const textId = useId();
  const errorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // The chosen star (an edit) or the text (an answer) takes the focus when the form opens.
  useEffect(() => formRef.current?.querySelector<HTMLElement>('input:checked, textarea')?.focus(), [form.kind, form.ratingId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await responses.submit()) onSent();
  };
  const title = form.kind === 'edit' ? t('ratings.edit') : t('ratings.answer');
  return (
    <form ref={formRef} className={styles.form} aria-label={title} onSubmit={(event) => void submit(event)}>
      {form.kind === 'edit' && (
        <fieldset className={styles.starPicker}>
          <legend>{t('ratings.starsLabel')}</legend>
          {STARS.map((value) => (
            <label key={value} className={styles.star}>
              <input
                type="radio"
                name={`stars-${form.ratingId}`}
                value={value}
                checked={form.stars === value}
                onChange={() => responses.setStars(value)}
              />
              <span>{t('ratings.stars', { stars: value })}</span>
            </label>
          ))}
        </fieldset>
      )}
      <label htmlFor={textId} className={styles.label}>
        {form.kind === 'reply' ? t('ratings.yourReply') : t('ratings.text')}
      </label>
      <textarea
        id={textId}
        className={styles.textarea}
        value={form.text}
        maxLength={RATING_TEXT_MAX}
        rows={3}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => responses.setText(event.target.value)}
      />
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.formButtons}>
        <Button type="submit" size="small" loading={busy} disabled={!ratingFormReady(form)}>
          {form.kind === 'reply' ? t('ratings.sendReply') : t('ratings.send')}
        </Button>
        <Button theme="outline" size="small" disabled={busy} onClick={() => responses.cancel()}>
          {t('ratings.cancel')}
        </Button>
      </div>
    </form>
  );
}
