import { firstValueFrom } from 'rxjs';
import { hasRefusedCharacters, INVALID_CHARACTERS } from '../validation/text-input';
import { Store } from '../store/store';
import { messageForOutcome, messageText, type Language } from '../i18n/catalogue';
import { isHttpFailure, MultipartBody, type HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import type { Toasts } from '../ports/notifier';
import type { WireUser } from '../schemas/user';
import { validateImageFile } from '../validation/media';
import { validatePhoneNumber } from '../validation/profile';
import { isValidEmailFormat } from '../validation/email-format';
import { byField, present, reportFirstProblem, required, type FormProblem, type FormProblems } from '../accounts/form-problem';
import { VERIFICATION_STATUS_PATH, interpretVerificationResponse } from './verification-status';

import { DOCUMENT_TYPES } from '../schemas/account-data';

/** docs/product/trust.md verification request: the document types (core/schemas/account-data.ts). */
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const VERIFICATION_SUBMIT_PATH = '/api/verification/submit';

export type VerificationField = 'firstName' | 'lastName' | 'email' | 'phone' | 'documentType' | 'front' | 'back' | 'terms';

export interface VerificationValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  documentType: DocumentType;
  termsAccepted: boolean;
}

/** A picked document photo (a browser `File` fits). */
export interface DocumentFile extends Blob {
  readonly name: string;
}

export interface VerificationRequestState {
  /** 'form': nothing pending (never asked, or rejected and trying again); the others are the request's status. */
  phase: 'loading' | 'failed' | 'form' | 'pending' | 'rejected' | 'approved';
  /** The latest request: when it was sent and decided, and the admin's note (a rejection's reason, docs/product/trust.md). */
  request: { submittedAt: string | null; processedAt: string | null; adminNote: string | null } | null;
  values: VerificationValues;
  front: DocumentFile | null;
  back: DocumentFile | null;
  problems: FormProblems<VerificationField>;
  submitting: boolean;
  /** Upload progress 0..1 while sending. */
  progress: number | null;
}

export interface VerificationRequestDeps {
  http: HttpPort;
  toasts: Toasts;
  logger: LoggerPort;
  language: () => Language;
  user: () => WireUser | null;
}

/** A passport has one page that matters; an ID card and a driving licence two sides (issue 20). */
export const needsBackSide = (type: DocumentType): boolean => type !== 'passport';

/**
 * Identity verification (docs/product/trust.md Verification request, Verification status): the form (prefilled from
 * the profile), both document sides as pictures, the terms; then the status — pending since when, rejected with the
 * admin's note and a new try, or approved.
 */
/** Core's text-input rule (validation/text-input.ts): a name with control characters is refused as the server does. */
const refusedText = (field: VerificationField, value: string): FormProblem<VerificationField> | null =>
  hasRefusedCharacters(value) ? { field, id: INVALID_CHARACTERS } : null;

export class VerificationRequestForm extends Store<VerificationRequestState> {
  constructor(private readonly deps: VerificationRequestDeps) {
    const user = deps.user();
    const meta = user?.user_meta;
    super({
      phase: 'loading',
      request: null,
      values: {
        firstName: meta?.first_name ?? '',
        lastName: meta?.last_name ?? '',
        email: user?.email ?? '',
        phone: user?.phone_number ?? meta?.phone_number ?? '',
        documentType: 'id_card',
        termsAccepted: false,
      },
      front: null,
      back: null,
      problems: {},
      submitting: false,
      progress: null,
    });
  }

  async load(): Promise<void> {
    this.patch({ phase: 'loading' });
    try {
      const body = await firstValueFrom(this.deps.http.request<{ request?: { admin_note?: unknown; submitted_at?: unknown; processed_at?: unknown } | null }>({ path: VERIFICATION_STATUS_PATH, credentials: true }));
      const { status } = interpretVerificationResponse(body);
      const wire = body?.request;
      const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
      if (this.isDisposed) return;
      this.patch({
        phase: status === 'none' ? 'form' : status === 'loading' ? 'form' : status,
        request: wire ? { submittedAt: text(wire.submitted_at), processedAt: text(wire.processed_at), adminNote: text(wire.admin_note) } : null,
      });
    } catch (error) {
      this.deps.logger.warn('verification status not loaded', error);
      if (!this.isDisposed) this.patch({ phase: 'failed' });
    }
  }

  /** After a rejection: the form again, with what was typed before. */
  tryAgain(): void {
    this.patch({ phase: 'form', front: null, back: null, problems: {} });
  }

  update(patch: Partial<VerificationValues>): void {
    const problems = { ...this.getSnapshot().problems };
    for (const field of Object.keys(patch)) delete problems[(field === 'termsAccepted' ? 'terms' : field) as VerificationField];
    this.patch({ values: { ...this.getSnapshot().values, ...patch }, problems });
  }

  /** A document side picked: refused with the docs/product/trust.md text when it is not an allowed picture. */
  pick(side: 'front' | 'back', file: DocumentFile | null): void {
    const problems = { ...this.getSnapshot().problems };
    delete problems[side];
    const problem = file ? validateImageFile(file) : null;
    if (file && problem) {
      this.deps.toasts.error(messageText(problem, this.deps.language()));
      this.patch({ problems: { ...problems, [side]: { field: side, id: problem } } });
      return;
    }
    this.patch({ [side]: file, problems } as Partial<VerificationRequestState>);
  }

  async submit(): Promise<boolean> {
    const state = this.getSnapshot();
    if (state.submitting) return false;
    const { values } = state;
    const problems = present<VerificationField>(
      required('firstName', values.firstName, 'verify.firstName') ?? refusedText('firstName', values.firstName),
      required('lastName', values.lastName, 'verify.lastName') ?? refusedText('lastName', values.lastName),
      required('email', values.email, 'verify.email') ?? (isValidEmailFormat(values.email.trim()) ? null : { field: 'email', id: 'invalidEmail' }),
      required('phone', values.phone, 'verify.phone') ?? (validatePhoneNumber(values.phone) ? { field: 'phone', id: 'validation.phoneInvalid' } : null),
      state.front ? null : { field: 'front', id: 'validation.fieldRequired', labelId: 'verify.front' },
      needsBackSide(values.documentType) && !state.back ? { field: 'back', id: 'validation.fieldRequired', labelId: 'verify.back' } : null,
      values.termsAccepted ? null : { field: 'terms', id: 'validation.termsRequired' },
    );
    this.patch({ problems: byField(problems) });
    if (!reportFirstProblem(problems, this.deps.toasts, this.deps.language())) return false;
    const fields = [
      { name: 'first_name', value: values.firstName.trim() },
      { name: 'last_name', value: values.lastName.trim() },
      { name: 'email', value: values.email.trim() },
      { name: 'phone', value: values.phone.trim() },
      { name: 'document_type', value: values.documentType },
      { name: 'terms_accepted', value: 'true' },
      { name: 'front_image', value: state.front as DocumentFile },
      ...(needsBackSide(values.documentType) && state.back ? [{ name: 'back_image', value: state.back }] : []),
    ];
    this.patch({ submitting: true, progress: 0 });
    try {
      await firstValueFrom(
        this.deps.http.request({ path: VERIFICATION_SUBMIT_PATH, method: 'POST', upload: true, credentials: true, payload: new MultipartBody(fields), onProgress: (progress) => this.patch({ progress }) }),
      );
      this.deps.toasts.success(messageText('verification_submitted', this.deps.language()));
      this.patch({ submitting: false, progress: null });
      await this.load();
      return true;
    } catch (error) {
      // Nothing typed or picked is lost: the form stays as it was, with the reason.
      this.deps.toasts.error(messageForOutcome(isHttpFailure(error) ? error.body : null, { lang: this.deps.language(), fallbackId: 'verification_failed' }));
      this.patch({ submitting: false, progress: null });
      return false;
    }
  }
}
