import { messageText, type Language } from '../i18n/catalogue';
import type { ClockPort } from '../ports/clock';
import type { HttpPort } from '../ports/http';
import type { Toasts } from '../ports/notifier';
import { Store } from '../store/store';
import { canEditRating, isRatingStars, RATING_TEXT_MAX, ratingReplyText, ratingViewerActions, type ListedRating } from './ratings';
import { editRating, replyToRating } from './reputation-api';

/** The one form open on a ratings list: the rated one's answer, or the author's edit (stars and text). */
export type RatingForm =
  | { readonly kind: 'reply'; readonly ratingId: number; readonly text: string }
  | { readonly kind: 'edit'; readonly ratingId: number; readonly stars: number; readonly text: string; readonly createdAt: number };

export interface RatingResponsesState {
  readonly form: RatingForm | null;
  /** The open form is being sent: its buttons wait (a second press sends nothing). */
  readonly busy: boolean;
  /** Why the last send failed, in the viewer's language (the server's refusal from the catalogue); null when none. */
  readonly error: string | null;
}

export const INITIAL_RATING_RESPONSES_STATE: RatingResponsesState = { form: null, busy: false, error: null };

/** A rating of the list as this use case needs it. */
export type RespondableRating = ListedRating & { readonly id: number; readonly stars: number; readonly text: string };

export interface RatingResponsesDeps {
  http: HttpPort;
  toasts: Toasts;
  clock: ClockPort;
  language: () => Language;
}

/** Whether the open form may be sent: an answer with some text, an edit with 1–5 stars (texts at most RATING_TEXT_MAX). */
export function ratingFormReady(form: RatingForm | null): boolean {
  if (!form) return false;
  if (form.kind === 'reply') return ratingReplyText(form.text) !== null;
  return isRatingStars(form.stars) && form.text.trim().length <= RATING_TEXT_MAX;
}

/**
 * Answering and editing ratings on the public user page (docs/product/trust.md "Reputation"): the rated one answers a
 * rating once ("Одговори"); its author edits stars and text for 14 days ("Измени ја оцената"). Which rating offers
 * what comes from the server's `can_reply`/`can_edit`, with the 14 days checked again on the injected clock. One form
 * is open at a time; success says so as a toast and closes it (the screen then reads the list again); a refusal stays
 * in the form as the server's catalogue text.
 */
export class RatingResponses extends Store<RatingResponsesState> {
  constructor(private readonly deps: RatingResponsesDeps) {
    super(INITIAL_RATING_RESPONSES_STATE);
  }

  /** What a rating offers its viewer now. */
  actionsFor(rating: ListedRating): { readonly reply: boolean; readonly edit: boolean } {
    return ratingViewerActions(rating, this.deps.clock.now());
  }

  openReply(rating: RespondableRating): void {
    if (this.getSnapshot().busy || !this.actionsFor(rating).reply) return;
    this.setState({ form: { kind: 'reply', ratingId: rating.id, text: '' }, busy: false, error: null });
  }

  /** Opens the edit with the rating's stars and text as they are. */
  openEdit(rating: RespondableRating): void {
    if (this.getSnapshot().busy || !this.actionsFor(rating).edit) return;
    const stars = isRatingStars(rating.stars) ? rating.stars : 0;
    this.setState({ form: { kind: 'edit', ratingId: rating.id, stars, text: rating.text.slice(0, RATING_TEXT_MAX), createdAt: Date.parse(rating.created_at) }, busy: false, error: null });
  }

  /** The form's text, cut at RATING_TEXT_MAX characters. */
  setText(text: string): void {
    const form = this.getSnapshot().form;
    if (form) this.patch({ form: { ...form, text: text.slice(0, RATING_TEXT_MAX) } });
  }

  setStars(stars: number): void {
    const form = this.getSnapshot().form;
    if (form?.kind === 'edit' && isRatingStars(stars)) this.patch({ form: { ...form, stars } });
  }

  cancel(): void {
    if (!this.getSnapshot().busy) this.setState(INITIAL_RATING_RESPONSES_STATE);
  }

  /** Sends the open form; true when the server took it (the list should be read again). */
  async submit(): Promise<boolean> {
    const { form, busy } = this.getSnapshot();
    if (!form || busy || !ratingFormReady(form)) return false;
    const lang = this.deps.language();
    if (form.kind === 'edit' && !canEditRating(form.createdAt, this.deps.clock.now())) {
      this.patch({ error: messageText('ratings.error.editClosed', lang) });
      return false;
    }
    this.patch({ busy: true, error: null });
    const outcome =
      form.kind === 'reply'
        ? await replyToRating(this.deps.http, form.ratingId, form.text, lang)
        : await editRating(this.deps.http, form.ratingId, { stars: form.stars, text: form.text }, lang);
    if (this.isDisposed) return outcome.ok;
    if (!outcome.ok) {
      this.patch({ busy: false, error: outcome.text });
      return false;
    }
    this.setState(INITIAL_RATING_RESPONSES_STATE);
    this.deps.toasts.success(outcome.text);
    return true;
  }
}
