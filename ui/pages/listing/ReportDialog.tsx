import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { loginPathFor, problemText, TOAST_DURATION_MS, type FormProblem, type MessageId } from '../../../core';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { REPORT_TYPES, type ReportType } from '../../../core';
import { reportReasonProblem, submitReport } from '../../../core/listings/listing-detail';
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
  /** The reason's problem (core's rule), asked again as the choice changes: gone as soon as a reason is chosen. */
  const [reasonProblem, setReasonProblem] = useState<FormProblem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reasonErrorId = useId();

  // docs/product/trust.md: every user message is a toast; the text also stays in the form for the screen reader.
  const toast = (text: string) => services.notifier.show({ kind: 'error', text, durationMs: TOAST_DURATION_MS.error });
  const fail = (text: string) => {
    setError(text);
    toast(text);
  };

  // The toast that said a reason is missing goes with the problem it announced.
  const reasonToast = useRef<string | null>(null);
  const choose = (value: ReportType) => {
    setType(value);
    if (!reasonProblem) return;
    const problem = reportReasonProblem(value);
    setReasonProblem(problem);
    if (!problem && reasonToast.current) services.notifier.dismiss(reasonToast.current);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = reportReasonProblem(type);
    setReasonProblem(problem);
    if (problem || !type) {
      if (problem) reasonToast.current = toast(problemText(problem, language));
      return;
    }
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
          <fieldset aria-describedby={reasonProblem ? reasonErrorId : undefined}>
            <legend>{t('report.reason')}</legend>
            {REPORT_TYPES.map((value) => (
              <label key={value} className={styles.radio}>
                <input type="radio" name="report-type" value={value} checked={type === value} aria-invalid={reasonProblem ? true : undefined} onChange={() => choose(value)} />
                <span>{t(REPORT_LABEL[value])}</span>
              </label>
            ))}
            {reasonProblem && (
              <p id={reasonErrorId} className={styles.formError} role="alert">
                {problemText(reasonProblem, language)}
              </p>
            )}
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
