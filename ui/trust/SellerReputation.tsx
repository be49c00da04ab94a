import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { addTexts, formatDate, TOAST_DURATION_MS } from '../../core';
import { trustMk } from '../../core/i18n/mk/trust';
import { ratingViewerActions, responseTimeText, type RatingSummary } from '../../core/trust/ratings';
import { fetchRatingsPage, fetchReputation, reportRating } from '../../core/trust/reputation-api';
import { Button } from '../components/Button';
import { VerifiedMark } from '../components/VerifiedMark';
import { useFeatureUseCase } from '../hooks/useFeatureUseCase';
import { useLanguage, useText } from '../i18n';
import { useServices } from '../services';
import { useSessionView } from '../session/useSessionView';
import { RatingsList } from './RatingsList';
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
 * active listings, the ratings summary and the ratings' texts, 10 at a time. Everything is rendered as text. A
 * signed-in viewer the server lets answer or edit a rating gets the forms (core's RatingResponses, which comes with
 * the selling feature: a visitor never downloads it); after one went through, the list and the summary are read again.
 */
export function SellerReputation({ userId }: { userId: number }) {
  const t = useText();
  const lang = useLanguage();
  const { http, notifier, clock, selling } = useServices();
  const queryClient = useQueryClient();
  // Each rating says what its viewer may do with it: the viewer is part of what was asked.
  const viewerId = useSessionView().user?.id ?? null;
  const reputation = useQuery({ queryKey: ['reputation', userId], queryFn: () => fetchReputation(http, userId) });
  const ratings = useInfiniteQuery({
    queryKey: ['ratings', userId, viewerId],
    queryFn: ({ pageParam }) => fetchRatingsPage(http, userId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
  const items = ratings.data?.pages.flatMap((page) => page.items) ?? [];
  const now = clock.now();
  const answerable = items.some((rating) => {
    const may = ratingViewerActions(rating, now);
    return may.reply || may.edit;
  });
  const responses = useFeatureUseCase(answerable ? selling : undefined, (feature) => feature.ratingResponses());
  const data = reputation.data;
  if (!data) return null;
  const changed = () => void Promise.all([queryClient.invalidateQueries({ queryKey: ['ratings', userId] }), queryClient.invalidateQueries({ queryKey: ['reputation', userId] })]);
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
      <RatingsList items={items} responses={answerable ? responses.form : null} onReport={(id) => void report(id)} onChanged={changed} />
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
