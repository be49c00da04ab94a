import { useQuery } from '@tanstack/react-query';
import { fetchShowcase } from '../../../core/listings/showcase';
import { useLanguage, useText } from '../../i18n';
import { queryKeys } from '../../api/queries';
import { ListingGrid } from '../../listings/ListingGrid';
import styles from '../../listings/ListingsResults.module.css';
import { useServices } from '../../services';

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
      <ListingGrid listings={data} label={heading} />
    </section>
  );
}
