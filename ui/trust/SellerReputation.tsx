import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { addTexts, formatDate, TOAST_DURATION_MS } from '../../core';
import { trustMk } from '../../core/i18n/mk/trust';
import { responseTimeText, type RatingSummary } from '../../core/trust/ratings';
import { fetchRatingsPage, fetchReputation, reportRating } from '../../core/trust/reputation-api';
import { Button } from '../components/Button';
import { VerifiedMark } from '../components/VerifiedMark';
import { useLanguage, useText } from '../i18n';
import { useServices } from '../services';
import styles from './SellerReputation.module.css';

addTexts('mk', trustMk);

/** "Нов продавач" below 3 ratings, else the average with the count (docs/product/trust.md "Reputation"). */
export function RatingSummaryText({ summary }: { summary: RatingSummary }) {
  const t = useText();
  if (summary.kind === 'new') return <span className={styles.newSeller}>{t('ratings.newSeller')}</span>;
  return (
    <span className={styles.average}>
      <span aria-hidden="true">★ </span>
      {t('ratings.average', { average: summary.average.toLocaleString('mk-MK'), count: summary.count })}
    </span>
  );
}

/**
 * The seller page's facts (issue 43): member since, the verified mark, the median response time over 30 days, the
 * active listings, the ratings summary and the ratings' texts, 10 at a time. Everything is rendered as text.
 */
export function SellerReputation({ userId }: { userId: number }) {
  const t = useText();
  const lang = useLanguage();
  const { http, notifier } = useServices();
  const reputation = useQuery({ queryKey: ['reputation', userId], queryFn: () => fetchReputation(http, userId) });
  const ratings = useInfiniteQuery({
    queryKey: ['ratings', userId],
    queryFn: ({ pageParam }) => fetchRatingsPage(http, userId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
  const data = reputation.data;
  if (!data) return null;
  const items = ratings.data?.pages.flatMap((page) => page.items) ?? [];
  const response = data.response_minutes === null ? null : responseTimeText(data.response_minutes);
  const report = async (id: number) => {
    const outcome = await reportRating(http, id, lang);
    notifier.show({ kind: outcome.ok ? 'success' : 'error', text: outcome.text, durationMs: outcome.ok ? TOAST_DURATION_MS.success : TOAST_DURATION_MS.error });
  };
  return (
    <section className={styles.box} aria-labelledby="reputation-title" data-testid="seller-reputation">
      <h2 id="reputation-title" className={styles.title}>
        {t('reputation.title')}
      </h2>
      <ul className={styles.facts}>
        <li>
          <RatingSummaryText summary={data.ratings as RatingSummary} />
        </li>
        {data.verified && (
          <li className={styles.verified}>
            <VerifiedMark size={16} decorative /> {t('reputation.verified')}
          </li>
        )}
        <li>{t('reputation.memberSince', { date: formatDate(data.member_since) })}</li>
        <li>{response ? t('reputation.responseTime', { time: t(response.id, { count: response.count }) }) : t('reputation.noResponseTime')}</li>
        <li>{t('reputation.activeListings', { count: data.active_listings })}</li>
      </ul>
      <h3 className={styles.subtitle}>{t('ratings.title')}</h3>
      {ratings.data && items.length === 0 && <p>{t('ratings.empty')}</p>}
      <ol className={styles.ratings}>
        {items.map((rating) => (
          <li key={rating.id} className={styles.rating} data-testid="rating">
            <p className={styles.stars}>
              <span aria-hidden="true">{'★'.repeat(rating.stars)}{'☆'.repeat(5 - rating.stars)} </span>
              <span>{t('ratings.stars', { stars: rating.stars })}</span> · {rating.rater.name} · {formatDate(rating.created_at)}
            </p>
            {rating.listing.title && <p className={styles.about}>{t('ratings.about', { title: rating.listing.title })}</p>}
            {rating.text && <p className={styles.text}>{rating.text}</p>}
            {rating.reply && <p className={styles.reply}>{t('ratings.reply', { text: rating.reply })}</p>}
            <button type="button" className={styles.report} onClick={() => void report(rating.id)}>
              {t('ratings.report')}
            </button>
          </li>
        ))}
      </ol>
      {ratings.hasNextPage && (
        <Button size="small" theme="outline" loading={ratings.isFetchingNextPage} onClick={() => void ratings.fetchNextPage()}>
          {t('ratings.more')}
        </Button>
      )}
    </section>
  );
}

/** The listing page's seller box line: the seller's ratings summary (average and count, or "Нов продавач"). */
export function SellerRatingLine({ userId }: { userId: number }) {
  const { http } = useServices();
  const reputation = useQuery({ queryKey: ['reputation', userId], queryFn: () => fetchReputation(http, userId) });
  if (!reputation.data) return null;
  return (
    <p className={styles.line} data-testid="seller-rating">
      <RatingSummaryText summary={reputation.data.ratings as RatingSummary} />
    </p>
  );
}
