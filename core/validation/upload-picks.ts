import { IMAGE_TYPES, type MediaFileInfo } from './media';

/**
 * The upload tile's rules (issue 39): what a drop or a pick hands on, whether a drag carries files, and the
 * percentage a progress fraction shows. The file's own checks (type, size, count) stay with the use case that
 * uploads it (PhotoUploads, ProfileEditor, VerificationRequestForm), so a refused file is said with its reason.
 */

/** The `accept` list of a picture picker: the docs/product/selling.md image types. */
export const IMAGE_ACCEPT: string = IMAGE_TYPES.join(',');

const extensionOf = (name: string | null | undefined): string =>
  typeof name === 'string' && name.includes('.') ? `.${(name.split('.').pop() ?? '').toLowerCase()}` : '';

/**
 * Whether a file matches an HTML `accept` list ('image/jpeg', 'image/*', '.jpg', comma-separated, any case).
 * An empty list accepts every file, as the browser's picker does.
 */
export function acceptsFile(accept: string, file: MediaFileInfo): boolean {
  const patterns = accept
    .split(',')
    .map((pattern) => pattern.trim().toLowerCase())
    .filter(Boolean);
  if (patterns.length === 0) return true;
  const type = (file.type ?? '').trim().toLowerCase();
  const extension = extensionOf(file.name);
  return patterns.some((pattern) => {
    if (pattern.startsWith('.')) return extension === pattern;
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
    return type === pattern;
  });
}

export interface UploadPickRule {
  /** The tile's `accept` list. */
  accept: string;
  /** Several files at once (the listing's photos) or one (a document side, the avatar). */
  multiple: boolean;
}

/**
 * The files a drop (or a pick) hands to the caller. Several at once: all of them, in their order — the caller says
 * why any is refused (a toast per file), as it does for the picker. One at a time: the first the accept list admits,
 * else the first of all, so that a wrong file is refused with its reason rather than ignored in silence.
 */
export function filesToUpload<T extends MediaFileInfo>(files: readonly T[], rule: UploadPickRule): T[] {
  if (files.length === 0) return [];
  if (rule.multiple) return [...files];
  const first = files.find((file) => acceptsFile(rule.accept, file)) ?? files[0];
  return first ? [first] : [];
}

/**
 * Whether a drag carries files from outside the page ('Files' among `DataTransfer.types`): the gallery's own photo
 * drags (reordering) and dragged text do not, and the tile does not light up for them.
 */
export function dragCarriesFiles(types: Iterable<string> | null | undefined): boolean {
  if (!types) return false;
  for (const type of types) if (type === 'Files') return true;
  return false;
}

/** A progress fraction (0..1) as the whole percentage the tile shows: clamped, rounded down below 100 until done. */
export function uploadPercent(progress: number | null | undefined): number {
  if (typeof progress !== 'number' || !Number.isFinite(progress) || progress <= 0) return 0;
  if (progress >= 1) return 100;
  return Math.min(99, Math.floor(progress * 100));
}
