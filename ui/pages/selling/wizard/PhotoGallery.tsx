import { useEffect, useMemo, useState, type DragEvent } from 'react';
import { IMAGE_ACCEPT, pickImageVariant, type Photo, type PhotoUploads } from '../../../../core';
import { UploadTile } from '../../../components/UploadTile';
import { useObservableState } from '../../../hooks/useObservableState';
import { useText } from '../../../i18n';
import styles from './Wizard.module.css';

/**
 * The wizard's photos (issue 18): pick or drop several at once, or take one with the phone's camera, on the upload
 * tile (issue 39); each uploads at once with its own progress bar (cancel, retry); arrange by dragging or by the
 * buttons (keyboard and touch); the first is the main photo.
 */
export function PhotoGallery({ photos, problem }: { photos: PhotoUploads; problem?: string }) {
  const t = useText();
  const { photos: list, max } = useObservableState(photos);
  const [dragged, setDragged] = useState<string | null>(null);
  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged) photos.move(dragged, { index });
    setDragged(null);
  };
  return (
    <fieldset className={styles.group} aria-describedby="photos-hint">
      <legend>{t('wizard.photos')}</legend>
      <p id="photos-hint" className={styles.hint}>
        {t('wizard.photosHint', { max })}
      </p>
      <UploadTile chooseText={t('wizard.addPhotos')} accept={IMAGE_ACCEPT} multiple capture="environment" onFiles={(files) => photos.add(files)} inputTestId="photo-input" />
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      {list.length === 0 ? (
        <p className={styles.hint}>{t('wizard.noPhotos')}</p>
      ) : (
        <ol className={styles.photos}>
          {list.map((photo, index) => (
            <li
              key={photo.key}
              className={[styles.photo, dragged === photo.key ? styles.dragging : ''].join(' ')}
              draggable={photo.state === 'ready'}
              onDragStart={() => setDragged(photo.key)}
              onDragEnd={() => setDragged(null)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => drop(event, index)}
              aria-label={t('wizard.photoAlt', { number: index + 1 })}
            >
              <PhotoTile photo={photo} index={index} last={index === list.length - 1} photos={photos} />
            </li>
          ))}
        </ol>
      )}
    </fieldset>
  );
}

function PhotoTile({ photo, index, last, photos }: { photo: Photo; index: number; last: boolean; photos: PhotoUploads }) {
  const t = useText();
  const preview = useLocalPreview(photo.image ? null : photo.file);
  const source = photo.image ? pickImageVariant(photo.image, 360) : preview;
  return (
    <>
      {source ? <img src={source} alt={t('wizard.photoAlt', { number: index + 1 })} className={styles.thumb} /> : <div className={styles.thumb} />}
      {index === 0 && photo.state === 'ready' && <span className={styles.mainBadge}>{t('wizard.photoMain')}</span>}
      {photo.state === 'uploading' && (
        <progress className={styles.progress} max={1} value={photo.progress} aria-label={t('wizard.photoProgress', { name: photo.name })} data-progress={photo.progress.toFixed(2)} />
      )}
      {photo.state === 'failed' && (
        <p className={styles.problem} role="alert">
          {photo.error}
        </p>
      )}
      <div className={styles.tileActions}>
        {photo.state === 'ready' && (
          <>
            <button type="button" onClick={() => photos.move(photo.key, { offset: -1 })} disabled={index === 0} aria-label={t('wizard.moveEarlier')} title={t('wizard.moveEarlier')}>
              ←
            </button>
            <button type="button" onClick={() => photos.move(photo.key, { offset: 1 })} disabled={last} aria-label={t('wizard.moveLater')} title={t('wizard.moveLater')}>
              →
            </button>
            {index > 0 && (
              <button type="button" onClick={() => photos.makeMain(photo.key)} aria-label={t('wizard.makeMain')} title={t('wizard.makeMain')}>
                ★
              </button>
            )}
          </>
        )}
        {photo.state === 'failed' && (
          <button type="button" onClick={() => photos.retry(photo.key)}>
            {t('wizard.retry')}
          </button>
        )}
        <button type="button" onClick={() => void photos.remove(photo.key)} aria-label={t(photo.state === 'uploading' ? 'wizard.cancelUpload' : 'wizard.removePhoto')} title={t(photo.state === 'uploading' ? 'wizard.cancelUpload' : 'wizard.removePhoto')}>
          ✕
        </button>
      </div>
    </>
  );
}

/** A picked file's local preview while it uploads (the object URL is released when it is no longer shown). */
function useLocalPreview(file: Blob | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}
