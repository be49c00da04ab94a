import type { MessageId } from '../i18n/catalogue';

/** docs/product/selling.md media limits. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const VIDEO_MAX_SECONDS = 90;
export const GALLERY_MIN_IMAGES = 1;
/**
 * Photos one listing may carry unless the server is configured otherwise (MAX_LISTING_PHOTOS): the server publishes
 * its figure at GET /api/config/listing-limits and the wizard starts from this one until that answer arrives.
 */
export const LISTING_PHOTOS_DEFAULT = 15;

/** docs/product/selling.md: JPG, JPEG, PNG, WEBP ('image/jpg' is what some older browsers report for JPEG). */
export const IMAGE_TYPES: ReadonlyArray<string> = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'];
export const IMAGE_EXTENSIONS: ReadonlyArray<string> = ['jpg', 'jpeg', 'png', 'webp'];
/** docs/product/selling.md: MP4, MOV (QuickTime), WEBM. */
export const VIDEO_TYPES: ReadonlyArray<string> = ['video/mp4', 'video/quicktime', 'video/mov', 'video/webm'];
export const VIDEO_EXTENSIONS: ReadonlyArray<string> = ['mp4', 'mov', 'qt', 'webm'];

/** What the client knows about a picked file (a `File` fits). */
export interface MediaFileInfo {
  type?: string | null;
  size?: number | null;
  name?: string | null;
}

const extensionOf = (name: string | null | undefined): string =>
  typeof name === 'string' && name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';

const mimeOf = (type: string | null | undefined): string => (typeof type === 'string' ? type.trim().toLowerCase() : '');

// Browsers report '' as the type of files they do not recognise: then the extension decides.
function kindMatches(file: MediaFileInfo, types: ReadonlyArray<string>, extensions: ReadonlyArray<string>): boolean {
  const mime = mimeOf(file.type);
  return mime ? types.includes(mime) : extensions.includes(extensionOf(file.name));
}

const validSize = (size: number | null | undefined): size is number => typeof size === 'number' && Number.isFinite(size) && size >= 0;

/**
 * docs/product/selling.md images: 'mustBeImage' for anything that is not an image, 'validation.imageTypeNotAllowed' for an
 * image of another type (GIF, SVG, HEIC…), 'imageTooLarge' above 10MB. null when the file may be uploaded.
 * The server checks the bytes again (docs/architecture.md#reliability-and-security-rules): this only spares the user a failed upload.
 */
export function validateImageFile(file: MediaFileInfo): MessageId | null {
  const mime = mimeOf(file.type);
  const looksLikeImage = mime ? mime.startsWith('image/') : IMAGE_EXTENSIONS.includes(extensionOf(file.name));
  if (!looksLikeImage) return 'mustBeImage';
  if (!kindMatches(file, IMAGE_TYPES, IMAGE_EXTENSIONS)) return 'validation.imageTypeNotAllowed';
  if (!validSize(file.size)) return 'mustBeImage';
  if (file.size > IMAGE_MAX_BYTES) return 'imageTooLarge';
  return null;
}


export interface VideoFileInfo extends MediaFileInfo {
  /** From the video's metadata; undefined when it has not been read yet, NaN when it could not be read. */
  durationSeconds?: number | null;
}

/** docs/product/selling.md video: MP4/MOV/QuickTime/WEBM, at most 100MB and 90 seconds (1.5 minutes). */
export function validateVideoFile(file: VideoFileInfo): MessageId | null {
  if (!kindMatches(file, VIDEO_TYPES, VIDEO_EXTENSIONS)) return 'validation.videoWrongType';
  if (!validSize(file.size)) return 'validation.videoUnreadable';
  if (file.size > VIDEO_MAX_BYTES) return 'validation.videoTooLarge';
  const duration = file.durationSeconds;
  if (duration === undefined) return null;
  if (duration === null || !Number.isFinite(duration) || duration < 0) return 'validation.videoUnreadable';
  if (duration > VIDEO_MAX_SECONDS) return 'validation.videoTooLong';
  return null;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);

/** The 11-character video id of a YouTube link (watch, youtu.be, embed, shorts, live), or null. */
export function youTubeVideoId(url: string | null | undefined): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.username || parsed.password || parsed.port) return null;
  const host = parsed.hostname.toLowerCase();
  const segments = parsed.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = segments.length === 1 ? segments[0] : null;
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === 'watch') id = parsed.searchParams.get('v');
    else if (segments.length === 2 && ['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** docs/product/selling.md: a valid YouTube link is required where a link is given. */
export function isValidYouTubeUrl(url: string | null | undefined): boolean {
  return youTubeVideoId(url) !== null;
}
