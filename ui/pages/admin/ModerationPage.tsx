import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime, REJECTION_REASONS, waitingTimeText, type MessageId, type ModerationConsole, type ModerationItem, type VerificationItem } from '../../../core';
import { Button } from '../../components/Button';
import { PageError, PageLoading } from '../../components/PageState';
import { useDocumentMeta } from '../../hooks/useDocumentMeta';
import { useAdminUseCase } from '../../hooks/useFeatureUseCase';
import { useObservableState } from '../../hooks/useObservableState';
import { useLanguage, useText } from '../../i18n';
import { useSessionView } from '../../session/useSessionView';
import { NotFoundPage } from '../NotFoundPage';
import { ReportsView, UsersView } from './ReportsAndUsers';
import { ConversationReportsView } from './ConversationReports';
import styles from './Moderation.module.css';

type Tab = 'verification' | 'listings' | 'reports' | 'conversations' | 'users' | 'audit';
const TABS: Tab[] = ['verification', 'listings', 'reports', 'conversations', 'users', 'audit'];
const TAB_LABEL: Record<Tab, MessageId> = { verification: 'admin.tab.verification', listings: 'admin.tab.listings', reports: 'admin.tab.reports', conversations: 'admin.tab.conversations', users: 'admin.tab.users', audit: 'admin.tab.audit' };
const DOCUMENT: Record<string, MessageId> = { id_card: 'verify.idCard', passport: 'verify.passport', driving_licence: 'verify.drivingLicence' };

/** The moderation console (issue 20): admins only — anyone else gets the not-found page (the server refuses them too). */
export function ModerationPage() {
  const { user, loaded } = useSessionView();
  if (!loaded) return <PageLoading />;
  if (user?.role !== 'admin') return <NotFoundPage />;
  return <Console />;
}

function Console() {
  const t = useText();
  useDocumentMeta({ title: t('admin.title') });
  const handle = useAdminUseCase((admin) => {
    const console = admin.console();
    void console.load();
    return console;
  });
  return (
    <section className={styles.page} aria-labelledby="admin-title">
      <h1 id="admin-title">{t('admin.title')}</h1>
      {handle.form ? <Queues console={handle.form} /> : handle.failed ? <PageError onRetry={handle.retry} /> : <PageLoading />}
    </section>
  );
}

function Queues({ console }: { console: ModerationConsole }) {
  const t = useText();
  const lang = useLanguage();
  const state = useObservableState(console);
  const [tab, setTab] = useState<Tab>('verification');
  // Keyboard shortcuts for the common path: A approves the oldest verification request; R starts rejecting it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (tab !== 'verification' || event.ctrlKey || event.metaKey || event.altKey || target?.closest('input, textarea, select')) return;
      const first = console.getSnapshot().verification[0];
      if (!first) return;
      if (event.key === 'a' || event.key === 'A') void console.decideVerification(first.id, 'approve');
      if (event.key === 'r' || event.key === 'R') document.getElementById(`note-v${first.id}`)?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [console, tab]);

  if (state.failed) return <PageError onRetry={() => void console.load()} />;
  if (state.loading && state.audit.length === 0 && state.verification.length === 0 && state.listings.length === 0) return <PageLoading />;
  const count: Record<Tab, number | null> = { verification: state.counts.verification, listings: state.counts.moderation, reports: state.counts.reports, conversations: state.counts.conversations ?? 0, users: null, audit: null };
  return (
    <>
      <div role="tablist" aria-label={t('admin.queues')} className={styles.tabs}>
        {TABS.map((each) => (
          <button key={each} type="button" role="tab" id={`admin-tab-${each}`} aria-selected={tab === each} aria-controls="admin-panel" className={styles.tab} onClick={() => setTab(each)}>
            {t(TAB_LABEL[each])}
            {count[each] !== null && <span className={styles.count}>{count[each]}</span>}
          </button>
        ))}
      </div>
      <div id="admin-panel" role="tabpanel" aria-labelledby={`admin-tab-${tab}`}>
        {tab === 'verification' && (
          <>
            <p className={styles.hint}>{t('admin.shortcuts')}</p>
            {state.verification.length === 0 ? <p>{t('admin.empty')}</p> : (
              <ul className={styles.list}>
                {state.verification.map((item) => (
                  <VerificationRow key={item.id} item={item} console={console} busy={state.busy.has(`v${item.id}`)} />
                ))}
              </ul>
            )}
          </>
        )}
        {tab === 'listings' &&
          (state.listings.length === 0 ? <p>{t('admin.empty')}</p> : (
            <ul className={styles.list}>
              {state.listings.map((item) => (
                <ListingRow key={item.id} item={item} console={console} busy={state.busy.has(`l${item.id}`)} />
              ))}
            </ul>
          ))}
        {tab === 'reports' && <ReportsView console={console} />}
        {tab === 'conversations' && <ConversationReportsView console={console} />}
        {tab === 'users' && <UsersView console={console} />}
        {tab === 'audit' &&
          (state.audit.length === 0 ? <p>{t('admin.auditEmpty')}</p> : (
            <ol className={styles.audit}>
              {state.audit.map((entry) => (
                <li key={entry.id}>
                  {t('admin.auditEntry', { date: formatDateTime(entry.created_at, { long: true, lang }), admin: entry.admin, action: entry.action, target: entry.target_id })}
                  {entry.note && <q>{entry.note}</q>}
                </li>
              ))}
            </ol>
          ))}
      </div>
    </>
  );
}

function VerificationRow({ item, console, busy }: { item: VerificationItem; console: ModerationConsole; busy: boolean }) {
  const t = useText();
  const lang = useLanguage();
  const [note, setNote] = useState('');
  const name = `${item.first_name} ${item.last_name}`;
  return (
    <li className={styles.item} aria-label={name}>
      <h2>{name}</h2>
      <p className={styles.meta}>
        {t('admin.submitted', { date: formatDateTime(item.submitted_at, { long: true, lang }) })} · {t('admin.documentType', { type: t(DOCUMENT[item.document_type] ?? 'verify.idCard') })} ·{' '}
        {t('admin.profile', { email: item.user.email ?? item.email })} · {item.phone}
      </p>
      <div className={styles.documents}>
        <figure>
          <img src={item.documents.front} alt={`${t('admin.front')}: ${name}`} />
          <figcaption>{t('admin.front')}</figcaption>
        </figure>
        {item.documents.back && (
          <figure>
            <img src={item.documents.back} alt={`${t('admin.back')}: ${name}`} />
            <figcaption>{t('admin.back')}</figcaption>
          </figure>
        )}
      </div>
      <label className={styles.field}>
        <span>{t('admin.note')}</span>
        <input id={`note-v${item.id}`} value={note} onChange={(event) => setNote(event.target.value)} maxLength={1000} />
      </label>
      <div className={styles.actions}>
        <Button size="small" theme="green" loading={busy} onClick={() => void console.decideVerification(item.id, 'approve')}>
          {t('admin.approve')}
        </Button>
        <Button size="small" theme="red" loading={busy} onClick={() => void console.decideVerification(item.id, 'reject', note)}>
          {t('admin.reject')}
        </Button>
      </div>
    </li>
  );
}

function ListingRow({ item, console, busy }: { item: ModerationItem; console: ModerationConsole; busy: boolean }) {
  const t = useText();
  const lang = useLanguage();
  const [choice, setChoice] = useState<string>(REJECTION_REASONS[0] ?? '');
  const [written, setWritten] = useState('');
  const reason = choice === 'other' ? written : t(choice as MessageId);
  return (
    <li className={styles.item} aria-label={item.title}>
      <h2>
        <Link to={item.href}>{item.title}</Link>
      </h2>
      <p className={item.overdue ? styles.overdue : styles.meta}>
        {t(item.overdue ? 'admin.overdue' : 'admin.waiting', { time: waitingTimeText(item.waitingMinutes, lang) })} · {t('admin.seller', { name: item.seller })}
      </p>
      <div className={styles.thumbs}>
        {item.images.slice(0, 6).map((src, index) => (
          <img key={src} src={src} alt={`${item.title} ${index + 1}`} />
        ))}
      </div>
      {item.description && <p className={styles.description}>{item.description}</p>}
      {/* Radio buttons, not a select: each reason is read whole at any width (a closed select cuts its text on a phone). */}
      <fieldset className={styles.reasons}>
        <legend>{t('admin.reason')}</legend>
        {[...REJECTION_REASONS, 'other'].map((id) => (
          <label key={id} className={styles.reason}>
            <input type="radio" name={`reason-${item.id}`} value={id} checked={choice === id} onChange={() => setChoice(id)} />
            <span>{t(id === 'other' ? 'admin.reasonOther' : (id as MessageId))}</span>
          </label>
        ))}
      </fieldset>
      {choice === 'other' && (
        <label className={styles.field}>
          <span>{t('admin.reasonOther')}</span>
          <input value={written} onChange={(event) => setWritten(event.target.value)} maxLength={1000} />
        </label>
      )}
      <div className={styles.actions}>
        <Button size="small" theme="green" loading={busy} onClick={() => void console.decideListing(item.id, 'approve')}>
          {t('admin.approve')}
        </Button>
        <Button size="small" theme="red" loading={busy} onClick={() => void console.decideListing(item.id, 'reject', reason)}>
          {t('admin.reject')}
        </Button>
      </div>
    </li>
  );
}
