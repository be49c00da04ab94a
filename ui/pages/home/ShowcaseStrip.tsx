import { useQuery } from '@tanstack/react-query';
import { fetchShowcase } from '../../../core/listings/showcase';
import { useLanguage, useText } from '../../i18n';
import { queryKeys } from '../../api/queries';
import { ListingGrid } from '../../listings/ListingGrid';
import styles from '../../listings/ListingsResults.module.css';
import { useServices } from '../../services';
import { ROUTES } from '../../../core/routes/routes';
import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import homeStyles from './Home.module.css';

/**
 * The showcase "Издвоени огласи" (decision 144): the listings with a showcase package, above the newest ones. Shown
 * only when the showcase has a listing; while loading, empty or failed (core logs it) there is no strip at all.
 */
export function useShowcase() {
  const { http, logger } = useServices();
  return useQuery({ queryKey: queryKeys.showcase(useLanguage()), queryFn: () => fetchShowcase(http, logger), staleTime: 60_000 });
}

export function ShowcaseStrip() {
  const t = useText();
  const { data } = useShowcase();
  if (!data?.length) return null;
  const heading = t('home.showcase');
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{heading}</h2>
      <ListingGrid listings={data} label={heading} layout="row" trailing={<ShowcaseInvite />} />
    </section>
  );
}

/** The showcase's last tile: what the strip is, for sellers — and no empty slot beside a short strip. */
function ShowcaseInvite() {
  const t = useText();
  return (
    <Link to={ROUTES.myListings} className={homeStyles.invite}>
      <Sparkles size={28} aria-hidden="true" focusable="false" />
      <span className={homeStyles.inviteTitle}>{t('home.showcaseInvite.title')}</span>{' '}
      <span className={homeStyles.inviteAction}>{t('home.showcaseInvite.action')}</span>
    </Link>
  );
}
