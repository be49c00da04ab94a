import { Store } from '../store/store';
import { hasRefusedCharacters, INVALID_CHARACTERS } from '../validation/text-input';
import type { Language } from '../i18n/catalogue';
import { internationalDigits } from '../format/contact-links';
import type { Toasts } from '../ports/notifier';
import type { Session } from '../session/session';
import type { SessionUser } from '../session/user';
import { validateImageFile, type MediaFileInfo } from '../validation/media';
import { DISPLAY_NAME_MAX, validatePhoneCode } from '../validation/profile';
import { PROFILE_FORM_FIELD, profileProblems, serverFieldProblems } from './profile-problems';
import { byField, present, reportFirstProblem, type FormProblem, type FormProblems } from './form-problem';
import type { SmsCode } from './sms-code';

export interface ProfileInput {
  displayName: string;
  firstName: string;
  lastName: string;
  companyName: string;
  phone: string;
  whatsappPhone: string;
  viberPhone: string;
  /** The town (a city id of GET /api/locations), or null. */
  locationId: number | null;
  /** A new profile picture, or null to keep the current one. */
  image: (Blob & MediaFileInfo) | null;
}

export type ProfileField = Exclude<keyof ProfileInput, 'locationId'> | 'location' | 'code';

export interface ProfileEditorState {
  saving: boolean;
  /** Upload progress of a new picture, 0..1; null when nothing is uploading. */
  progress: number | null;
  /**
   * Why the last save that carried a new picture failed when no field is to blame (the network, the server): the
   * picture's tile says it with a retry (issue 39), which saves again. null otherwise.
   */
  imageFailed: string | null;
  /** A changed phone number waits for its SMS code before the profile is saved (docs/product/accounts.md). */
  phoneCodeFor: string | null;
  problems: FormProblems<ProfileField>;
}

export interface ProfileEditorDeps {
  session: Pick<Session, 'updateProfile' | 'getSnapshot'>;
  toasts: Toasts;
  language: () => Language;
  smsCode: SmsCode;
}

const SERVER_FIELD: Readonly<Record<string, ProfileField>> = { ...PROFILE_FORM_FIELD, display_name: 'displayName', profileImage: 'image', phone_code: 'code' };


/** The form's starting values from the signed-in user (top-level fields first, then user_meta, as docs/product/accounts.md has both). */
export function profileInputOf(user: SessionUser | null): ProfileInput {
  const meta = user?.user_meta ?? null;
  const text = (...values: Array<string | null | undefined>) => values.find((value) => typeof value === 'string' && value.trim() !== '') ?? '';
  const location = user?.location?.id;
  return {
    displayName: text(meta?.display_name),
    firstName: text(meta?.first_name),
    lastName: text(meta?.last_name),
    companyName: text(meta?.company_name),
    phone: text(user?.phone_number, meta?.phone_number),
    whatsappPhone: text(meta?.whatsapp_phone_number),
    viberPhone: text(meta?.viber_phone_number),
    locationId: typeof location === 'number' ? location : typeof location === 'string' && /^\d+$/.test(location) ? Number(location) : null,
    image: null,
  };
}

/** The same number however it is written ('070 123 456', '+389 70 123 456'). */
export function samePhone(a: string, b: string): boolean {
  const left = a.trim();
  const right = b.trim();
  if (left === '' || right === '') return left === right;
  return (internationalDigits(left) ?? left) === (internationalDigits(right) ?? right);
}

/**
 * My profile (docs/product/accounts.md Registration and update): names and numbers within their limits, a picture of
 * an allowed type and size, and a changed phone number saved only with the 6-digit code sent to it — the server
 * refuses it otherwise (docs/product/accounts.md 'Телефонот мора да биде верификуван пред да се зачува профилот'). A save refreshes
 * the session's user (the header's picture and name follow).
 */
export class ProfileEditor extends Store<ProfileEditorState> {
  constructor(private readonly deps: ProfileEditorDeps) {
    super({ saving: false, progress: null, imageFailed: null, phoneCodeFor: null, problems: {} });
  }

  get smsCode(): SmsCode {
    return this.deps.smsCode;
  }

  check(input: ProfileInput): FormProblem<ProfileField>[] {
    const problems = profileProblems({
      first_name: input.firstName,
      last_name: input.lastName,
      company_name: input.companyName,
      phone_number: input.phone,
      whatsapp_phone_number: input.whatsappPhone,
      viber_phone_number: input.viberPhone,
    });
    const imageProblem = input.image ? validateImageFile(input.image) : null;
    return present<ProfileField>(
      hasRefusedCharacters(input.displayName)
        ? { field: 'displayName', id: INVALID_CHARACTERS }
        : Array.from(input.displayName.trim()).length > DISPLAY_NAME_MAX ? { field: 'displayName', id: 'invalidUpdateData' } : null,
      ...problems,
      imageProblem ? { field: 'image', id: imageProblem } : null,
    );
  }

  /**
   * Saves the profile; with a changed phone number it first sends the code to the new number and waits for
   * `confirmPhone`. True when the profile was saved.
   */
  async save(input: ProfileInput): Promise<boolean> {
    if (this.getSnapshot().saving) return false;
    const problems = this.check(input);
    if (!this.accept(problems)) return false;
    if (this.phoneChanged(input)) {
      this.patch({ saving: true });
      const sent = await this.deps.smsCode.send(input.phone);
      this.patch({ saving: false, phoneCodeFor: sent ? input.phone.trim() : null });
      return false;
    }
    return this.send(input, null);
  }

  /** Saves with the code the new phone number received. */
  async confirmPhone(input: ProfileInput, code: string): Promise<boolean> {
    const { saving, phoneCodeFor } = this.getSnapshot();
    if (saving || phoneCodeFor === null) return false;
    const codeProblem = validatePhoneCode(code);
    const problems = [...this.check(input), ...present<ProfileField>(codeProblem ? { field: 'code', id: codeProblem } : null)];
    if (!this.accept(problems)) return false;
    if (!samePhone(input.phone, phoneCodeFor)) {
      // The number was edited again after the code went out: that code is for another number.
      this.patch({ phoneCodeFor: null });
      return this.save(input);
    }
    return this.send(input, code.trim());
  }

  /** Back from the code step without saving. */
  cancelPhoneChange(): void {
    if (!this.getSnapshot().saving) this.patch({ phoneCodeFor: null, problems: {} });
  }

  private phoneChanged(input: ProfileInput): boolean {
    const stored = profileInputOf(this.deps.session.getSnapshot().user).phone;
    return input.phone.trim() !== '' && !samePhone(input.phone, stored);
  }

  private async send(input: ProfileInput, phoneCode: string | null): Promise<boolean> {
    this.patch({ saving: true, progress: input.image ? 0 : null, imageFailed: null });
    const result = await this.deps.session.updateProfile(
      {
        displayName: input.displayName.trim(),
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        companyName: input.companyName.trim(),
        phoneNumber: input.phone.trim(),
        whatsappPhoneNumber: input.whatsappPhone.trim(),
        viberPhoneNumber: input.viberPhone.trim(),
        locationId: input.locationId ?? '',
        ...(phoneCode ? { phoneCode } : {}),
        profileImage: input.image,
      },
      { onProgress: (fraction) => this.patch({ progress: fraction }) },
    );
    if (this.isDisposed) return result.ok;
    const codeRefused = !result.ok && (result.messageId === 'invalidCode' || result.messageId === 'codeExpired');
    const problems = result.ok
      ? []
      : [
          ...serverFieldProblems<ProfileField>(result.errors, SERVER_FIELD),
          ...present<ProfileField>(codeRefused ? { field: 'code', id: result.messageId as 'invalidCode' | 'codeExpired' } : null),
        ];
    this.patch({
      saving: false,
      progress: null,
      imageFailed: !result.ok && input.image && problems.length === 0 ? result.message : null,
      phoneCodeFor: result.ok ? null : this.getSnapshot().phoneCodeFor,
      problems: byField(problems),
    });
    return result.ok;
  }

  private accept(problems: FormProblem<ProfileField>[]): boolean {
    this.patch({ problems: byField(problems), imageFailed: null });
    return reportFirstProblem(problems, this.deps.toasts, this.deps.language());
  }
}

