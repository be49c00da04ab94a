import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { constantStore, listingEditorPath, problemCountText, ROUTES, WIZARD_STEPS, wizardTitleId, type ListingWizard, type ListingWizardState, type WizardStep } from '../../../core';
import { Button, ButtonLink } from '../../components/Button';
import { PageError } from '../../components/PageState';
import { useDocumentMeta } from '../../hooks/useDocumentMeta';
import { useSellingUseCase } from '../../hooks/useFeatureUseCase';
import { useLeaveGuard } from '../../hooks/useLeaveGuard';
import { useObservableState } from '../../hooks/useObservableState';
import { useLanguage, useText } from '../../i18n';
import { NotFoundPage } from '../NotFoundPage';
import { BasicStep } from './wizard/BasicStep';
import { DetailsStep } from './wizard/DetailsStep';
import { ReviewStep } from './wizard/ReviewStep';
import { StepList } from './wizard/StepList';
import { focusFirstProblem } from './wizard/focusFirstProblem';
import { WizardSkeleton } from './wizard/WizardSkeleton';
import styles from './wizard/Wizard.module.css';

/** The step in the URL (`?chekor=1..3`), so the phone's back button walks the steps. */
export const STEP_PARAM = 'chekor';
const stepFromUrl = (value: string | null): WizardStep => WIZARD_STEPS[Math.max(0, Math.min(WIZARD_STEPS.length - 1, Number(value) - 1))] ?? 'basic';
const stepNumber = (step: WizardStep) => WIZARD_STEPS.indexOf(step) + 1;

/** Before the selling feature is there: no wizard state yet (the title of an edit address is not guessed). */
const NO_WIZARD = constantStore<ListingWizardState | null>(null);
const titleOfNew = (state: ListingWizardState | null) => wizardTitleId(state, false);
const titleOfOpened = (state: ListingWizardState | null) => wizardTitleId(state, true);

/**
 * docs/product/selling.md the multi-step add/edit listing form: /korisnik/oglas (new) and /korisnik/oglas/{id} (the owner's
 * listing: edit, or a draft continued). The rules live in the core's ListingWizard; this renders its state.
 */
export function ListingWizardPage() {
  const t = useText();
  const { id } = useParams();
  const editId = id !== undefined && /^\d{1,9}$/.test(id) ? Number(id) : undefined;
  const handle = useSellingUseCase((selling) => {
    const wizard = selling.listingWizard();
    void wizard.start(editId);
    return wizard;
  });
  // The title follows what the wizard is doing (posting, or editing a listing out of the drafts), not the address.
  const titleId = useObservableState<ListingWizardState | null, ReturnType<typeof wizardTitleId>>(handle.form ?? NO_WIZARD, editId === undefined ? titleOfNew : titleOfOpened);
  const title = titleId ? t(titleId) : '';
  useDocumentMeta({ title });
  if (id !== undefined && editId === undefined) return <NotFoundPage />;
  return (
    <section className={styles.page} aria-labelledby={title ? 'wizard-title' : undefined} aria-busy={title ? undefined : true}>
      {title ? (
        <h1 id="wizard-title" className={styles.title}>
          {title}
        </h1>
      ) : (
        <div className={`${styles.bone} ${styles.titleSkeleton}`} aria-hidden="true" />
      )}
      {handle.form ? <Wizard key={editId ?? 'new'} wizard={handle.form} editId={editId} /> : handle.failed ? <PageError onRetry={handle.retry} /> : <WizardSkeleton />}
    </section>
  );
}

function Wizard({ wizard, editId }: { wizard: ListingWizard; editId: number | undefined }) {
  const t = useText();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = useObservableState(wizard);
  const language = useLanguage();
  const urlStep = stepFromUrl(params.get(STEP_PARAM));
  const heading = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLDivElement>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const problemCount = Object.keys(state.problems).length;

  // URL → wizard (back/forward buttons, a reload): the wizard grants the step when the ones before it are complete.
  useEffect(() => {
    if (state.phase === 'editing' && urlStep !== state.step) wizard.goTo(urlStep);
    // Only a change of the URL asks; the wizard's own moves are written to the URL below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlStep, state.phase]);

  // Wizard → URL: a new draft gets its own address (a reload continues it), each step its history entry.
  useEffect(() => {
    // The snapshot, not the render's state: the effect above may just have moved the wizard to the URL's step.
    const current = wizard.getSnapshot();
    if (current.phase !== 'editing') return;
    const query = `?${STEP_PARAM}=${stepNumber(current.step)}`;
    if (current.listingId !== null && editId !== current.listingId) {
      navigate(`${listingEditorPath(current.listingId)}${query}`, { replace: true });
    } else if (urlStep !== current.step) {
      setParams({ [STEP_PARAM]: String(stepNumber(current.step)) });
      heading.current?.focus();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.step, state.listingId, state.phase]);

  // A refused Next or submit (issue 39): focus goes to the first field with a problem — the step shown may just have
  // changed to the one to fix — and the summary above the form says how many there are. After the URL effect above,
  // which would otherwise put focus on the step's heading.
  useEffect(() => {
    if (state.refusals > 0) focusFirstProblem(form.current);
  }, [state.refusals]);

  // The offer answered (start over, or the draft continued): its buttons are gone, focus goes to the form's step.
  const offered = useRef(false);
  useEffect(() => {
    if (state.phase === 'offer') offered.current = true;
    else if (state.phase === 'editing' && offered.current) {
      offered.current = false;
      heading.current?.focus();
    }
  }, [state.phase]);

  // Sent to moderation (issue 39): the confirmation is what the seller sees — the page from its top, focus on its heading.
  const confirmed = state.phase === 'done' && state.outcome?.status === 'moderation';
  useLayoutEffect(() => {
    if (!confirmed) return;
    window.scrollTo(0, 0);
    confirmation.current?.focus({ preventScroll: true });
  }, [confirmed]);

  // Leaving with typing not saved or an upload on its way asks first (the local copy keeps the typing anyway).
  useLeaveGuard(useCallback(() => wizard.hasUnsavedWork, [wizard]), t('wizard.unsaved'));

  // A verified seller lands on the listing, live at once (docs/product/selling.md).
  useEffect(() => {
    if (state.outcome?.status === 'active') navigate(state.outcome.href);
  }, [state.outcome, navigate]);

  if (state.phase === 'loading') return <WizardSkeleton />;
  if (state.phase === 'failed') return <PageError onRetry={() => void wizard.start(editId)} />;
  if (state.phase === 'notFound') return <p className={styles.notice}>{t('wizard.notYours')}</p>;
  if (state.phase === 'offer' && state.draftOffer) {
    return (
      <div className={styles.offer} role="region" aria-labelledby="draft-offer">
        <p id="draft-offer">{t('wizard.draftOffer', { title: state.draftOffer.title })}</p>
        <div className={styles.actions}>
          <Button size="small" onClick={() => void wizard.continueDraft()} disabled={state.busy}>
            {t('wizard.continueDraft')}
          </Button>
          <Button size="small" theme="outline" loading={state.busy} onClick={() => void wizard.startOver()}>
            {t('wizard.startOver')}
          </Button>
        </div>
      </div>
    );
  }
  if (confirmed && state.outcome) {
    return (
      <div className={styles.offer} role="status">
        <h2 ref={confirmation} tabIndex={-1} className={styles.confirmationTitle}>
          {t('wizard.moderationTitle')}
        </h2>
        <p>{t('wizard.sentToModeration')}</p>
        <div className={styles.actions}>
          <ButtonLink to={`${ROUTES.myListings}?tab=moderation`} size="small">
            {t('wizard.toMyListings')}
          </ButtonLink>
          <Link to={state.outcome.href}>{t('wizard.viewListing')}</Link>
        </div>
      </div>
    );
  }
  if (state.phase === 'done') return <WizardSkeleton />;

  return (
    <div className={styles.wizard}>
      <StepList step={state.step} />
      {state.status === 'rejected' && state.rejectionReason && <p className={styles.rejected}>{t('wizard.rejected', { reason: state.rejectionReason })}</p>}
      <div ref={heading} tabIndex={-1} className={styles.stepHeading}>
        <h2>{t(`wizard.step.${state.step}`)}</h2>
        <p className={styles.stepOf}>{t('wizard.stepOf', { current: stepNumber(state.step), total: WIZARD_STEPS.length })}</p>
      </div>
      {problemCount > 0 && (
        // A new element per refusal: a screen reader announces it again even when the count is the same.
        <p key={state.refusals} className={styles.summary} role="alert">
          {problemCountText(problemCount, language)}
        </p>
      )}
      <div ref={form} className={styles.stepBody}>
        {state.step === 'basic' && <BasicStep wizard={wizard} />}
        {state.step === 'details' && <DetailsStep wizard={wizard} />}
        {state.step === 'review' && <ReviewStep wizard={wizard} />}
      </div>
      <div className={styles.navigation}>
        {state.step !== 'basic' && (
          <Button theme="outline" size="medium" onClick={() => wizard.back()} disabled={state.busy}>
            {t('wizard.back')}
          </Button>
        )}
        {state.step === 'review' ? (
          <Button size="medium" loading={state.busy} onClick={() => void wizard.submit()}>
            {t(state.status === 'draft' || state.status === null ? 'wizard.submit' : 'wizard.saveChanges')}
          </Button>
        ) : (
          <Button size="medium" loading={state.busy} onClick={() => void wizard.next()}>
            {t('wizard.next')}
          </Button>
        )}
      </div>
    </div>
  );
}
