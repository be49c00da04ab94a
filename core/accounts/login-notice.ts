import type { MessageId } from '../i18n/catalogue';
import { ROUTES } from '../routes/routes';

/**
 * What the login page says above its form when another page sent the visitor there (docs/product/accounts.md
 * Registration and activation, Password reset): a link that activated the account, or a new password set from a reset link, ends on
 * the login page saying so, not on an empty form.
 */
export type LoginNotice = 'activated' | 'passwordChanged';

const NOTICE_PARAM = 'notice';
const NOTICE_TEXT: Record<LoginNotice, MessageId> = { activated: 'login.activated', passwordChanged: 'login.passwordChanged' };

/** The login page with `notice` above its form: /korisnik/najava?notice=activated. */
export function loginPathWithNotice(notice: LoginNotice): string {
  return `${ROUTES.login}?${NOTICE_PARAM}=${notice}`;
}

/** The catalogue id of the notice the login page's query asks for; null for none or one it does not know. */
export function loginNoticeOf(search: URLSearchParams): MessageId | null {
  const notice = search.get(NOTICE_PARAM);
  return notice !== null && Object.hasOwn(NOTICE_TEXT, notice) ? NOTICE_TEXT[notice as LoginNotice] : null;
}
