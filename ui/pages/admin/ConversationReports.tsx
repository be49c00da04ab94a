import { formatDate, formatDateTime, formatTime, type MessageId, type ModerationConsole } from '../../../core';
import type { ConversationReport } from '../../../core/trust/wire';
import { Button } from '../../components/Button';
import { useObservableState } from '../../hooks/useObservableState';
import { useLanguage, useText } from '../../i18n';
import styles from './Moderation.module.css';

/**
 * Reported conversations (issue 43; docs/product/admin.md "Reported conversations"), oldest first, each with the
 * messages copied when it was reported: dismiss, warn the reported user, or ban them. Above them, how often each
 * warning rule fired today and over the last 7 days, so a wave shows early.
 */
export function ConversationReportsView({ console }: { console: ModerationConsole }) {
  const t = useText();
  const { conversationReports, safetyCounters, ratingReports, busy } = useObservableState(console);
  return (
    <>
      <table className={styles.counters}>
        <caption>{t('admin.safety.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.safety.rule')}</th>
            <th scope="col">{t('admin.safety.today')}</th>
            <th scope="col">{t('admin.safety.week')}</th>
          </tr>
        </thead>
        <tbody>
          {safetyCounters.map((counter) => (
            <tr key={counter.rule}>
              <th scope="row">{t(`admin.safety.${counter.rule}` as MessageId)}</th>
              <td>{counter.today}</td>
              <td>{counter.week}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {conversationReports.length === 0 ? (
        <p>{t('admin.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {conversationReports.map((report) => (
            <ReportItem key={report.id} report={report} console={console} busy={busy.has(`c${report.id}`)} />
          ))}
        </ul>
      )}
      <h2 className={styles.subheading}>{t('admin.ratings.title')}</h2>
      {ratingReports.length === 0 ? (
        <p>{t('admin.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {ratingReports.map((rating) => (
            <li key={rating.id} className={styles.item} data-testid="rating-report">
              <p className={styles.meta}>{t('admin.ratings.line', { rater: rating.rater, ratee: rating.ratee, stars: rating.stars, reports: rating.reports })}</p>
              {rating.text && <p className={styles.description}>{rating.text}</p>}
              <div className={styles.actions}>
                <Button size="small" theme="black" loading={busy.has(`h${rating.id}`)} onClick={() => void console.hideRating(rating.id)}>
                  {t('admin.ratings.hide')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function ReportItem({ report, console, busy }: { report: ConversationReport; console: ModerationConsole; busy: boolean }) {
  const t = useText();
  const lang = useLanguage();
  const names: Record<number, string> = { [report.reporter.id]: report.reporter.name, [report.reported.id]: report.reported.name };
  return (
    <li className={styles.item} aria-label={t('admin.conversations.reported', { name: report.reported.name })} data-testid="conversation-report">
      <h2>{report.listing?.title ?? `#${report.conversation_id}`}</h2>
      <p className={styles.meta}>
        {t('admin.conversations.reporter', { name: report.reporter.name })} · {t('admin.conversations.reported', { name: report.reported.name })}
        {report.reported.email ? ` (${report.reported.email})` : ''} · {formatDateTime(report.created_at, { long: true, lang })}
      </p>
      {report.reason && <p className={styles.description}>{t('admin.conversations.reason', { reason: report.reason })}</p>}
      <h3 className={styles.subheading}>{t('admin.conversations.messages')}</h3>
      <ol className={styles.transcript}>
        {report.messages.map((message) => (
          <li key={message.id} className={message.sender_id === report.reported.id ? styles.reportedLine : undefined}>
            <span className={styles.meta}>
              {names[message.sender_id] ?? `#${message.sender_id}`}, {formatDate(message.created_at)} {formatTime(message.created_at)}:
            </span>{' '}
            {message.body}
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button size="small" theme="outline" loading={busy} onClick={() => void console.resolveConversationReport(report.id, 'dismiss')}>
          {t('admin.conversations.dismiss')}
        </Button>
        <Button size="small" theme="orange" loading={busy} onClick={() => void console.resolveConversationReport(report.id, 'warn')}>
          {t('admin.conversations.warn')}
        </Button>
        {!report.reported.banned && (
          <Button size="small" theme="black" loading={busy} onClick={() => void console.resolveConversationReport(report.id, 'ban')}>
            {t('admin.conversations.ban')}
          </Button>
        )}
      </div>
    </li>
  );
}
