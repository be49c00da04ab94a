import { firstValueFrom } from 'rxjs';
import { MODERATION_PROMISE_MINUTES } from '../selling/row-actions';
import { Store } from '../store/store';
import { messageForOutcome, messageText, type Language, type MessageId } from '../i18n/catalogue';
import { isHttpFailure, type HttpPort } from '../ports/http';
import type { ClockPort } from '../ports/clock';
import type { LoggerPort } from '../ports/logger';
import { Toasts, type NotifierPort } from '../ports/notifier';
import { portToken } from '../ports/token';
import { z } from '../schemas/zod-mini';
import { listingSchema } from '../schemas/listing';
import { listingPagePath } from '../routes/routes';
import { ADMIN_RATING_PATHS, conversationReportsAnswerSchema, reportedRatingsAnswerSchema, safetyCountersAnswerSchema, TRUST_PATHS, type ConversationReport, type ConversationReportAction, type ReportedRating, type SafetyCounter } from '../trust/wire';

export const ADMIN_PATHS = {
  queues: '/api/admin/queues',
  verification: '/api/admin/verification-requests',
  decideVerification: (id: number) => `/api/admin/verification-requests/${id}/process`,
  listings: '/api/admin/listings',
  moderate: (id: number) => `/api/admin/listings/${id}/moderate`,
  audit: '/api/admin/audit',
  reports: '/api/admin/reports',
  resolveReports: (listingId: number) => `/api/admin/reports/${listingId}/resolve`,
  users: '/api/admin/users',
  ban: (userId: number) => `/api/admin/users/${userId}/ban`,
} as const;

/** docs/product/admin.md: a listing in moderation is approved within 30 to 60 minutes; past 60 the console flags it. */
export { MODERATION_PROMISE_MINUTES } from '../selling/row-actions';

/** The reasons a moderator picks from (or writes their own). */
export const REJECTION_REASONS: readonly MessageId[] = ['admin.reason.photos', 'admin.reason.category', 'admin.reason.forbidden', 'admin.reason.price', 'admin.reason.duplicate'];

export const verificationItem = z.looseObject({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  document_type: z.string(),
  submitted_at: z.string(),
  documents: z.looseObject({ front: z.string(), back: z.nullish(z.string()) }),
  user: z.looseObject({ id: z.number(), email: z.nullish(z.string()), name: z.nullish(z.string()) }),
});
export const auditItem = z.looseObject({ id: z.number(), action: z.string(), target_type: z.string(), target_id: z.number(), note: z.nullish(z.string()), created_at: z.string(), admin: z.string() });
export const reportGroup = z.looseObject({
  listing: z.looseObject({ id: z.number(), title: z.string(), slug: z.nullish(z.string()), status: z.string() }),
  seller: z.looseObject({ id: z.number(), email: z.nullish(z.string()), banned: z.boolean() }),
  reports: z.number(),
  types: z.record(z.string(), z.number()),
  messages: z.array(z.string()),
});
export const userItem = z.looseObject({ id: z.number(), email: z.nullish(z.string()), phone_number: z.nullish(z.string()), name: z.nullish(z.string()), banned: z.boolean(), verified: z.boolean(), role: z.string() });
export const queuesSchema = z.looseObject({ data: z.looseObject({ verification: z.number(), moderation: z.number(), reports: z.number() }) });

export type VerificationItem = z.infer<typeof verificationItem>;
export type AuditEntry = z.infer<typeof auditItem>;
export type ReportGroup = z.infer<typeof reportGroup>;
export type FoundUser = z.infer<typeof userItem>;
export interface ModerationItem {
  id: number;
  title: string;
  href: string;
  description: string;
  images: string[];
  seller: string;
  /** Minutes since it entered moderation, and whether that is past the docs/product/admin.md promise. */
  waitingMinutes: number;
  overdue: boolean;
}

export interface ModerationConsoleState {
  loading: boolean;
  failed: boolean;
  counts: { verification: number; moderation: number; reports: number; conversations?: number };
  verification: readonly VerificationItem[];
  listings: readonly ModerationItem[];
  audit: readonly AuditEntry[];
  reports: readonly ReportGroup[];
  /** Reported conversations, oldest first, with their copied messages (issue 43). */
  conversationReports: readonly ConversationReport[];
  /** How often each warning rule fired today and over 7 days. */
  safetyCounters: readonly SafetyCounter[];
  /** Reported ratings still shown, most reported first. */
  ratingReports: readonly ReportedRating[];
  /** The users found by the last search. */
  users: readonly FoundUser[];
  /** Items with a decision on its way (their buttons wait; a second click sends nothing). */
  busy: ReadonlySet<string>;
}

export interface ModerationConsoleDeps {
  http: HttpPort;
  notifier: NotifierPort;
  logger: LoggerPort;
  clock: ClockPort;
  language: () => Language;
}

/**
 * The moderation console (issue 20, docs/product/trust.md Admin): the verification queue and the listing moderation queue (oldest
 * first), their counts, the audit log; approve or reject with a note/reason. A decision another admin made first is
 * said by name ("already decided by …") and the queues are refreshed. The server authorises every call.
 */
export class ModerationConsole extends Store<ModerationConsoleState> {
  private readonly toasts: Toasts;

  constructor(private readonly deps: ModerationConsoleDeps) {
    super({ loading: true, failed: false, counts: { verification: 0, moderation: 0, reports: 0 }, verification: [], listings: [], audit: [], reports: [], conversationReports: [], safetyCounters: [], ratingReports: [], users: [], busy: new Set() });
    this.toasts = new Toasts(deps.notifier);
  }

  async load(): Promise<void> {
    this.patch({ loading: true, failed: false });
    try {
      const [queues, verification, listings, audit, reports, conversationReports, safetyCounters, ratingReports] = await Promise.all([
        this.get(ADMIN_PATHS.queues),
        this.get(ADMIN_PATHS.verification),
        this.get(ADMIN_PATHS.listings),
        this.get(ADMIN_PATHS.audit),
        this.get(ADMIN_PATHS.reports),
        this.get(TRUST_PATHS.adminReports),
        this.get(TRUST_PATHS.adminSafety),
        this.get(ADMIN_RATING_PATHS.reports),
      ]);
      const now = this.deps.clock.now();
      this.patch({
        loading: false,
        counts: queuesSchema.parse(queues).data,
        verification: z.object({ data: z.array(verificationItem) }).parse(verification).data,
        listings: z.object({ data: z.array(z.unknown()) }).parse(listings).data.flatMap((raw) => {
          const parsed = listingSchema.safeParse(raw);
          return parsed.success ? [toModerationItem(parsed.data, now)] : [];
        }),
        audit: z.object({ data: z.array(auditItem) }).parse(audit).data,
        reports: z.object({ data: z.array(reportGroup) }).parse(reports).data,
        conversationReports: conversationReportsAnswerSchema.parse(conversationReports).data,
        safetyCounters: safetyCountersAnswerSchema.parse(safetyCounters).data,
        ratingReports: reportedRatingsAnswerSchema.parse(ratingReports).data,
      });
    } catch (error) {
      this.deps.logger.warn('moderation console not loaded', error);
      if (!this.isDisposed) this.patch({ loading: false, failed: true });
    }
  }

  /** Approve, or reject with the note the user will read (required). */
  decideVerification(id: number, decision: 'approve' | 'reject', note = ''): Promise<boolean> {
    return this.decide(`v${id}`, decision, note, { path: ADMIN_PATHS.decideVerification(id), payload: decision === 'approve' ? { decision } : { decision, admin_note: note.trim() } });
  }

  /** Approve, or reject with a reason (picked from REJECTION_REASONS or written). */
  decideListing(id: number, decision: 'approve' | 'reject', reason = ''): Promise<boolean> {
    return this.decide(`l${id}`, decision, reason, { path: ADMIN_PATHS.moderate(id), payload: decision === 'approve' ? { decision } : { decision, reason: reason.trim() } });
  }

  /** A reported listing: dismiss its reports, reject the listing (with a reason), or ban its seller. */
  resolveReports(listingId: number, action: 'dismiss' | 'reject' | 'ban', reason = ''): Promise<boolean> {
    if (action === 'reject' && reason.trim() === '') {
      this.toasts.error(messageText('admin.noteRequired', this.deps.language()));
      return Promise.resolve(false);
    }
    return this.decide(`r${listingId}`, 'approve', reason, { path: ADMIN_PATHS.resolveReports(listingId), payload: { action, ...(reason.trim() ? { reason: reason.trim() } : {}) } }, 'admin.done');
  }

  /** A reported conversation: dismiss it, warn the reported user (a message from support), or ban them. */
  resolveConversationReport(reportId: number, action: ConversationReportAction): Promise<boolean> {
    const done: Record<ConversationReportAction, MessageId> = { dismiss: 'admin.conversations.dismissed', warn: 'admin.conversations.warned', ban: 'admin.conversations.banned' };
    return this.decide(`c${reportId}`, 'approve', '', { path: TRUST_PATHS.adminResolve(reportId), payload: { action } }, done[action]);
  }

  /** Hides a reported rating from the seller's page (audited). */
  hideRating(ratingId: number): Promise<boolean> {
    return this.decide(`h${ratingId}`, 'approve', '', { path: ADMIN_RATING_PATHS.hide(ratingId), payload: {} }, 'admin.ratings.hidden');
  }

  /** Users by e-mail, phone or name (two characters at least). */
  async searchUsers(query: string): Promise<void> {
    if (query.trim().length < 2) return this.patch({ users: [] });
    try {
      const body = await firstValueFrom(this.deps.http.request({ path: ADMIN_PATHS.users, payload: { q: query.trim() }, credentials: true }));
      this.patch({ users: z.object({ data: z.array(userItem) }).parse(body).data });
    } catch (error) {
      this.toasts.error(messageForOutcome(isHttpFailure(error) ? error.body : null, { lang: this.deps.language() }));
    }
  }

  /** Ban (the user is signed out and cut off from the chat at once) or unban. */
  async setBanned(userId: number, banned: boolean, query: string): Promise<boolean> {
    const ok = await this.decide(`u${userId}`, 'approve', '', { path: ADMIN_PATHS.ban(userId), payload: { banned } }, banned ? 'admin.banned' : 'admin.unbanned');
    await this.searchUsers(query);
    return ok;
  }

  private async decide(key: string, decision: 'approve' | 'reject', note: string, request: { path: string; payload: unknown }, doneText?: MessageId): Promise<boolean> {
    const lang = this.deps.language();
    if (decision === 'reject' && note.trim() === '') {
      this.toasts.error(messageText('admin.noteRequired', lang));
      return false;
    }
    if (this.getSnapshot().busy.has(key)) return false;
    this.patch({ busy: new Set([...this.getSnapshot().busy, key]) });
    let ok = false;
    try {
      await firstValueFrom(this.deps.http.request({ ...request, method: 'POST', credentials: true }));
      ok = true;
      this.toasts.success(messageText(doneText ?? (decision === 'approve' ? 'admin.approved' : 'admin.rejected'), lang));
    } catch (error) {
      const body = isHttpFailure(error) ? error.body : null;
      const decidedBy = body && typeof body.decided_by === 'string' ? body.decided_by : null;
      this.toasts.error(decidedBy ? messageText('admin.alreadyDecided', lang, { name: decidedBy }) : messageForOutcome(body, { lang }));
    }
    const busy = new Set(this.getSnapshot().busy);
    busy.delete(key);
    this.patch({ busy });
    await this.load();
    return ok;
  }

  private get(path: string): Promise<unknown> {
    return firstValueFrom(this.deps.http.request({ path, credentials: true }));
  }
}

function toModerationItem(wire: z.infer<typeof listingSchema>, now: number): ModerationItem {
  const since = Date.parse(String(wire.updated_at ?? wire.created_at ?? ''));
  const waitingMinutes = Number.isFinite(since) ? Math.max(0, Math.floor((now - since) / 60_000)) : 0;
  const images = (wire.images ?? []).flatMap((image) => {
    const url = (image as { thumb_webp?: unknown; original?: unknown }).thumb_webp ?? (image as { original?: unknown }).original;
    return typeof url === 'string' ? [url] : [];
  });
  const user = wire.user;
  return {
    id: Number(wire.id),
    title: wire.title,
    href: listingPagePath(wire.slug ?? String(wire.id)),
    description: wire.description ?? '',
    images,
    seller: user?.full_name ?? user?.email ?? '',
    waitingMinutes,
    overdue: waitingMinutes > MODERATION_PROMISE_MINUTES,
  };
}

/** The console's factory (one console per shown screen), bound by the admin feature module (app/features/admin.ts). */
export class Admin {
  constructor(private readonly deps: ModerationConsoleDeps) {}

  console(): ModerationConsole {
    return new ModerationConsole(this.deps);
  }
}

export const ADMIN = portToken<Admin>('Admin');
