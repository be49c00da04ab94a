import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { loginPathFor, TOAST_DURATION_MS, type MessageId } from '../../../core';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { REPORT_TYPES, type ReportType } from '../../../core';
import { submitReport } from '../../../core/listings/listing-detail';
import { useLanguage, useText } from '../../i18n';
import { useServices } from '../../services';
import { useSessionView } from '../../session/useSessionView';
import styles from './ListingPage.module.css';

const REPORT_LABEL: Record<ReportType, MessageId> = {
  fake_listing: 'report.type.fakeListing',
  fake_photos: 'report.type.fakePhotos',
  wrong_price: 'report.type.wrongPrice',
  fraud: 'report.type.fraud',
  incorrect_information: 'report.type.incorrectInfo',
};

/** The report-listing form (docs/product/trust.md report types; login required, docs/product/trust.md). */
export function ReportDialog({ listingId, open, onClose }: { listingId: number | string; open: boolean; onClose: () => void }) {
  const t = useText();
  const services = useServices();
  const language = useLanguage();
  const { loggedIn, hasToken } = useSessionView();
  const { pathname, search } = useLocation();
  const [type, setType] = useState<ReportType | ''>('');
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // docs/product/trust.md: every user message is a toast; the text also stays under the form for the screen reader.
  const fail = (text: string) => {
    setError(text);
    services.notifier.show({ kind: 'error', text, durationMs: TOAST_DURATION_MS.error });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!type) return fail(t('validation.fieldRequired', { label: t('report.reason') }));
    setError(null);
    setPending(true);
    const result = await submitReport({ http: services.http, language: () => language }, { listingId, type, message: message.trim() }, hasToken ? services.session.getSnapshot().token : null);
    setPending(false);
    if (result.ok) {
      services.notifier.show({ kind: 'success', text: t('report.sent'), durationMs: TOAST_DURATION_MS.success });
      setType('');
      setMessage('');
      onClose();
    } else {
      fail(result.message);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={t('report.title')} maxWidth={520}>
      {!loggedIn ? (
        <div className={styles.reportLogin}>
          <p>{t('report.loginRequired')}</p>
          <Link to={loginPathFor(`${pathname}${search}`)}>{t('report.logIn')}</Link>
        </div>
      ) : (
        <form className={styles.reportForm} onSubmit={(event) => void onSubmit(event)}>
          <fieldset>
            <legend>{t('report.reason')}</legend>
            {REPORT_TYPES.map((value) => (
              <label key={value} className={styles.radio}>
                <input type="radio" name="report-type" value={value} checked={type === value} onChange={() => setType(value)} />
                <span>{t(REPORT_LABEL[value])}</span>
              </label>
            ))}
          </fieldset>
          <label className={styles.textarea}>
            <span>{t('report.message')}</span>
            <textarea value={message} maxLength={1000} rows={3} onChange={(event) => setMessage(event.target.value)} />
          </label>
          {error && (
            <p className={styles.formError} role="alert">
              {error}
            </p>
          )}
          <Button type="submit" theme="red" size="small" loading={pending}>
            {t('report.submit')}
          </Button>
        </form>
      )}
    </Modal>
  );
}
