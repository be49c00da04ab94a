import { useId, useRef } from 'react';
import { LISTING_LIMITS, problemText, VIDEO_TYPES, type ListingWizard, type PickedFile, type VideoUpload } from '../../../../core';
import { Button } from '../../../components/Button';
import { useObservableState } from '../../../hooks/useObservableState';
import { useLanguage, useText } from '../../../i18n';
import { FieldProblem, FormField } from '../../account/FormField';
import { PhotoGallery } from './PhotoGallery';
import account from '../../account/AccountForm.module.css';
import styles from './Wizard.module.css';

/** Step 2 (docs/product/selling.md description and photos): the description, the photos, the video and a YouTube link. */
export function DetailsStep({ wizard }: { wizard: ListingWizard }) {
  const t = useText();
  const language = useLanguage();
  const { values, problems } = useObservableState(wizard);
  const id = useId();
  return (
    <div className={account.form}>
      <div className={account.field}>
        <label htmlFor={`${id}-description`}>{t('wizard.description')}</label>
        <textarea
          id={`${id}-description`}
          className={styles.description}
          value={values.description}
          onChange={(event) => wizard.update({ description: event.target.value })}
          maxLength={LISTING_LIMITS.descriptionMax}
          rows={7}
          aria-invalid={problems.description ? true : undefined}
          aria-describedby={`${id}-count`}
        />
        <span id={`${id}-count`} className={account.hint}>
          {values.description.length} / {LISTING_LIMITS.descriptionMax}
        </span>
        <FieldProblem problem={problems.description} language={language} />
      </div>
      {/* Marked while the photos have a problem: a refused step focuses the group's first control (issue 39). */}
      <div data-invalid={problems.images ? '' : undefined}>
        <PhotoGallery photos={wizard.photos} problem={problems.images ? problemText(problems.images, language) : undefined} />
      </div>
      <VideoField video={wizard.video} />
      <FormField label={t('wizard.youtube')} value={values.youtubeUrl} onValue={(youtubeUrl) => wizard.update({ youtubeUrl })} problem={problems.youtubeUrl} type="url" inputMode="url" placeholder="https://www.youtube.com/watch?v=…" />
    </div>
  );
}

/** The listing's own video: picked, its duration read by the browser, uploaded with progress (docs/product/selling.md). */
function VideoField({ video }: { video: VideoUpload }) {
  const t = useText();
  const state = useObservableState(video);
  const input = useRef<HTMLInputElement>(null);
  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (file) await video.pick(file as PickedFile, await readDuration(file));
  };
  return (
    <fieldset className={styles.group} aria-describedby="video-hint">
      <legend>{t('wizard.video')}</legend>
      <p id="video-hint" className={styles.hint}>
        {t('wizard.videoHint')}
      </p>
      {state.video && <video className={styles.video} src={state.video.url} controls preload="metadata" aria-label={t('wizard.video')} />}
      {state.progress !== null && <progress className={styles.progress} max={1} value={state.progress} aria-label={t('wizard.videoProgress')} />}
      {state.error && (
        <p className={styles.problem} role="alert">
          {state.error}
        </p>
      )}
      <div className={styles.actions}>
        {state.progress !== null ? (
          <Button size="small" theme="outline" onClick={() => video.cancel()}>
            {t('wizard.cancelUpload')}
          </Button>
        ) : (
          <Button size="small" theme="outline" onClick={() => input.current?.click()}>
            {t('wizard.addVideo')}
          </Button>
        )}
        {state.video && state.progress === null && (
          <Button size="small" theme="outline" onClick={() => void video.remove()}>
            {t('wizard.removeVideo')}
          </Button>
        )}
        <input ref={input} type="file" accept={VIDEO_TYPES.join(',')} hidden onChange={(event) => void pick(event.target.files?.[0])} data-testid="video-input" />
      </div>
    </fieldset>
  );
}

/** The video's duration from its metadata (undefined when the browser cannot tell quickly: the server checks). */
function readDuration(file: File): Promise<number | undefined> {
  return new Promise((resolve) => {
    const element = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (value: number | undefined) => {
      URL.revokeObjectURL(url);
      clearTimeout(timer);
      resolve(value);
    };
    const timer = setTimeout(() => done(undefined), 3000);
    element.preload = 'metadata';
    element.onloadedmetadata = () => done(Number.isFinite(element.duration) ? element.duration : undefined);
    element.onerror = () => done(undefined);
    element.src = url;
  });
}
