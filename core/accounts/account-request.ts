import { sendAuthRequest, type AuthRequestInput, type AuthResult } from '../session/auth-request';
import type { Language } from '../i18n/catalogue';
import type { HttpPort } from '../ports/http';
import type { Toasts } from '../ports/notifier';

/**
 * The accounts screens' calls go through the session's generic auth helper (docs/product/errors.md): credentials sent, every
 * outcome a catalogue toast, a network failure never thrown.
 */
export function sendAccountRequest(deps: { http: HttpPort; toasts: Toasts; language: () => Language }, input: AuthRequestInput): Promise<AuthResult> {
  return sendAuthRequest({ http: deps.http, toasts: deps.toasts, lang: deps.language() }, input);
}
