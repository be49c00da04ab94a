/**
 * docs/product/accounts.md: a link to the user's web mail, from the domain of their e-mail. Known providers map to their inbox
 * pages; any other domain gets its mail host ('https://mail.{domain}').
 */
const PROVIDERS: ReadonlyArray<readonly [ReadonlyArray<string>, string]> = [
  [['gmail.com', 'googlemail.com'], 'https://mail.google.com/mail/u/0/#inbox'],
  [['outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'outlook.com.mk', 'hotmail.co.uk'], 'https://outlook.live.com/mail/0/inbox'],
  [['yahoo.com', 'ymail.com', 'yahoo.co.uk', 'rocketmail.com'], 'https://mail.yahoo.com/'],
  [['icloud.com', 'me.com', 'mac.com'], 'https://www.icloud.com/mail'],
  [['aol.com'], 'https://mail.aol.com/'],
  [['proton.me', 'protonmail.com', 'pm.me'], 'https://mail.proton.me/u/0/inbox'],
  [['gmx.com', 'gmx.net', 'gmx.de'], 'https://www.gmx.com/'],
  [['yandex.com', 'yandex.ru'], 'https://mail.yandex.com/'],
  [['zoho.com'], 'https://mail.zoho.com/'],
  [['mail.ru'], 'https://e.mail.ru/inbox/'],
];

const INBOX_BY_DOMAIN: ReadonlyMap<string, string> = new Map(
  PROVIDERS.flatMap(([domains, inbox]) => domains.map((domain) => [domain, inbox] as const)),
);

// A plain host name: letters, digits, hyphens, at least one dot. Anything else gets no link at all,
// so an address like 'a@evil.example/path' or 'a@javascript:…' can never become a link elsewhere.
const HOST = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export function webmailLink(email: string | null | undefined): string | null {
  if (typeof email !== 'string') return null;
  const at = email.trim().lastIndexOf('@');
  if (at < 1) return null;
  const domain = email.trim().slice(at + 1).toLowerCase();
  if (!HOST.test(domain)) return null;
  return INBOX_BY_DOMAIN.get(domain) ?? `https://mail.${domain}`;
}
