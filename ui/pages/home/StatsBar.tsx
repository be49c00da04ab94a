import { formatNumber } from '../../../core';
import { useStats } from '../../api/queries';
import { useText } from '../../i18n';
import styles from './Home.module.css';

/** docs/product/selling.md: total listings, total shops, new listings, registered users. Quietly absent if the call fails. */
export function StatsBar() {
  const t = useText();
  const stats = useStats();
  const values = stats.data;
  const items = [
    { label: t('home.stats.totalListings'), value: values?.totalListings },
    { label: t('home.stats.totalShops'), value: values?.totalShops },
    { label: t('home.stats.newListings'), value: values?.newListings },
    { label: t('home.stats.registeredUsers'), value: values?.registeredUsers },
  ];
  if (stats.isError) return null;
  return (
    <dl className={styles.stats} aria-busy={stats.isPending || undefined}>
      {items.map((item) => (
        <div key={item.label} className={styles.stat}>
          <dt>{item.label}</dt>
          <dd>{item.value === undefined ? '–' : formatNumber(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
