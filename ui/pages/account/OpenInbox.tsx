import { webmailLink } from '../../../core';
import { buttonClassName } from '../../components/Button';
import { useText } from '../../i18n';

/** docs/product/accounts.md: every "check your e-mail" screen opens the inbox in one tap (core's web-mail helper). */
export function OpenInbox({ email }: { email: string | null | undefined }) {
  const t = useText();
  const href = webmailLink(email);
  if (!href) return null;
  return (
    <a className={buttonClassName({ theme: 'outline', size: 'medium', block: true })} href={href} target="_blank" rel="noopener noreferrer">
      {t('mail.openInbox')}
    </a>
  );
}
