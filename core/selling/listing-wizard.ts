import { firstValueFrom, type Subscription } from 'rxjs';
import { Store } from '../store/store';
import { messageForOutcome, messageText, type Language, type MessageId } from '../i18n/catalogue';
import { isHttpFailure, type HttpPort } from '../ports/http';
import type { ClockPort, TimerHandle } from '../ports/clock';
import type { LoggerPort } from '../ports/logger';
import type { Toasts } from '../ports/notifier';
import type { StoragePort } from '../ports/storage';
import type { WireUser } from '../schemas/user';
import { listingSchema } from '../schemas/listing';
import { z } from '../schemas/zod-mini';
import type { ListingStatus } from '../listings/statuses';
import { listingPagePath } from '../routes/routes';
import { byField, reportFirstProblem, type FormProblems } from '../accounts/form-problem';
import type { ImageVariants } from '../format/images';
import { WizardCatalog, type WizardChoices } from './wizard-catalog';
import { basicStepProblems, detailsStepProblems, emptyListingForm, listingFormFromWire, listingPayload, photosProblemStands, WIZARD_STEPS, type ListingField, type ListingFormValues, type WizardStep } from './listing-form';
import { galleryImages, PhotoUploads, type GalleryImage, type PhotoShrinker } from './photo-uploads';
import type { ListingSummary } from '../listings/read-model';
import { VideoUpload } from './video-upload';
import { DraftCopy } from './draft-copy';

/** How long the wizard waits after the last keystroke before it saves the server draft. */
export const DRAFT_SAVE_DELAY_MS = 1500;

export const WIZARD_PATHS = {
  create: '/api/oglasi/create',
  manage: (id: number) => `/api/oglasi/manage/${id}`,
  publish: (id: number) => `/api/oglasi/manage/${id}/publish`,
  listing: (id: number) => `/api/oglasi/listing/${id}`,
  latestDraft: '/api/oglasi/drafts/latest',
  draft: (id: number) => `/api/oglasi/drafts/${id}`,
  limits: '/api/config/listing-limits',
} as const;

export type WizardPhase = 'loading' | 'offer' | 'editing' | 'failed' | 'notFound' | 'done';

/**
 * What the seller is doing (issue 39): posting — a new listing, or a draft being continued — or editing a listing
 * that is already out of the drafts (in moderation, active, rejected, expired…). Fixed when the wizard opens: a
 * submit that publishes the draft does not turn the screen into an edit.
 */
export type WizardMode = 'post' | 'edit';

export interface ListingWizardState {
  phase: WizardPhase;
  step: WizardStep;
  values: ListingFormValues;
  problems: FormProblems<ListingField>;
  listingId: number | null;
  /** The listing's status on the server (draft for a new one). */
  status: ListingStatus | null;
  /** Posting or editing; null while the listing being opened has not answered yet. */
  mode: WizardMode | null;
  rejectionReason: string | null;
  /** A draft from an earlier session, offered before a new listing is started (docs/product/selling.md). */
  draftOffer: { id: number; title: string } | null;
  choices: WizardChoices;
  /** Typed but not on the server yet (a local copy keeps it through a reload). */
  dirty: boolean;
  busy: boolean;
  /**
   * How many times going on (next, submit) was refused for the form's problems: each refusal is a new one, so the
   * screen moves focus to the first problem and announces the summary again, even when the problems are the same.
   */
  refusals: number;
  /** Where the submitted listing ended: moderation (30–60 min) or active, with its page. */
  outcome: { status: 'moderation' | 'active'; href: string } | null;
}

export interface WizardReview {
  card: ListingSummary;
  categoryPath: string[];
  images: GalleryImage[];
  video: string | null;
  youtubeUrl: string | null;
  description: string;
  brand: string | null;
  model: string | null;
  /** The company name when the seller posts as a company. */
  seller: string | null;
  phones: { contact: string | null; viber: string | null; whatsapp: string | null };
}

export interface ListingWizardDeps {
  http: HttpPort;
  toasts: Toasts;
  logger: LoggerPort;
  language: () => Language;
  clock: ClockPort;
  storage: StoragePort;
  user: () => WireUser | null;
  shrinker?: PhotoShrinker;
}

const answer = z.looseObject({ data: listingSchema });
const maybeAnswer = z.looseObject({ data: z.nullable(listingSchema) });
const limitsAnswer = z.looseObject({ data: z.looseObject({ max_photos: z.number() }) });

/**
 * The wizard's heading and document title (issue 39): 'Објави оглас' for a new listing and for a draft being
 * continued, 'Уреди оглас' only for a listing that is no longer a draft. `opening` says an existing listing was asked
 * for (the edit address): until it answers, null — the screen shows a placeholder rather than a guess; one that
 * could not be opened is still an edit.
 */
export function wizardTitleId(state: Pick<ListingWizardState, 'phase' | 'mode'> | null, opening: boolean): MessageId | null {
  if (state?.mode) return state.mode === 'post' ? 'page.createListing' : 'wizard.editTitle';
  if (!opening) return 'page.createListing';
  return state === null || state.phase === 'loading' ? null : 'wizard.editTitle';
}

/**
 * The add/edit listing wizard (docs/product/selling.md: basic data → description and photos → review; issue 18). Leaving step 1
 * creates the server draft the photos and video attach to; after that a draft is saved as the user types (debounced),
 * and a local copy keeps every keystroke through a reload. A live listing is only changed on submit (an edit of an
 * unverified seller's active listing goes back to moderation). Submitting publishes a draft (moderation or active).
 */
export class ListingWizard extends Store<ListingWizardState> {
  readonly photos: PhotoUploads;
  readonly video: VideoUpload;
  private readonly catalog: WizardCatalog;
  private readonly copy: DraftCopy;
  private saveTimer: TimerHandle | null = null;
  private creating: Promise<number> | null = null;
  private readonly photosWatch: Subscription;

  constructor(private readonly deps: ListingWizardDeps) {
    super({ phase: 'loading', step: 'basic', values: emptyListingForm(deps.user()), problems: {}, listingId: null, status: null, mode: null, rejectionReason: null, draftOffer: null, choices: WizardCatalog.empty, dirty: false, busy: false, refusals: 0, outcome: null });
    const listingId = () => this.ensureListing();
    const shared = { http: deps.http, toasts: deps.toasts, logger: deps.logger, language: deps.language, listingId };
    this.photos = new PhotoUploads({ ...shared, shrinker: deps.shrinker });
    this.video = new VideoUpload(shared);
    this.catalog = new WizardCatalog(deps.http);
    this.copy = new DraftCopy(deps.storage, () => deps.user()?.id ?? null);
    // The photos' problem goes as soon as the photos answer it (a photo added, the uploads done).
    this.photosWatch = this.photos.state$.subscribe(() => this.photosChanged());
  }

  /** Opens a new listing (`editId` absent) or the owner's listing `editId` (edit, or a draft being continued). */
  async start(editId?: number): Promise<void> {
    this.patch({ phase: 'loading' });
    try {
      const [max] = await Promise.all([this.get(WIZARD_PATHS.limits, limitsAnswer).then((body) => body.data.max_photos), this.catalog.load()]);
      this.photos.reset([], max);
      if (editId !== undefined) return await this.open(editId, max);
      const latest = await this.get(WIZARD_PATHS.latestDraft, maybeAnswer);
      const local = this.copy.read(null);
      this.patch({
        mode: 'post',
        phase: latest.data && !local ? 'offer' : 'editing',
        draftOffer: latest.data ? { id: Number(latest.data.id), title: latest.data.title } : null,
        values: local ?? this.getSnapshot().values,
        dirty: local !== null,
        choices: this.catalog.choices(local ?? this.getSnapshot().values),
      });
    } catch (error) {
      this.deps.logger.warn('listing wizard could not start', error);
      this.patch({ phase: isHttpFailure(error) && error.httpStatus === 404 ? 'notFound' : 'failed' });
    }
  }

  /** docs/product/selling.md: continue the earlier draft… */
  async continueDraft(): Promise<void> {
    const offer = this.getSnapshot().draftOffer;
    if (offer) await this.start(offer.id);
  }

  /**
   * …or start over (docs/product/selling.md, issue 39): the earlier draft is deleted on the server — else it would be
   * offered again on every device — and its local copy with it. One that is already gone counts as deleted. When the
   * delete fails the offer stays, with the reason as a toast; true when the new listing is started.
   */
  async startOver(): Promise<boolean> {
    const { draftOffer: offer, busy } = this.getSnapshot();
    if (busy) return false;
    if (offer) {
      this.patch({ busy: true });
      try {
        await this.request({ path: WIZARD_PATHS.draft(offer.id), method: 'DELETE' });
      } catch (error) {
        if (!(isHttpFailure(error) && error.httpStatus === 404)) {
          this.deps.logger.warn('draft not deleted', error);
          this.refused(error);
          this.patch({ busy: false });
          return false;
        }
      }
      this.copy.clear(offer.id);
    }
    this.copy.clear(null);
    this.patch({ phase: 'editing', draftOffer: null, busy: false });
    return true;
  }

  update(patch: Partial<ListingFormValues>): void {
    const values = { ...this.getSnapshot().values, ...patch };
    // A new category or region empties the choices that belonged to the old one.
    const before = this.getSnapshot().values;
    if (patch.categoryId !== undefined && patch.categoryId !== before.categoryId && patch.subcategoryId === undefined) values.subcategoryId = null;
    if (patch.regionId !== undefined && patch.regionId !== before.regionId && patch.cityId === undefined) values.cityId = null;
    const problems = { ...this.getSnapshot().problems };
    for (const field of Object.keys(patch)) delete problems[field as ListingField];
    // A detail changed: its own problem goes (the details are one value, each shown under its field).
    for (const [key, value] of Object.entries(patch.details ?? {})) if (value !== before.details[key]) delete problems[`detail.${key}`];
    this.patch({ values, problems, dirty: true, choices: this.catalog.choices(values) });
    this.copy.write(this.getSnapshot().listingId, values);
    this.scheduleDraftSave();
  }

  /** Forward one step, when this one is complete; leaving step 1 creates the server draft. */
  async next(): Promise<boolean> {
    const { step } = this.getSnapshot();
    if (!this.check(step, step)) return false;
    if (step === 'basic') {
      this.patch({ busy: true });
      const saved = this.getSnapshot().listingId === null ? await this.ensureListing().then(() => true, (error: unknown) => this.refused(error)) : await this.saveDraft();
      this.patch({ busy: false });
      if (!saved) return false;
    }
    const next = WIZARD_STEPS[WIZARD_STEPS.indexOf(step) + 1];
    if (next) this.patch({ step: next });
    return true;
  }

  /** One step back; the problems shown belonged to the step left (the summary counts only the step on screen). */
  back(): void {
    const index = WIZARD_STEPS.indexOf(this.getSnapshot().step);
    if (index > 0) this.patch({ step: WIZARD_STEPS[index - 1]!, problems: {} });
  }

  /** The step the URL asks for (the phone's back button): granted when every step before it is complete. */
  goTo(step: WizardStep): WizardStep {
    const target = WIZARD_STEPS.indexOf(step);
    let allowed: WizardStep = 'basic';
    for (const each of WIZARD_STEPS.slice(0, target)) {
      if (this.problemsOf(each).length > 0 || (each === 'basic' && this.getSnapshot().listingId === null)) break;
      allowed = WIZARD_STEPS[WIZARD_STEPS.indexOf(each) + 1]!;
    }
    if (allowed !== this.getSnapshot().step) this.patch({ step: allowed, problems: {} });
    return allowed;
  }

  /** From the review: save, put the photos in order, publish a draft; nothing typed is lost when it fails. */
  async submit(): Promise<boolean> {
    if (this.getSnapshot().busy) return false;
    // The first incomplete step is shown with its problems (one change: the screen then focuses the first of them).
    for (const step of ['basic', 'details'] as const) if (!this.check(step, step)) return false;
    this.cancelDraftSave();
    this.patch({ busy: true });
    try {
      const id = await this.ensureListing();
      await this.request({ path: WIZARD_PATHS.manage(id), method: 'PUT', payload: listingPayload(this.getSnapshot().values) });
      if (!(await this.photos.saveOrder())) throw null;
      const saved = this.getSnapshot().status === 'draft' ? await this.request({ path: WIZARD_PATHS.publish(id), method: 'POST', payload: {} }) : await this.request({ path: WIZARD_PATHS.listing(id) });
      const listing = answer.parse(saved).data;
      const status = listing.status === 'active' ? 'active' : 'moderation';
      this.copy.clear(id);
      this.copy.clear(null);
      this.deps.toasts.success(messageText(status === 'active' ? 'wizard.published' : 'wizard.sentToModeration', this.deps.language()));
      this.patch({ busy: false, dirty: false, phase: 'done', status: listing.status ?? null, outcome: { status, href: listingPagePath(listing.slug ?? String(id)) } });
      return true;
    } catch (error) {
      if (error !== null) this.refused(error);
      this.patch({ busy: false });
      return false;
    }
  }

  /** The review step's listing (docs/product/selling.md): its card as lists show it, and what its page shows. */
  review(): WizardReview {
    const { values, listingId } = this.getSnapshot();
    const names = this.catalog.names(values);
    const images = this.photos.getSnapshot().photos.flatMap((photo) => (photo.image ? [photo.image] : []));
    const place = [names.city, names.region].filter((name): name is string => Boolean(name)).join(', ') || null;
    const category = names.subcategory ?? names.category;
    return {
      card: {
        id: listingId ?? 0,
        title: values.title.trim(),
        href: listingPagePath(String(listingId ?? '')),
        price: values.priceType === 'fixed' ? values.price.trim().replace(',', '.') : null,
        priceType: values.priceType,
        currency: values.currency,
        location: place,
        // The review's card links nowhere yet: the listing has no public page until it is published.
        placeLink: null,
        date: null,
        image: images[0] ?? null,
        category,
        promoted: false,
        promotedUntil: null,
        highlighted: false,
      },
      categoryPath: [names.category, names.subcategory].filter((name): name is string => Boolean(name)),
      images,
      video: this.video.getSnapshot().video?.url ?? null,
      youtubeUrl: values.youtubeUrl.trim() || null,
      description: values.description.trim(),
      brand: values.brand.trim() || null,
      model: values.model.trim() || null,
      seller: values.userType === 'company' ? values.companyName.trim() : null,
      phones: { contact: values.contactPhone.trim() || null, viber: values.viberPhone.trim() || null, whatsapp: values.whatsappPhone.trim() || null },
    };
  }

  /** Something would be lost by leaving now: typing not saved yet, or uploads on their way. */
  get hasUnsavedWork(): boolean {
    return this.getSnapshot().dirty || this.photos.counts.pending > 0 || this.video.uploading;
  }

  override dispose(): void {
    this.cancelDraftSave();
    this.photosWatch.unsubscribe();
    this.photos.dispose();
    this.video.dispose();
    super.dispose();
  }

  private async open(id: number, max: number): Promise<void> {
    const listing = (await this.get(WIZARD_PATHS.listing(id), answer)).data;
    const owner = listing.user?.id;
    if (owner !== undefined && String(owner) !== String(this.deps.user()?.id)) {
      this.patch({ phase: 'notFound' });
      return;
    }
    const fromServer = listingFormFromWire(listing, emptyListingForm(this.deps.user()));
    const local = this.copy.read(id);
    const values = local ?? fromServer;
    this.photos.reset(galleryImages(listing.images as ImageVariants[] | null | undefined), max);
    this.video.reset(listing.video ? { url: listing.video.url, mime: listing.video.mime ?? null, durationSeconds: listing.video.duration_seconds ?? null } : null);
    this.patch({ phase: 'editing', listingId: id, status: listing.status ?? null, mode: listing.status === 'draft' ? 'post' : 'edit', rejectionReason: listing.rejection_reason ?? null, values, dirty: local !== null, draftOffer: null, choices: this.catalog.choices(values) });
  }

  /** The listing photos and video attach to: created as a draft from step 1 the first time it is needed. */
  private ensureListing(): Promise<number> {
    const existing = this.getSnapshot().listingId;
    if (existing !== null) return Promise.resolve(existing);
    this.creating ??= this.request({ path: WIZARD_PATHS.create, method: 'POST', payload: { ...listingPayload(this.getSnapshot().values), draft: 'true' } })
      .then((body) => {
        const created = answer.parse(body).data;
        const id = Number(created.id);
        this.copy.clear(null);
        this.patch({ listingId: id, status: created.status ?? 'draft', dirty: false });
        this.copy.write(id, this.getSnapshot().values);
        return id;
      })
      .finally(() => {
        this.creating = null;
      });
    return this.creating;
  }

  private scheduleDraftSave(): void {
    const { listingId, status } = this.getSnapshot();
    // Only a draft is saved as the user types: a live listing changes when the seller submits.
    if (listingId === null || status !== 'draft') return;
    this.cancelDraftSave();
    this.saveTimer = this.deps.clock.setTimeout(() => {
      this.saveTimer = null;
      if (this.problemsOf('basic').length === 0) void this.saveDraft();
    }, DRAFT_SAVE_DELAY_MS);
  }

  private cancelDraftSave(): void {
    if (this.saveTimer !== null) this.deps.clock.clearTimeout(this.saveTimer);
    this.saveTimer = null;
  }

  private async saveDraft(): Promise<boolean> {
    const { listingId, status, values } = this.getSnapshot();
    if (listingId === null || status !== 'draft') return true;
    try {
      await this.request({ path: WIZARD_PATHS.manage(listingId), method: 'PUT', payload: listingPayload(values) });
      if (this.getSnapshot().values === values) this.patch({ dirty: false });
      return true;
    } catch (error) {
      this.deps.logger.warn('draft not saved', error);
      return this.refused(error);
    }
  }

  private problemsOf(step: WizardStep) {
    const { values, choices } = this.getSnapshot();
    if (step === 'basic') return basicStepProblems(values, { hasSubcategories: choices.subcategories.length > 0, hasCities: choices.cities.length > 0, family: choices.family });
    if (step === 'details') return detailsStepProblems(values, this.photos.counts);
    return [];
  }

  /**
   * Shows the step's problems under their fields and the first as a toast; true when there are none. A refusal shows
   * the step `show` and counts (`refusals`), in one change.
   */
  private check(step: WizardStep, show: WizardStep): boolean {
    const problems = this.problemsOf(step);
    const current = this.getSnapshot();
    if (problems.length > 0) this.patch({ problems: byField(problems), step: show, refusals: current.refusals + 1 });
    else if (Object.keys(current.problems).length > 0) this.patch({ problems: {} });
    return reportFirstProblem(problems, this.deps.toasts, this.deps.language());
  }

  private photosChanged(): void {
    const problem = this.getSnapshot().problems.images;
    if (!problem || photosProblemStands(problem, this.photos.counts)) return;
    const problems = { ...this.getSnapshot().problems };
    delete problems.images;
    this.patch({ problems });
  }

  private refused(error: unknown): false {
    const body = isHttpFailure(error) ? error.body : null;
    this.deps.toasts.error(messageForOutcome(body, { lang: this.deps.language() }));
    return false;
  }

  private async get<S extends z.ZodMiniType>(path: string, schema: S): Promise<z.infer<S>> {
    return schema.parse(await this.request({ path })) as z.infer<S>;
  }

  private request(request: { path: string; method?: 'POST' | 'PUT' | 'DELETE'; payload?: unknown }): Promise<unknown> {
    return firstValueFrom(this.deps.http.request({ ...request, credentials: true }));
  }
}
