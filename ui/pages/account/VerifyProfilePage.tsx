import { useEffect, useMemo, type FormEvent } from 'react';
import { formatDate, IMAGE_ACCEPT, needsBackSide, problemText, type DocumentFile, type DocumentType, type FormProblem, type MessageId, type VerificationRequestForm } from '../../../core';
import { Button } from '../../components/Button';
import { UploadTile } from '../../components/UploadTile';
import { PageError, PageLoading } from '../../components/PageState';
import { useObservableState } from '../../hooks/useObservableState';
import { useLanguage, useText } from '../../i18n';
import { AccountScreen } from './AccountScreen';
import { FieldProblem, FormField } from './FormField';
import styles from './AccountForm.module.css';

const DOCUMENT_LABEL: Record<DocumentType, MessageId> = { id_card: 'verify.idCard', passport: 'verify.passport', driving_licence: 'verify.drivingLicence' };

/** docs/product/accounts.md profile verification (/korisnik/verifikuvaj-profil): the request, then its status. */
export function VerifyProfilePage() {
  const t = useText();
  return (
    <AccountScreen
      id="verify-title"
      title={t('page.verifyProfile')}
      wide
      create={(forms) => {
        const form = forms.verificationRequest();
        void form.load();
        return form;
      }}
    >
      {(form) => <Verification form={form} />}
    </AccountScreen>
  );
}

function Verification({ form }: { form: VerificationRequestForm }) {
  const t = useText();
  const state = useObservableState(form);
  if (state.phase === 'loading') return <PageLoading />;
  if (state.phase === 'failed') return <PageError onRetry={() => void form.load()} />;
  if (state.phase === 'pending') {
    return (
      <div className={styles.notice} role="status">
        <h2 className={styles.sectionTitle}>{t('verify.pendingTitle')}</h2>
        <p>{t('verify.pendingBody', { date: formatDate(state.request?.submittedAt ?? null) })}</p>
      </div>
    );
  }
  if (state.phase === 'approved') {
    return (
      <div className={styles.notice} role="status">
        <h2 className={styles.sectionTitle}>✓ {t('verify.approvedTitle')}</h2>
        <p>{t('verify.approvedBody')}</p>
      </div>
    );
  }
  if (state.phase === 'rejected') {
    return (
      <div className={styles.notice} role="status">
        <h2 className={styles.sectionTitle}>{t('verify.rejectedTitle')}</h2>
        {state.request?.adminNote && <p className={styles.danger}>{t('verify.rejectedNote', { note: state.request.adminNote })}</p>}
        <Button size="small" onClick={() => form.tryAgain()}>
          {t('verify.tryAgain')}
        </Button>
      </div>
    );
  }
  return <RequestForm form={form} />;
}

function RequestForm({ form }: { form: VerificationRequestForm }) {
  const t = useText();
  const language = useLanguage();
  const { values, problems, submitting, progress, front, back } = useObservableState(form);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.subtitle}>{t('verify.intro')}</p>
      <div className={styles.row}>
        <FormField label={t('verify.firstName')} value={values.firstName} onValue={(firstName) => form.update({ firstName })} problem={problems.firstName} autoComplete="given-name" />
        <FormField label={t('verify.lastName')} value={values.lastName} onValue={(lastName) => form.update({ lastName })} problem={problems.lastName} autoComplete="family-name" />
      </div>
      <div className={styles.row}>
        <FormField label={t('verify.email')} value={values.email} onValue={(email) => form.update({ email })} problem={problems.email} type="email" autoComplete="email" />
        <FormField label={t('verify.phone')} value={values.phone} onValue={(phone) => form.update({ phone })} problem={problems.phone} type="tel" autoComplete="tel" />
      </div>
      <fieldset className={styles.section}>
        <legend>{t('verify.documentType')}</legend>
        {(Object.keys(DOCUMENT_LABEL) as DocumentType[]).map((type) => (
          <label key={type} className={styles.check}>
            <input type="radio" name="document-type" checked={values.documentType === type} onChange={() => form.update({ documentType: type })} />
            {t(DOCUMENT_LABEL[type])}
          </label>
        ))}
      </fieldset>
      <div className={styles.row}>
        <DocumentPicker side="front" label={t(values.documentType === 'passport' ? 'verify.passportPage' : 'verify.front')} file={front} onPick={(file) => form.pick('front', file)} problem={problems.front} disabled={submitting} />
        {needsBackSide(values.documentType) && <DocumentPicker side="back" label={t('verify.back')} file={back} onPick={(file) => form.pick('back', file)} problem={problems.back} disabled={submitting} />}
      </div>
      <p className={styles.hint}>{t('verify.documentsPrivate')}</p>
      <label className={styles.check}>
        <input type="checkbox" checked={values.termsAccepted} onChange={(event) => form.update({ termsAccepted: event.target.checked })} aria-invalid={problems.terms ? true : undefined} />
        {t('verify.terms')}
      </label>
      <FieldProblem problem={problems.terms} language={language} />
      {progress !== null && <progress className={styles.progress} max={1} value={progress} aria-label={t('verify.uploading')} />}
      <Button type="submit" size="medium" loading={submitting}>
        {t('verify.submit')}
      </Button>
    </form>
  );
}

interface DocumentPickerProps {
  side: 'front' | 'back';
  label: string;
  file: DocumentFile | null;
  onPick: (file: DocumentFile) => void;
  problem?: FormProblem;
  disabled: boolean;
}

/** One side of the document on the upload tile (issue 39): picked, dropped or photographed on a phone, previewed before it is sent. */
function DocumentPicker({ side, label, file, onPick, problem, disabled }: DocumentPickerProps) {
  const t = useText();
  const language = useLanguage();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  return (
    <UploadTile
      label={label}
      hint={t('profile.imageHint')}
      accept={IMAGE_ACCEPT}
      capture="environment"
      onFiles={([picked]) => picked && onPick(picked)}
      preview={preview}
      error={problem ? problemText(problem, language) : null}
      disabled={disabled}
      inputTestId={`document-${side}-input`}
    />
  );
}
