import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { addTexts, Selling } from '../../../../core';
import { trustMk } from '../../../../core/i18n/mk/trust';
import { RATING_TEXT_MAX } from '../../../../core/trust/ratings';
import { ratingFormReady, type RespondableRating } from '../../../../core/trust/rating-responses';
import { createFakePorts, httpFailures } from '../../../fakes';

// What the seller page's chunk does (ui/trust/SellerReputation.tsx).
addTexts('mk', trustMk);

const DAY = 86_400_000;

function setUp() {
  const ports = createFakePorts();
  const responses = new Selling({ ...ports, language: () => 'mk', user: () => null }).ratingResponses();
  const rating = (extra: Partial<RespondableRating> = {}): RespondableRating => ({
    id: 7,
    stars: 4,
    text: 'Коректен продавач.',
    reply: null,
    created_at: new Date(ports.clock.now() - DAY).toISOString(),
    can_edit: false,
    can_reply: false,
    ...extra,
  });
  return { ...ports, responses, rating };
}

describe('RatingResponses: answering and editing ratings (docs/product/trust.md "Reputation")', () => {
  it('the rated one answers once: trimmed text, "Одговорот е зачуван.", the form closes', async () => {
    const h = setUp();
    h.http.on('POST', '/api/ratings/7/reply', { status: 'success', id: 7 });
    const rating = h.rating({ can_reply: true });
    expect(h.responses.actionsFor(rating)).toEqual({ reply: true, edit: false });
    h.responses.openReply(rating);
    expect(h.responses.getSnapshot().form).toEqual({ kind: 'reply', ratingId: 7, text: '' });
    // Nothing but spaces is not an answer: nothing is sent.
    h.responses.setText('   ');
    expect(await h.responses.submit()).toBe(false);
    expect(h.http.calls).toHaveLength(0);
    h.responses.setText('  Фала на купувањето!  ');
    expect(await h.responses.submit()).toBe(true);
    expect(h.http.callsTo('POST', '/api/ratings/7/reply')[0]!.payload).toEqual({ text: 'Фала на купувањето!' });
    expect(h.notifier.texts('success')).toEqual(['Одговорот е зачуван.']);
    expect(h.responses.getSnapshot()).toEqual({ form: null, busy: false, error: null });
  });

  it('offers nothing the server did not allow, and no answer to an answered rating', () => {
    const h = setUp();
    h.responses.openReply(h.rating());
    h.responses.openEdit(h.rating());
    expect(h.responses.getSnapshot().form).toBeNull();
    expect(h.responses.actionsFor(h.rating({ can_reply: true, reply: 'Фала' }))).toEqual({ reply: false, edit: false });
  });

  it('the author edits stars and text, prefilled; "Оцената е изменета."', async () => {
    const h = setUp();
    h.http.on('PUT', '/api/ratings/7', { status: 'success', id: 7, messageId: 'ratings.saved' });
    h.responses.openEdit(h.rating({ can_edit: true }));
    expect(h.responses.getSnapshot().form).toMatchObject({ kind: 'edit', ratingId: 7, stars: 4, text: 'Коректен продавач.' });
    h.responses.setStars(0);
    h.responses.setStars(6);
    h.responses.setStars(2.5);
    expect(h.responses.getSnapshot().form).toMatchObject({ stars: 4 });
    h.responses.setStars(3);
    h.responses.setText(' Коректен, но доцнеше. ');
    expect(await h.responses.submit()).toBe(true);
    expect(h.http.callsTo('PUT', '/api/ratings/7')[0]!.payload).toEqual({ stars: 3, text: 'Коректен, но доцнеше.' });
    expect(h.notifier.texts('success')).toEqual(['Оцената е изменета.']);
  });

  it('on virtual time: editable for 14 days from when it was given; a form left open past them is refused without a call', async () => {
    const h = setUp();
    const rating = h.rating({ can_edit: true, created_at: new Date(h.clock.now()).toISOString() });
    await h.clock.advance(14 * DAY);
    expect(h.responses.actionsFor(rating).edit).toBe(true);
    h.responses.openEdit(rating);
    await h.clock.advance(1);
    expect(h.responses.actionsFor(rating).edit).toBe(false);
    expect(await h.responses.submit()).toBe(false);
    expect(h.http.calls).toHaveLength(0);
    expect(h.responses.getSnapshot().error).toBe('Оцената може да се менува само 14 дена.');
    // A closed window opens nothing.
    h.responses.cancel();
    h.responses.openEdit(rating);
    expect(h.responses.getSnapshot().form).toBeNull();
  });

  it('a refusal stays in the form as the catalogue text; a second press while sending sends nothing', async () => {
    const h = setUp();
    const answer = new Subject<unknown>();
    h.http.once('POST', '/api/ratings/7/reply', () => answer);
    h.responses.openReply(h.rating({ can_reply: true }));
    h.responses.setText('Фала');
    const first = h.responses.submit();
    expect(h.responses.getSnapshot().busy).toBe(true);
    expect(await h.responses.submit()).toBe(false);
    h.responses.cancel();
    expect(h.responses.getSnapshot().form).not.toBeNull();
    answer.error(httpFailures.serverBody({ status: 'error', messageId: 'ratings.error.alreadyAnswered' }, 409));
    expect(await first).toBe(false);
    expect(h.http.callsTo('POST', '/api/ratings/7/reply')).toHaveLength(1);
    expect(h.responses.getSnapshot()).toMatchObject({ busy: false, error: 'Веќе одговоривте на оваа оцена.', form: { kind: 'reply', text: 'Фала' } });
    expect(h.notifier.texts()).toEqual([]);
  });

  it('texts stop at the length limit; an answer needs text, an edit needs 1–5 stars', () => {
    const h = setUp();
    h.responses.openReply(h.rating({ can_reply: true }));
    h.responses.setText('а'.repeat(RATING_TEXT_MAX + 20));
    expect(h.responses.getSnapshot().form?.text).toHaveLength(RATING_TEXT_MAX);
    expect(ratingFormReady(h.responses.getSnapshot().form)).toBe(true);
    expect(ratingFormReady({ kind: 'reply', ratingId: 1, text: ' ' })).toBe(false);
    expect(ratingFormReady({ kind: 'edit', ratingId: 1, stars: 0, text: '', createdAt: 0 })).toBe(false);
    expect(ratingFormReady({ kind: 'edit', ratingId: 1, stars: 5, text: '', createdAt: 0 })).toBe(true);
    expect(ratingFormReady(null)).toBe(false);
  });
});
