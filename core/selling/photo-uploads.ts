import { LISTING_PHOTOS_DEFAULT } from '../validation/media';
import type { Subscription } from 'rxjs';
import { Store } from '../store/store';
import { messageForOutcome, messageText, type Language, type MessageId } from '../i18n/catalogue';
import { isHttpFailure, MultipartBody, type HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import type { Toasts } from '../ports/notifier';
import type { ImageVariants } from '../format/images';
import { validateImageFile } from '../validation/media';

/** A picked file as the core sees it (a browser `File` fits). */
export interface PickedFile extends Blob {
  readonly name: string;
}

/** Makes a very large photo smaller before it is sent (adapters/media), keeping its orientation; may return it as is. */
export interface PhotoShrinker {
  shrink(file: PickedFile): Promise<PickedFile>;
}

export type PhotoState = 'uploading' | 'failed' | 'ready';

/** A photo on the server: its variants, named by its original's URL. */
export type GalleryImage = ImageVariants & { original: string };

/** The server's photos that can be named (anything without an original URL is not a photo the owner can arrange). */
export const galleryImages = (images: readonly ImageVariants[] | null | undefined): GalleryImage[] =>
  (images ?? []).filter((image): image is GalleryImage => typeof image?.original === 'string' && image.original !== '');

/** One photo of the gallery being built: on its way (with its own progress), failed (retry), or on the server. */
export interface Photo {
  key: string;
  name: string;
  state: PhotoState;
  /** 0..1 while uploading. */
  progress: number;
  /** Why it failed, in the user's language. */
  error: string | null;
  /** The server's variants once it is there. */
  image: GalleryImage | null;
  /** The picked file (kept for a retry and the local preview); null for photos already on the server. */
  file: PickedFile | null;
}

export interface PhotoUploadsState {
  photos: readonly Photo[];
  max: number;
}

export interface PhotoUploadsDeps {
  http: HttpPort;
  toasts: Toasts;
  logger: LoggerPort;
  language: () => Language;
  /** The listing the photos belong to, created (as a draft) the first time a photo needs it. */
  listingId: () => Promise<number>;
  shrinker?: PhotoShrinker;
}

export const photoPaths = {
  images: (id: number) => `/api/oglasi/manage/${id}/images`,
};

let nextKey = 0;

/**
 * The wizard's photos (issue 18, docs/product/selling.md): each picked photo is checked (type, 10 MB, the configured maximum) and
 * uploads at once with its own progress; it can be cancelled, retried, removed, moved, or made the main photo.
 * The order is the server's as soon as it changes (PUT …/images by original URL); the first photo is the main one.
 */
export class PhotoUploads extends Store<PhotoUploadsState> {
  private readonly uploads = new Map<string, Subscription>();

  constructor(private readonly deps: PhotoUploadsDeps) {
    super({ photos: [], max: LISTING_PHOTOS_DEFAULT });
  }

  /** The photos already on the server (edit, a restored draft) and the server's maximum. */
  reset(images: readonly GalleryImage[], max: number): void {
    for (const upload of this.uploads.values()) upload.unsubscribe();
    this.uploads.clear();
    this.setState({ max, photos: images.map((image) => ({ key: image.original, name: '', state: 'ready', progress: 1, error: null, image, file: null })) });
  }

  get counts(): { ready: number; pending: number } {
    const photos = this.getSnapshot().photos;
    return { ready: photos.filter((photo) => photo.state === 'ready').length, pending: photos.filter((photo) => photo.state === 'uploading').length };
  }

  /** The server's gallery order (ready photos' original URLs). */
  get order(): string[] {
    return this.getSnapshot().photos.flatMap((photo) => (photo.state === 'ready' && photo.image ? [photo.image.original] : []));
  }

  /** Photos picked at once (or one from the camera): the refused ones say why; the rest start uploading. */
  add(files: readonly PickedFile[]): void {
    const lang = this.deps.language();
    for (const file of files) {
      const problem: MessageId | null = validateImageFile(file);
      if (problem) {
        this.deps.toasts.error(`${file.name}: ${messageText(problem, lang)}`);
        continue;
      }
      const taken = this.getSnapshot().photos.filter((photo) => photo.state !== 'failed').length;
      if (taken >= this.getSnapshot().max) {
        this.deps.toasts.error(messageText('wizard.photosMax', lang, { max: this.getSnapshot().max }));
        break;
      }
      const photo: Photo = { key: `local-${++nextKey}`, name: file.name, state: 'uploading', progress: 0, error: null, image: null, file };
      this.setPhotos([...this.getSnapshot().photos, photo]);
      void this.upload(photo.key);
    }
  }

  retry(key: string): void {
    const photo = this.find(key);
    if (photo?.state !== 'failed' || !photo.file) return;
    this.update(key, { state: 'uploading', progress: 0, error: null });
    void this.upload(key);
  }

  /** Cancels an upload on its way, drops a failed one, or removes a photo from the server. */
  async remove(key: string): Promise<void> {
    const photo = this.find(key);
    if (!photo) return;
    this.uploads.get(key)?.unsubscribe();
    this.uploads.delete(key);
    this.setPhotos(this.getSnapshot().photos.filter((each) => each.key !== key));
    if (photo.state !== 'ready' || !photo.image) return;
    try {
      const id = await this.deps.listingId();
      await this.send({ path: `${photoPaths.images(id)}?url=${encodeURIComponent(photo.image.original)}`, method: 'DELETE' });
    } catch (error) {
      // Not removed after all: it comes back where it was, with the reason.
      this.setPhotos([...this.getSnapshot().photos, photo]);
      this.deps.toasts.error(messageForOutcome(isHttpFailure(error) ? error.body : null, { lang: this.deps.language() }));
    }
  }

  /** Moves a photo by `offset` places (the buttons for keyboard and touch) or to `index` (a drop). */
  move(key: string, target: { offset: number } | { index: number }): void {
    const photos = [...this.getSnapshot().photos];
    const from = photos.findIndex((photo) => photo.key === key);
    if (from < 0) return;
    const wanted = 'offset' in target ? from + target.offset : target.index;
    const to = Math.max(0, Math.min(photos.length - 1, wanted));
    if (to === from) return;
    const [moved] = photos.splice(from, 1);
    photos.splice(to, 0, moved!);
    this.setPhotos(photos);
    void this.saveOrder();
  }

  makeMain(key: string): void {
    this.move(key, { index: 0 });
  }

  /** Sends the current order; false when the server refused it (the user was told). */
  async saveOrder(): Promise<boolean> {
    const order = this.order;
    if (order.length === 0) return true;
    try {
      const id = await this.deps.listingId();
      await this.send({ path: photoPaths.images(id), method: 'PUT', payload: { order } });
      return true;
    } catch (error) {
      this.deps.toasts.error(messageForOutcome(isHttpFailure(error) ? error.body : null, { lang: this.deps.language() }));
      return false;
    }
  }

  override dispose(): void {
    for (const upload of this.uploads.values()) upload.unsubscribe();
    this.uploads.clear();
    super.dispose();
  }

  private async upload(key: string): Promise<void> {
    const picked = this.find(key)?.file;
    if (!picked) return;
    let id: number;
    let file: PickedFile;
    try {
      [id, file] = await Promise.all([this.deps.listingId(), this.deps.shrinker ? this.deps.shrinker.shrink(picked).catch(() => picked) : picked]);
    } catch (error) {
      this.fail(key, error);
      return;
    }
    if (this.find(key)?.state !== 'uploading') return;
    const subscription = this.deps.http
      .request<{ image?: GalleryImage; data?: { images?: ImageVariants[] } }>({
        path: photoPaths.images(id),
        method: 'POST',
        upload: true,
        credentials: true,
        payload: new MultipartBody([{ name: 'image', value: file }]),
        onProgress: (fraction) => this.update(key, { progress: Math.min(0.99, fraction) }),
      })
      .subscribe({
        next: (answer) => {
          this.uploads.delete(key);
          if (!answer?.image?.original) return this.fail(key, null);
          this.update(key, { state: 'ready', progress: 1, image: answer.image });
          // The server appends; when the user's order differs (a photo moved, or uploads finishing out of order),
          // the server learns the order the user sees.
          const local = this.order;
          const server = galleryImages(answer.data?.images).map((image) => image.original).filter((url) => local.includes(url));
          if (server.join('\n') !== local.join('\n')) void this.saveOrder();
        },
        error: (error: unknown) => {
          this.uploads.delete(key);
          this.fail(key, error);
        },
      });
    if (this.find(key)?.state === 'uploading') this.uploads.set(key, subscription);
  }

  private fail(key: string, error: unknown): void {
    this.deps.logger.warn('photo upload failed', error);
    const text = messageForOutcome(isHttpFailure(error) ? error.body : null, { lang: this.deps.language() });
    this.update(key, { state: 'failed', progress: 0, error: text });
  }

  private send(request: { path: string; method: 'PUT' | 'DELETE'; payload?: unknown }): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.deps.http.request({ ...request, credentials: true }).subscribe({ next: resolve, error: reject });
    });
  }

  private find(key: string): Photo | undefined {
    return this.getSnapshot().photos.find((photo) => photo.key === key);
  }

  private update(key: string, patch: Partial<Photo>): void {
    this.setPhotos(this.getSnapshot().photos.map((photo) => (photo.key === key ? { ...photo, ...patch } : photo)));
  }

  private setPhotos(photos: Photo[]): void {
    this.patch({ photos });
  }
}
