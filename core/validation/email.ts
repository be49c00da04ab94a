import blocklist from 'disposable-email-domains-js/dist/dict/disposable_email_blocklist.json';
import type { MessageId } from '../i18n/catalogue';
import { emailDomain, isValidEmailFormat } from './email-format';

export { emailDomain, isValidEmailFormat } from './email-format';

// Built on first use, so that importing core does not pay for ~9k domains until a check runs.
let disposableDomains: ReadonlySet<string> | undefined;

/**
 * docs/product/accounts.md: disposable or temporary addresses are refused. The list is the community-maintained
 * disposable-email-domains blocklist (npm `disposable-email-domains-js`); subdomains of a listed domain
 * count too ('x.mailinator.com').
 */
export function isDisposableEmail(email: string | null | undefined): boolean {
  const domain = emailDomain(email);
  if (!domain) return false;
  disposableDomains ??= new Set(blocklist as string[]);
  const labels = domain.split('.');
  for (let index = 0; index < labels.length - 1; index += 1) {
    if (disposableDomains.has(labels.slice(index).join('.'))) return true;
  }
  return false;
}

/** docs/product/accounts.md email: 'invalidEmail' for a malformed address, 'disposableEmailNotAllowed' for a temporary one. */
export function validateEmail(email: string | null | undefined): MessageId | null {
  if (!isValidEmailFormat(email)) return 'invalidEmail';
  if (isDisposableEmail(email)) return 'disposableEmailNotAllowed';
  return null;
}
