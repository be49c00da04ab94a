import type { Subscription } from 'rxjs';
import { Store } from '../store/store';
import { messageForOutcome, messageText, type Language } from '../i18n/catalogue';
import { isHttpFailure, MultipartBody, type HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import type { Toasts } from '../ports/notifier';
import { validateVideoFile } from '../validation/media';
import type { PickedFile } from './photo-uploads';

export interface ListingVideo {
  url: string;
  mime: string | null;
  durationSeconds: number | null;
}

export interface VideoUploadState {
  /** The video on the server, if any. */
  video: ListingVideo | null;
  /** 0..1 while one is on its way; null otherwise. */
  progress: number | null;
  error: string | null;
}

export interface VideoUploadDeps {
  http: HttpPort;
  toasts: Toasts;
  logger: LoggerPort;
  language: () => Language;
  listingId: () => Promise<number>;
}

const videoPath = (id: number) => `/api/oglasi/manage/${id}/video`;

interface VideoAnswer {
  data?: { video?: { url: string; mime?: string | null; duration_seconds?: number | null } | null };
}

/**
 * The listing's own video (docs/product/selling.md: MP4/MOV/WEBM, 100 MB, 90 s): checked before it is sent (type, size, and the
 * duration when the browser could read it), uploaded with progress, cancellable, replaceable, removable. The server
 * checks the content and the container's duration again.
 */
export class VideoUpload extends Store<VideoUploadState> {
  private upload: Subscription | null = null;

  constructor(private readonly deps: VideoUploadDeps) {
    super({ video: null, progress: null, error: null });
  }

  reset(video: ListingVideo | null): void {
    this.cancel();
    this.setState({ video, progress: null, error: null });
  }

  get uploading(): boolean {
    return this.getSnapshot().progress !== null;
  }

  /** `durationSeconds`: read from the file's metadata by the browser (NaN when it could not be read). */
  async pick(file: PickedFile, durationSeconds?: number): Promise<void> {
    const lang = this.deps.language();
    const problem = validateVideoFile({ type: file.type, size: file.size, name: file.name, durationSeconds });
    if (problem) {
      const text = messageText(problem, lang);
      this.patch({ error: text });
      this.deps.toasts.error(text);
      return;
    }
    this.cancel();
    this.patch({ progress: 0, error: null });
    let id: number;
    try {
      id = await this.deps.listingId();
    } catch (error) {
      return this.fail(error);
    }
    if (this.getSnapshot().progress === null) return;
    this.upload = this.deps.http
      .request<VideoAnswer>({
        path: videoPath(id),
        method: 'POST',
        upload: true,
        credentials: true,
        payload: new MultipartBody([{ name: 'video', value: file }]),
        onProgress: (fraction) => this.patch({ progress: Math.min(0.99, fraction) }),
      })
      .subscribe({
        next: (answer) => {
          this.upload = null;
          const video = answer?.data?.video;
          this.patch({ progress: null, video: video ? { url: video.url, mime: video.mime ?? null, durationSeconds: video.duration_seconds ?? null } : null });
          this.deps.toasts.success(messageText('wizard.videoUploaded', this.deps.language()));
        },
        error: (error: unknown) => {
          this.upload = null;
          this.fail(error);
        },
      });
  }

  cancel(): void {
    this.upload?.unsubscribe();
    this.upload = null;
    if (this.getSnapshot().progress !== null) this.patch({ progress: null });
  }

  async remove(): Promise<void> {
    this.cancel();
    if (!this.getSnapshot().video) return;
    try {
      const id = await this.deps.listingId();
      await new Promise((resolve, reject) => this.deps.http.request({ path: videoPath(id), method: 'DELETE', credentials: true }).subscribe({ next: resolve, error: reject }));
      this.patch({ video: null, error: null });
    } catch (error) {
      this.deps.toasts.error(messageForOutcome(isHttpFailure(error) ? error.body : null, { lang: this.deps.language() }));
    }
  }

  override dispose(): void {
    this.cancel();
    super.dispose();
  }

  private fail(error: unknown): void {
    this.deps.logger.warn('video upload failed', error);
    const text = messageForOutcome(isHttpFailure(error) ? error.body : null, { lang: this.deps.language() });
    this.patch({ progress: null, error: text });
    this.deps.toasts.error(text);
  }
}
