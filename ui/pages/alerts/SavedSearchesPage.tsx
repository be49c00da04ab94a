import { BellRing } from 'lucide-react';
import { useId } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { addTexts, loginPathFor } from '../../../core';
import { alertsMk } from '../../../core/i18n/mk/alerts';
import { useSessionView } from '../../session/useSessionView';
import type { SavedSearchList } from '../../../core/alerts/saved-search-list';
import type { SavedSearchItem } from '../../../core/alerts/saved-search-item';
import { Button } from '../../components/Button';
import { EmptyState, PageError, PageLoading } from '../../components/PageState';
import { useDocumentMeta } from '../../hooks/useDocumentMeta';
import { useAlertsUseCase } from '../../hooks/useFeatureUseCase';
import { useObservableState } from '../../hooks/useObservableState';
import { useLanguage, useText } from '../../i18n';
import { savedSearchSummary } from '../../alerts/summary';
import styles from './Alerts.module.css';

// This screen's chunk carries its texts (a module that is used keeps its statements; package.json marks modules
// free of side effects, so the chunk's index could not carry them).
addTexts('mk', alertsMk);

/**
 * "Зачувани пребарувања" (docs/product/browsing.md "Saved searches"): each saved search in words with its new
 * matches since last opened; open it (the list page; its matches count as seen), delete it, e-mail alerts on or off;
 * and whether price drops of saved listings are e-mailed too.
 */
export function SavedSearchesPage() {
  const { loaded, loggedIn } = useSessionView();
  const { pathname, search } = useLocation();
  // A signed-in screen: a visitor signs in first and comes back here.
  if (!loaded) return <PageLoading />;
  if (!loggedIn) return <Navigate to={loginPathFor(`${pathname}${search}`)} replace />;
  return <SignedInPage />;
}

function SignedInPage() {
  const t = useText();
  useDocumentMeta({ title: t('alerts.pageTitle') });
  const handle = useAlertsUseCase((alerts) => {
    const list = alerts.savedSearches();
    void list.load();
    return list;
  });
  return (
    <section className={styles.page} aria-labelledby="saved-searches-title">
      <h1 id="saved-searches-title" className={styles.title}>
        {t('alerts.pageTitle')}
      </h1>
      {handle.form ? <SavedSearches list={handle.form} /> : handle.failed ? <PageError onRetry={handle.retry} /> : <PageLoading />}
    </section>
  );
}

function SavedSearches({ list }: { list: SavedSearchList }) {
  const t = useText();
  const { loading, failed, items, priceDropEmail, busy } = useObservableState(list);
  if (failed) return <PageError message={t('alerts.loadError')} onRetry={() => void list.load()} />;
  if (loading && items.length === 0) return <PageLoading />;
  return (
    <>
      <label className={styles.setting}>
        <input type="checkbox" checked={priceDropEmail} onChange={(event) => void list.setPriceDropEmail(event.target.checked)} />
        {t('alerts.priceDropEmail')}
      </label>
      {items.length === 0 ? (
        <EmptyState icon={<BellRing size={28} strokeWidth={1.75} />} title={t('alerts.empty')} />
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <SavedSearchRow key={item.id} item={item} list={list} busy={busy.includes(item.id)} />
          ))}
        </ul>
      )}
    </>
  );
}

function SavedSearchRow({ item, list, busy }: { item: SavedSearchItem; list: SavedSearchList; busy: boolean }) {
  const t = useText();
  const language = useLanguage();
  const summary = savedSearchSummary(t, item, language);
  const emailId = useId();
  return (
    <li className={styles.item}>
      <Link className={styles.summary} to={item.path} onClick={() => void list.markSeen(item.id)}>
        {summary}
      </Link>
      <p className={item.newCount > 0 ? styles.fresh : styles.count}>{item.newCount > 0 ? t('alerts.newCount', { count: item.newCount }) : t('alerts.noneNew')}</p>
      <div className={styles.actions}>
        <label className={styles.toggle} htmlFor={emailId}>
          <input id={emailId} type="checkbox" checked={item.emailAlerts} disabled={busy} aria-label={t('alerts.emailToggleLabel', { summary })} onChange={(event) => void list.setEmailAlerts(item.id, event.target.checked)} />
          <span aria-hidden="true">{t('alerts.emailToggle')}</span>
        </label>
        <Button theme="outline" size="small" disabled={busy} aria-label={t('alerts.deleteLabel', { summary })} onClick={() => void list.remove(item.id)}>
          {t('alerts.delete')}
        </Button>
      </div>
    </li>
  );
}
