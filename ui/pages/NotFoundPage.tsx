import { Link } from 'react-router';
import { ROUTES } from '../../core';
import { useText } from '../i18n';

export function NotFoundPage() {
  const t = useText();
  return (
    <section>
      <h1>{t('notFound.title')}</h1>
      <Link to={ROUTES.home}>{t('notFound.back')}</Link>
    </section>
  );
}
