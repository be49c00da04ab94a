import { useText } from '../i18n';

export function HomePage() {
  const t = useText();
  return <section aria-label={t('nav.home')} />;
}
