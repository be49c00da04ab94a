import { ClipboardList } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  actionsNow,
  CONFIRMATION_TEXT,
  EMPTY_TAB,
  formatDate,
  formatListingPrice,
  isSold,
  listingEditorPath,
  listingStatsPath,
  MY_LISTINGS_PAGE_SIZE,
  MY_LISTINGS_TABS,
  moderationWait,
  parsePage,
  primaryAction,
  ROUTES,
  type ListingRowAction,
  type ListingStatus,
  type MessageId,
  type MyListing,
  type MyListings,
  type OwnerCommand,
  addTexts,
  waitingTimeText,
} from '../../../core';
import { trustMk } from '../../../core/i18n/mk/trust';
import { Button, ButtonLink } from '../../components/Button';
import { EmptyState, PageError, PageLoading } from '../../components/PageState';
import { useDismiss } from '../../hooks/useDismiss';
import { useDocumentMeta } from '../../hooks/useDocumentMeta';
import { useSellingUseCase } from '../../hooks/useFeatureUseCase';
import { useObservableState } from '../../hooks/useObservableState';
import { useLanguage, useText } from '../../i18n';
import { ListingImage } from '../../listings/ListingImage';
import { Pagination } from '../../listings/Pagination';
import { ListingActionConfirm } from '../../listings/ListingActionConfirm';
import { useServices } from '../../services';
import styles from './MyListings.module.css';

// Marking a listing sold says what it opens (the ratings): a trust text, which comes with this chunk.
addTexts('mk', trustMk);

const TAB_LABEL: Record<ListingStatus, MessageId> = {
  active: 'myListings.tab.active',
  moderation: 'myListings.tab.moderation',
  rejected: 'myListings.tab.rejected',
  draft: 'myListings.tab.draft',
  archived: 'myListings.tab.archived',
  expired: 'myListings.tab.expired',
};

const isTab = (value: string | null): value is ListingStatus => MY_LISTINGS_TABS.includes(value as ListingStatus);

/** docs/product/selling.md my listings: six tabs with counts (the tab and the page in the URL), each row's actions by status. */
export function MyListingsPage() {
  const t = useText();
  useDocumentMeta({ title: t('page.myListings') });
  const handle = useSellingUseCase((selling) => {
    const listings = selling.myListings();
    void listings.load();
    return listings;
  });
  return (
    <section className={styles.page} aria-labelledby="my-listings-title">
      <h1 id="my-listings-title" className={styles.title}>
        {t('page.myListings')}
      </h1>
      {handle.form ? <Tabs listings={handle.form} /> : handle.failed ? <PageError onRetry={handle.retry} /> : <PageLoading />}
    </section>
  );
}

type Pending = { listing: MyListing; action: OwnerCommand } | null;

function Tabs({ listings }: { listings: MyListings }) {
  const t = useText();
  const [params, setParams] = useSearchParams();
  const state = useObservableState(listings);
  const tab: ListingStatus = isTab(params.get('tab')) ? (params.get('tab') as ListingStatus) : 'active';
  const page = parsePage(params.get('page'));
  const [pending, setPending] = useState<Pending>(null);
  const select = (next: ListingStatus) => setParams({ tab: next }, { replace: false });
  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = MY_LISTINGS_TABS.indexOf(tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = MY_LISTINGS_TABS[(index + step + MY_LISTINGS_TABS.length) % MY_LISTINGS_TABS.length]!;
    select(next);
    document.getElementById(`tab-${next}`)?.focus();
  };

  if (state.failed) return <PageError onRetry={() => void listings.load()} />;
  const rows = state.tabs[tab];
  const totalPages = Math.max(1, Math.ceil(rows.length / MY_LISTINGS_PAGE_SIZE));
  const shown = rows.slice((page - 1) * MY_LISTINGS_PAGE_SIZE, page * MY_LISTINGS_PAGE_SIZE);

  const confirm = async () => {
    if (!pending) return;
    const { listing, action } = pending;
    setPending(null);
    if (action === 'deleteDraft') await listings.deleteDraft(listing.id);
    else await listings.act(listing.id, action);
  };

  return (
    <>
      <div role="tablist" aria-label={t('myListings.tabs')} className={styles.tabs}>
        {MY_LISTINGS_TABS.map((status) => (
          <button
            key={status}
            id={`tab-${status}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={status === tab}
            aria-controls="my-listings-panel"
            tabIndex={status === tab ? 0 : -1}
            onClick={() => select(status)}
            onKeyDown={onKey}
          >
            {t(TAB_LABEL[status])}
            <span className={styles.count}>{state.counts[status]}</span>
          </button>
        ))}
      </div>
      <div id="my-listings-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {state.loading && rows.length === 0 ? (
          <PageLoading />
        ) : rows.length === 0 ? (
          <EmptyState icon={<ClipboardList size={28} strokeWidth={1.75} />} title={t(EMPTY_TAB[tab].text)}>
            <ButtonLink to={EMPTY_TAB[tab].href} size="small">
              {t(EMPTY_TAB[tab].action)}
            </ButtonLink>
          </EmptyState>
        ) : (
          <ul className={styles.list}>
            {shown.map((listing) => (
              <Row key={String(listing.id)} listing={listing} busy={state.busy.has(String(listing.id))} onAction={(action) => (CONFIRMATION_TEXT[action] ? setPending({ listing, action }) : action === 'deleteDraft' ? void listings.deleteDraft(listing.id) : void listings.act(listing.id, action))} />
            ))}
          </ul>
        )}
        {totalPages > 1 && <Pagination page={page} totalPages={totalPages} />}
      </div>
      <ListingActionConfirm
        pending={pending && { action: pending.action, title: pending.listing.title, label: t(ACTION_LABEL[pending.action]) }}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

const ACTION_LABEL: Record<OwnerCommand, MessageId> = {
  archive: 'myListings.archive',
  markSold: 'myListings.markSold',
  activate: 'myListings.activate',
  renew: 'myListings.renew',
  deleteDraft: 'myListings.deleteDraft',
};
function Row({ listing, busy, onAction }: { listing: MyListing; busy: boolean; onAction: (action: OwnerCommand) => void }) {
  const t = useText();
  const lang = useLanguage();
  const { clock } = useServices();
  const now = clock.now();
  const primary = primaryAction(listing, now);
  const more = actionsNow(listing, now).filter((action) => action !== primary);
  const wait = moderationWait(listing, now);
  // The other actions open in the row itself, under it (not over the next rows' buttons); Escape, a press outside
  // the row or a navigation closes them.
  const [open, setOpen] = useState(false);
  const rowRef = useRef<HTMLLIElement>(null);
  const menuId = useId();
  useDismiss(rowRef, open, () => setOpen(false));
  return (
    <li ref={rowRef} className={styles.row}>
      <ListingImage image={listing.image} alt="" sizes="(min-width: 768px) 96px, 56px" minWidth={96} className={styles.image} width={96} height={72} />
      <div className={styles.body}>
        <h2 className={styles.rowTitle}>
          <Link to={listing.href}>{listing.title}</Link>
        </h2>
        {/* Price, expiry and the row's actions share a line while they fit; on a narrow phone the actions move under
            it rather than squeeze the text. */}
        <div className={styles.line}>
          <div className={styles.meta}>
            <span className={styles.price}>{formatListingPrice({ price: listing.price, price_type: listing.priceType, currency: listing.currency }, { lang })}</span>
            {listing.expiresAt && listing.status !== 'draft' && <span>{t('myListings.expires', { date: formatDate(listing.expiresAt) })}</span>}
            {listing.views !== null && listing.status !== 'draft' && <span className={styles.views}>{t('myListings.views', { count: listing.views })}</span>}
            {isSold(listing) && <span className={styles.sold}>{t('myListings.sold')}</span>}
          </div>
          <div className={styles.rowActions}>
            <RowAction action={primary} listing={listing} busy={busy} onAction={onAction} primary />
            {more.length > 0 && (
              <button type="button" className={styles.moreButton} aria-expanded={open} aria-controls={open ? menuId : undefined} aria-label={t('myListings.more', { title: listing.title })} onClick={() => setOpen((was) => !was)}>
                ⋯
              </button>
            )}
          </div>
        </div>
        {listing.status === 'rejected' && listing.rejectionReason && <p className={styles.reason}>{t('myListings.rejectionReason', { reason: listing.rejectionReason })}</p>}
        {wait && (
          <p className={wait.late ? styles.late : styles.hint}>{t(wait.late ? 'myListings.waitingLonger' : 'myListings.waiting', { time: waitingTimeText(wait.minutes, lang) })}</p>
        )}
      </div>
      {open && more.length > 0 && (
        <ul id={menuId} className={styles.menu}>
          {more.map((action) => (
            <li key={action}>
              <RowAction
                action={action}
                listing={listing}
                busy={busy}
                onAction={(chosen) => {
                  setOpen(false);
                  onAction(chosen);
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

const PRIMARY_EDIT_LABEL: Partial<Record<ListingStatus, MessageId>> = { draft: 'myListings.continue', rejected: 'myListings.fix' };

/** One of a row's actions: a link (edit, statistics, promote) or a button (the status changes, deleting a draft). */
function RowAction({ action, listing, busy, onAction, primary = false, className }: { action: ListingRowAction; listing: MyListing; busy: boolean; onAction: (action: OwnerCommand) => void; primary?: boolean; className?: string }) {
  const t = useText();
  const theme = primary ? (action === 'promote' ? 'orange' : 'purple') : 'white';
  if (action === 'edit')
    return (
      <ButtonLink to={listingEditorPath(listing.id)} theme={theme} size="small" className={className}>
        {t((primary && PRIMARY_EDIT_LABEL[listing.status]) || 'myListings.edit')}
      </ButtonLink>
    );
  if (action === 'stats')
    return (
      <ButtonLink to={listingStatsPath(listing.id)} theme={theme} size="small" className={className}>
        {t('myListings.stats')}
      </ButtonLink>
    );
  if (action === 'promote')
    return (
      <ButtonLink to={`${ROUTES.boost}?listing=${encodeURIComponent(String(listing.id))}`} theme={theme} size="small" className={className}>
        {t('myListings.promote')}
      </ButtonLink>
    );
  return (
    <Button theme={theme} size="small" loading={busy} onClick={() => onAction(action)} className={className}>
      {t(ACTION_LABEL[action])}
    </Button>
  );
}
