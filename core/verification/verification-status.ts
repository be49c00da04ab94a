import { firstValueFrom } from 'rxjs';
import { Store } from '../store/store';
import { messageText, type Language, type MessageId } from '../i18n/catalogue';
import type { HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import { portToken } from '../ports/token';
import type { SessionState } from '../session/types';

/** docs/product/trust.md Verification status. */
export type VerificationStatus = 'loading' | 'none' | 'pending' | 'approved' | 'rejected';

export interface VerificationState {
  status: VerificationStatus;
  /** The status text to show (docs/product/trust.md quotes: 'Се проверува...', 'На чекање', 'Верификуван', 'Одбиено - обидете се повторно'). */
  label: string;
  /** The server's own `request.status_text`, e.g. the admin's reason for a rejection. */
  statusText: string | null;
}

const LABEL_IDS: Record<VerificationStatus, MessageId> = {
  loading: 'verification.loading',
  none: 'verification.none',
  pending: 'verification.pending',
  approved: 'verification.approved',
  rejected: 'verification.rejected',
};

export function verificationLabel(status: VerificationStatus, lang: Language = 'mk'): string {
  return messageText(LABEL_IDS[status], lang);
}

export const INITIAL_VERIFICATION_STATE: VerificationState = Object.freeze({ status: 'none', label: verificationLabel('none'), statusText: null });

export const VERIFICATION_STATUS_PATH = '/api/verification/check-status';

/** Maps a server status word to the client's states; docs/product/trust.md lists "verified or approved" as one state. */
export function toVerificationStatus(value: unknown): VerificationStatus | null {
  if (typeof value !== 'string') return null;
  switch (value.trim().toLowerCase()) {
    case 'approved':
    case 'verified':
      return 'approved';
    case 'pending':
      return 'pending';
    case 'rejected':
      return 'rejected';
    default:
      return null;
  }
}

/** Reads `{ status, request: { status, status_text } }`; the request's status wins over the top-level one. */
export function interpretVerificationResponse(body: unknown): { status: VerificationStatus; statusText: string | null } {
  if (body === null || typeof body !== 'object') return { status: 'none', statusText: null };
  const record = body as { status?: unknown; request?: unknown };
  const request = record.request !== null && typeof record.request === 'object' ? (record.request as { status?: unknown; status_text?: unknown }) : null;
  const status = toVerificationStatus(request?.status) ?? toVerificationStatus(record.status) ?? 'none';
  return { status, statusText: typeof request?.status_text === 'string' ? request.status_text : null };
}

export interface VerificationStatusDeps {
  http: HttpPort;
  session: { getSnapshot(): Pick<SessionState, 'user' | 'token'> };
  logger: LoggerPort;
  /** The interface language at the moment a text is written (app/ passes LanguageStore's `current`). */
  language?: () => Language;
}

/**
 * The verification status of the logged-in user (docs/product/trust.md): approved when the user is verified by flag or
 * the request is approved; none by default and when the check fails (docs/product/errors.md silent handling).
 */
export class VerificationStatusCheck extends Store<VerificationState> {
  private readonly lang: () => Language;
  private request = 0;
  private disposed = false;

  constructor(private readonly deps: VerificationStatusDeps) {
    super(INITIAL_VERIFICATION_STATE);
    this.lang = deps.language ?? (() => 'mk');
  }


  /** Checks the status; resolves with the final state. Never throws. */
  async check(): Promise<VerificationStatus> {
    const request = ++this.request;
    const { user, token } = this.deps.session.getSnapshot();
    if (!user) return this.apply(request, 'none', null);
    if (user.verified === true) return this.apply(request, 'approved', null);
    this.apply(request, 'loading', null);
    try {
      const body = await firstValueFrom(this.deps.http.request({ path: VERIFICATION_STATUS_PATH, credentials: true, token }));
      const { status, statusText } = interpretVerificationResponse(body);
      return this.apply(request, status, statusText);
    } catch (error) {
      this.deps.logger.warn('verification status check failed', error);
      return this.apply(request, 'none', null);
    }
  }

  override dispose(): void {
    this.disposed = true;
    super.dispose();
  }

  private apply(request: number, status: VerificationStatus, statusText: string | null): VerificationStatus {
    // A newer check owns the state; an older answer is dropped.
    if (this.disposed || request !== this.request) return this.getSnapshot().status;
    this.setState({ status, label: verificationLabel(status, this.lang()), statusText });
    return status;
  }
}

export const VERIFICATION_STATUS = portToken<VerificationStatusCheck>('VerificationStatus');
