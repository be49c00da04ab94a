import { Link, useParams } from 'react-router';
import { formatDate, formatNumber, ROUTES, type ListingStatsSummary, type ListingStatsView } from '../../../core';
import { PageError, PageLoading } from '../../components/PageState';
import { useDocumentMeta } from '../../hooks/useDocumentMeta';
import { useSellingUseCase } from '../../hooks/useFeatureUseCase';
import { useObservableState } from '../../hooks/useObservableState';
import { useText } from '../../i18n';
import styles from './ListingStats.module.css';

/** docs/product/selling.md: a listing's statistics for the last 15 days, for its owner (/korisnik/moi-oglasi/statistika/{id}). */
export function ListingStatsPage() {
  const t = useText();
  const { id = '' } = useParams();
  useDocumentMeta({ title: t('stats.title') });
  const handle = useSellingUseCase((selling) => {
    const view = selling.listingStats();
    void view.load(id);
    return view;
  });
  return (
    <section className={styles.page} aria-labelledby="stats-title">
      {handle.form ? <Stats view={handle.form} id={id} /> : handle.failed ? <PageError onRetry={handle.retry} /> : <PageLoading />}
      <p>
        <Link to={ROUTES.myListings}>{t('stats.back')}</Link>
      </p>
    </section>
  );
}

function Stats({ view, id }: { view: ListingStatsView; id: string }) {
  const t = useText();
  const { loading, problem, stats } = useObservableState(view);
  if (problem === 'failed') return <PageError onRetry={() => void view.load(id)} />;
  if (problem === 'notFound') {
    return (
      <>
        <h1 id="stats-title">{t('stats.title')}</h1>
        <p>{t('stats.notFound')}</p>
      </>
    );
  }
  if (loading || !stats) return <PageLoading />;
  const best = stats.bestDay;
  return (
    <>
      <h1 id="stats-title" className={styles.title}>
        {t('stats.of', { title: stats.title })}
      </h1>
      <p className={styles.hint}>
        <Link to={stats.href}>{t('stats.viewListing')}</Link> · {t('stats.honest')}
      </p>
      <dl className={styles.tiles}>
        <div>
          <dt>{t('stats.totalViews')}</dt>
          <dd data-testid="stats-total">{stats.totalViews}</dd>
        </div>
        <div>
          <dt>{t('stats.windowViews', { days: stats.windowDays })}</dt>
          <dd data-testid="stats-window">{stats.windowViews}</dd>
        </div>
        <div>
          <dt>{t('stats.averageDaily')}</dt>
          <dd>{formatNumber(stats.averageDaily)}</dd>
        </div>
        <div>
          <dt>{t('stats.bestDay')}</dt>
          <dd>{best ? t('stats.dayViews', { date: formatDate(best.date), views: best.views }) : t('stats.noBestDay')}</dd>
        </div>
        {stats.windowContacts && (
          <div>
            <dt>{t('stats.contacts', { days: stats.windowDays })}</dt>
            <dd data-testid="stats-contacts">
              {stats.windowContacts.phone + stats.windowContacts.whatsapp + stats.windowContacts.viber}
              <small className={styles.kinds}>{t('stats.contactKinds', { ...stats.windowContacts })}</small>
            </dd>
          </div>
        )}
        {stats.windowSaves !== null && (
          <div>
            <dt>{t('stats.saves', { days: stats.windowDays })}</dt>
            <dd data-testid="stats-saves">{stats.windowSaves}</dd>
          </div>
        )}
        {stats.promotions && stats.promotions.length > 0 && (
          <div>
            <dt>{t('stats.promotions', { days: stats.windowDays })}</dt>
            <dd data-testid="stats-promotions">
              {stats.promotions.map((period) => (
                <small key={period.startsAt} className={styles.kinds}>
                  {t('stats.promotion', { from: formatDate(period.startsAt), to: formatDate(period.endsAt) })}
                </small>
              ))}
            </dd>
          </div>
        )}
      </dl>
      <Chart stats={stats} />
      <table className={styles.table}>
        <caption>{t('stats.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('stats.day')}</th>
            <th scope="col">{t('stats.views')}</th>
            {stats.windowContacts && <th scope="col">{t('stats.dayContacts')}</th>}
            {stats.windowSaves !== null && <th scope="col">{t('stats.daySaves')}</th>}
            {stats.promotions !== null && <th scope="col">{t('stats.dayPromoted')}</th>}
          </tr>
        </thead>
        <tbody>
          {[...stats.bars].reverse().map((bar) => (
            <tr key={bar.date} className={bar.best ? styles.bestRow : undefined}>
              <th scope="row">
                {formatDate(bar.date)}
                {bar.best && <span className={styles.badge}> {t('stats.best')}</span>}
              </th>
              <td>{bar.views}</td>
              {stats.windowContacts && <td>{bar.contacts}</td>}
              {stats.windowSaves !== null && <td>{bar.saves}</td>}
              {stats.promotions !== null && <td>{bar.promoted ? t('stats.promoted') : '—'}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

const WIDTH = 600;
const HEIGHT = 180;
const LABEL = 22;

/** Plain SVG (a chart library would weigh more than this screen): a bar per day, the best day marked, values on hover and tap. */
function Chart({ stats }: { stats: ListingStatsSummary }) {
  const t = useText();
  const slot = WIDTH / Math.max(1, stats.bars.length);
  const summary = stats.bestDay
    ? t('stats.chartSummary', { views: stats.windowViews, days: stats.windowDays, best: t('stats.dayViews', { date: formatDate(stats.bestDay.date), views: stats.bestDay.views }) })
    : t('stats.chartSummaryNone', { days: stats.windowDays });
  return (
    <figure className={styles.chart}>
      <figcaption>{t('stats.chart', { days: stats.windowDays })}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + LABEL}`} role="img" aria-label={summary} className={styles.svg}>
        {stats.bars.map((bar, index) => {
          const height = Math.max(bar.views > 0 ? 3 : 1, bar.share * (HEIGHT - 18));
          const x = index * slot + slot * 0.15;
          const label = t('stats.dayViews', { date: formatDate(bar.date), views: bar.views });
          return (
            <g key={bar.date} className={bar.best ? styles.best : styles.bar}>
              <title>{label}</title>
              <rect x={x} y={HEIGHT - height} width={slot * 0.7} height={height} rx={3} />
              {bar.views > 0 && (
                <text x={x + slot * 0.35} y={HEIGHT - height - 4} textAnchor="middle" className={styles.value}>
                  {bar.views}
                </text>
              )}
              <text x={x + slot * 0.35} y={HEIGHT + 16} textAnchor="middle" className={styles.day}>
                {bar.date.slice(8, 10)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
