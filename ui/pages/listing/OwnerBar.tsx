import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ACTIONS_BY_STATUS, addTexts, CONFIRMATION_TEXT, constantStore, listingEditorPath, listingStatsPath, ROUTES, TOAST_DURATION_MS, type ListingAction, type ListingStatus, type MessageId, type OwnerListingState } from '../../../core';
import { sellingMk } from '../../../core/i18n/mk/selling';
import { trustMk } from '../../../core/i18n/mk/trust';
import { markSold } from '../../../core/trust/reputation-api';
import { useServices } from '../../services';
import { Button, ButtonLink } from '../../components/Button';
import { ListingActionConfirm } from '../../listings/ListingActionConfirm';
import { useSellingUseCase } from '../../hooks/useFeatureUseCase';
import { useObservableState } from '../../hooks/useObservableState';
import { useLanguage, useText } from '../../i18n';
import type { ListingDetail } from '../../../core/listings/read-model';
import styles from './ListingPage.module.css';

// The owner's words come with this chunk, which only an owner's visit fetches (visitors never download it).
addTexts('mk', sellingMk);
addTexts('mk', trustMk);

const STATUS_TEXT: Record<ListingStatus, MessageId> = {
  active: 'listing.owner.status.active',
  moderation: 'listing.owner.status.moderation',
  rejected: 'listing.owner.status.rejected',
  draft: 'listing.owner.status.draft',
  archived: 'listing.owner.status.archived',
  expired: 'listing.owner.status.expired',
};

const ACTION_TEXT: Record<ListingAction, MessageId> = {
  archive: 'myListings.archive',
  activate: 'myListings.activate',
  renew: 'myListings.renew',
};

const IDLE = constantStore<OwnerListingState>({ busy: false });

/**
 * docs/product/listing-page.md "The owner's bar": on their own listing the owner sees its status and what they can
 * do with it — the same actions as my listings for that status (core's ACTIONS_BY_STATUS) — instead of a buyer's
 * save, report, call and chat.
 */
export function OwnerBar({ listing }: { listing: ListingDetail }) {
  const t = useText();
  const queryClient = useQueryClient();
  const { form: actions } = useSellingUseCase((selling) => selling.ownerListingActions());
  const busy = useObservableState(actions ?? IDLE, (state) => state.busy);
  const [pending, setPending] = useState<ListingAction | null>(null);
  const allowed = ACTIONS_BY_STATUS[listing.status];
  const { http, notifier } = useServices();
  const lang = useLanguage();
  const [selling, setSelling] = useState(false);
  const sold = async () => {
    setSelling(true);
    const outcome = await markSold(http, listing.id, lang);
    setSelling(false);
    notifier.show({ kind: outcome.ok ? 'success' : 'error', text: outcome.text, durationMs: outcome.ok ? TOAST_DURATION_MS.success : TOAST_DURATION_MS.error });
    if (outcome.ok) await queryClient.invalidateQueries({ queryKey: ['listing'] });
  };

  const run = async (action: ListingAction) => {
    setPending(null);
    // The listing's status changed: the page reads it again (its banner, this bar and the contact follow).
    if (actions && (await actions.act(listing.id, action))) await queryClient.invalidateQueries({ queryKey: ['listing'] });
  };
  const press = (action: ListingAction) => (CONFIRMATION_TEXT[action] ? setPending(action) : void run(action));

  return (
    <section className={styles.ownerBar} aria-label={t('listing.owner.label')}>
      <p className={styles.ownerStatus}>{t('listing.owner.status', { status: t(STATUS_TEXT[listing.status]) })}</p>
      <div className={styles.ownerActions}>
        {allowed.includes('edit') && (
          <ButtonLink to={listingEditorPath(listing.id)} size="small">
            {t('myListings.edit')}
          </ButtonLink>
        )}
        {allowed.includes('stats') && (
          <ButtonLink to={listingStatsPath(listing.id)} theme="white" size="small">
            {t('myListings.stats')}
          </ButtonLink>
        )}
        {allowed.includes('promote') && (
          <ButtonLink to={`${ROUTES.boost}?listing=${encodeURIComponent(String(listing.id))}`} theme="orange-outline" size="small">
            {t('myListings.promote')}
          </ButtonLink>
        )}
        {(['renew', 'activate', 'archive'] as const)
          .filter((action) => allowed.includes(action))
          .map((action) => (
            <Button key={action} theme={action === 'archive' ? 'outline' : 'purple'} size="small" loading={busy} disabled={!actions} onClick={() => press(action)}>
              {t(ACTION_TEXT[action])}
            </Button>
          ))}
        {allowed.includes('markSold') && (
          <Button theme="green" size="small" loading={selling} onClick={() => void sold()}>
            {t('ratings.markSold')}
          </Button>
        )}
      </div>
      <ListingActionConfirm
        pending={pending && { action: pending, title: listing.title, label: t(ACTION_TEXT[pending]) }}
        onConfirm={() => pending && void run(pending)}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
