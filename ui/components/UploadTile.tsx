import { Camera, ImagePlus } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { addTexts, dragCarriesFiles, filesToUpload, uploadPercent } from '../../core';
import { uploadMk } from '../../core/i18n/mk/upload';
import { useText } from '../i18n';
import { Button } from './Button';
import styles from './UploadTile.module.css';

// The tile's texts come with its chunk (the wizard's, the accounts screens'), never with the first page.
addTexts('mk', uploadMk);

export interface UploadTileProps {
  /** What is picked ('Предна страна на документот', 'Профилна слика'); none when a legend above names it (the wizard's photos). */
  label?: string;
  /** The drop area's call to action; by default 'Избери слика' ('Избери слики' for several, 'Промени ја сликата' over a preview). */
  chooseText?: string;
  /** A line under the area (the allowed types and size). */
  hint?: ReactNode;
  /** The picker's `accept` list (core IMAGE_ACCEPT for pictures). */
  accept: string;
  multiple?: boolean;
  /** Which camera 'Сликај' opens on a phone: the back one for things, the front one for a profile picture; false: no button. */
  capture?: 'environment' | 'user' | false;
  /** The picked or dropped files (one unless `multiple`); the caller's use case checks and uploads them. */
  onFiles: (files: File[]) => void;
  /** The thumbnail of the picked or current picture. */
  preview?: string | null;
  /** A picture shown when there is no preview (the default avatar): decorative. */
  placeholder?: string;
  /** The thumbnail's shape: a 4:3 picture or a round avatar. */
  shape?: 'picture' | 'round';
  /** Upload progress 0..1 while the caller sends the file; null or absent when nothing is on its way. */
  progress?: number | null;
  /** Why the file was refused or the upload failed (already in the reader's language). */
  error?: string | null;
  /** With an error: the upload can be tried again ('Обиди се повторно'). */
  onRetry?: () => void;
  disabled?: boolean;
  /** The picker input's test id (e2e sets files on it). The camera's input is `${inputTestId}-camera`. */
  inputTestId?: string;
}

/**
 * One upload tile for photos, documents and the profile picture (issue 39): a labelled drop area (drop files onto
 * it; click, Enter or Space opens the picker), 'Сликај' on touch devices (the camera through `capture`), the
 * picture's thumbnail, the upload's progress, and the failure with a retry. The real inputs stay in the DOM, hidden:
 * the drop area is the control people and screen readers use.
 */
export function UploadTile({
  label,
  chooseText,
  hint,
  accept,
  multiple = false,
  capture = 'environment',
  onFiles,
  preview,
  placeholder,
  shape = 'picture',
  progress = null,
  error = null,
  onRetry,
  disabled = false,
  inputTestId,
}: UploadTileProps) {
  const t = useText();
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const depth = useRef(0);
  const [dragging, setDragging] = useState(false);
  const ids = { label: `${id}-label`, cta: `${id}-cta`, drop: `${id}-drop`, hint: `${id}-hint`, error: `${id}-error`, progress: `${id}-progress` };

  const hand = (files: readonly File[]) => {
    const taken = filesToUpload(files, { accept, multiple });
    if (taken.length > 0 && !disabled) onFiles(taken);
  };
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file can be picked again (after a removal or a refusal).
    event.target.value = '';
    hand(files);
  };
  const carriesFiles = (event: DragEvent) => dragCarriesFiles(event.dataTransfer?.types);
  const dragEnter = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setDragging(true);
  };
  const dragOver = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
  };
  const dragLeave = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const drop = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    hand(Array.from(event.dataTransfer.files ?? []));
  };

  const shown = preview ?? placeholder ?? null;
  const cta = chooseText ?? t(preview ? 'upload.change' : multiple ? 'upload.chooseMany' : 'upload.choose');
  const uploading = typeof progress === 'number';
  const percent = uploadPercent(progress);
  // The name is all the area's visible text (WCAG 2.5.3 label in name): what, the call to action, the drop hint.
  const named = [label ? ids.label : null, ids.cta, ids.drop].filter(Boolean).join(' ');
  const described = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={styles.tile} data-shape={shape}>
      {label && (
        <span id={ids.label} className={styles.label}>
          {label}
        </span>
      )}
      <div
        className={styles.area}
        data-dragging={dragging || undefined}
        data-invalid={error ? true : undefined}
        onDragEnter={dragEnter}
        onDragOver={dragOver}
        onDragLeave={dragLeave}
        onDrop={drop}
      >
        {shown && (
          <img
            src={shown}
            alt={preview && label ? t('upload.preview', { label }) : ''}
            className={shape === 'round' ? `${styles.thumb} ${styles.round}` : styles.thumb}
            width={shape === 'round' ? 72 : 96}
            height={72}
          />
        )}
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.drop}
            onClick={() => picker.current?.click()}
            disabled={disabled}
            aria-labelledby={named}
            aria-describedby={described}
          >
            <span id={ids.cta} className={styles.cta}>
              <ImagePlus size={18} strokeWidth={2} aria-hidden="true" />
              {cta}
            </span>
            {/* A space between the two: the visible text then reads as the name does (axe's label-in-name check). */}
            {' '}
            <span id={ids.drop} className={styles.dropHint}>
              {dragging ? t('upload.dropNow') : t(multiple ? 'upload.dropHintMany' : 'upload.dropHint')}
            </span>
          </button>
          {capture && (
            <Button size="small" theme="outline" className={styles.camera} onClick={() => camera.current?.click()} disabled={disabled} aria-describedby={label ? ids.label : undefined}>
              <Camera size={18} strokeWidth={2} aria-hidden="true" />
              {t('upload.takePhoto')}
            </Button>
          )}
        </div>
      </div>
      {hint && (
        <span id={ids.hint} className={styles.hint}>
          {hint}
        </span>
      )}
      {uploading && (
        <div className={styles.progressRow}>
          <span id={ids.progress}>{t('upload.progress', { percent })}</span>
          <progress className={styles.progress} max={1} value={progress ?? 0} aria-labelledby={ids.progress} />
        </div>
      )}
      {error && (
        <div className={styles.failure}>
          <p id={ids.error} className={styles.problem} role="alert">
            {error}
          </p>
          {onRetry && (
            <Button size="x-small" theme="outline" onClick={onRetry} disabled={disabled}>
              {t('upload.retry')}
            </Button>
          )}
        </div>
      )}
      <input ref={picker} type="file" accept={accept} multiple={multiple} className={styles.input} tabIndex={-1} aria-hidden="true" onChange={picked} disabled={disabled} data-testid={inputTestId} />
      {capture && (
        <input
          ref={camera}
          type="file"
          accept="image/*"
          capture={capture}
          className={styles.input}
          tabIndex={-1}
          aria-hidden="true"
          onChange={picked}
          disabled={disabled}
          data-testid={inputTestId ? `${inputTestId}-camera` : undefined}
        />
      )}
    </div>
  );
}
