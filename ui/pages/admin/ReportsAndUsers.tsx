import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { listingPagePath, REPORT_TYPES, type MessageId, type ModerationConsole, type ReportGroup } from '../../../core';
import { Button } from '../../components/Button';
import { useObservableState } from '../../hooks/useObservableState';
import { useText } from '../../i18n';
import styles from './Moderation.module.css';

const REPORT_LABEL = Object.fromEntries(REPORT_TYPES.map((type) => [type, `admin.report.${type}`])) as Record<string, MessageId>;

/** Reported listings, most reported first: dismiss, reject the listing (with a reason), or ban the seller. */
export function ReportsView({ console }: { console: ModerationConsole }) {
  const t = useText();
  const { reports, busy } = useObservableState(console);
  if (reports.length === 0) return <p>{t('admin.empty')}</p>;
  return (
    <ul className={styles.list}>
      {reports.map((group) => (
        <ReportRow key={group.listing.id} group={group} console={console} busy={busy.has(`r${group.listing.id}`)} />
      ))}
    </ul>
  );
}

function ReportRow({ group, console, busy }: { group: ReportGroup; console: ModerationConsole; busy: boolean }) {
  const t = useText();
  const [reason, setReason] = useState('');
  return (
    <li className={styles.item} aria-label={group.listing.title}>
      <h2>
        <Link to={listingPagePath(group.listing.slug ?? String(group.listing.id))}>{group.listing.title}</Link>
      </h2>
      <p className={styles.meta}>
        {t('admin.reportsCount', { count: group.reports })} · {t('admin.seller', { name: group.seller.email ?? `#${group.seller.id}` })}
      </p>
      <ul className={styles.types}>
        {Object.entries(group.types).map(([type, count]) => (
          <li key={type}>
            {REPORT_LABEL[type] ? t(REPORT_LABEL[type]) : type}: {count}
          </li>
        ))}
      </ul>
      {group.messages.map((message, index) => (
        <blockquote key={index} className={styles.description}>
          {message}
        </blockquote>
      ))}
      <label className={styles.field}>
        <span>{t('admin.reason')}</span>
        <input value={reason} onChange={(event) => setReason(event.target.value)} maxLength={1000} />
      </label>
      <div className={styles.actions}>
        <Button size="small" theme="outline" loading={busy} onClick={() => void console.resolveReports(group.listing.id, 'dismiss', reason)}>
          {t('admin.dismiss')}
        </Button>
        <Button size="small" theme="red" loading={busy} onClick={() => void console.resolveReports(group.listing.id, 'reject', reason)}>
          {t('admin.rejectListing')}
        </Button>
        <Button size="small" theme="black" loading={busy} onClick={() => void console.resolveReports(group.listing.id, 'ban', reason)}>
          {t('admin.banSeller')}
        </Button>
      </div>
    </li>
  );
}

/** Find a user by e-mail, phone or name; ban (signed out and cut off from the chat at once) or unban. */
export function UsersView({ console }: { console: ModerationConsole }) {
  const t = useText();
  const { users, busy } = useObservableState(console);
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState(false);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setSearched(true);
    void console.searchUsers(query);
  };
  return (
    <>
      <form role="search" onSubmit={search} className={styles.reasonRow}>
        <label className={styles.field}>
          <span>{t('admin.search')}</span>
          <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </label>
      </form>
      {searched && users.length === 0 && <p>{t('admin.noUsers')}</p>}
      <ul className={styles.list}>
        {users.map((user) => (
          <li key={user.id} className={styles.item} aria-label={user.email ?? user.name ?? `#${user.id}`}>
            <h2>
              {user.name ?? user.email ?? `#${user.id}`} {user.banned && <span className={styles.overdue}>({t('admin.isBanned')})</span>}
            </h2>
            <p className={styles.meta}>
              {[user.email, user.phone_number, user.role].filter(Boolean).join(' · ')}
            </p>
            {user.role !== 'admin' && (
              <div className={styles.actions}>
                <Button size="small" theme={user.banned ? 'outline' : 'red'} loading={busy.has(`u${user.id}`)} onClick={() => void console.setBanned(user.id, !user.banned, query)}>
                  {t(user.banned ? 'admin.unban' : 'admin.ban')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
