import type { StoragePort } from '../ports/storage';
import type { ListingFormValues } from './listing-form';

const PREFIX = 'oglasi.listing-wizard';

/**
 * The wizard's local copy of what was typed (issue 18: nothing typed is lost on a reload, a dropped connection or
 * a failed submit), per user and per listing ('new' before the draft exists). Removed once the server has it all.
 */
export class DraftCopy {
  constructor(
    private readonly storage: StoragePort,
    private readonly userId: () => number | string | null,
  ) {}

  read(listingId: number | null): ListingFormValues | null {
    const key = this.key(listingId);
    if (!key) return null;
    try {
      const parsed: unknown = JSON.parse(this.storage.get(key) ?? 'null');
      return isFormValues(parsed) ? parsed : null;
    } catch {
      this.storage.remove(key);
      return null;
    }
  }

  write(listingId: number | null, values: ListingFormValues): void {
    const key = this.key(listingId);
    if (key) this.storage.set(key, JSON.stringify(values));
  }

  clear(listingId: number | null): void {
    const key = this.key(listingId);
    if (key) this.storage.remove(key);
  }

  private key(listingId: number | null): string | null {
    const user = this.userId();
    return user === null ? null : `${PREFIX}.${user}.${listingId ?? 'new'}`;
  }
}

const TEXT_FIELDS = ['title', 'brand', 'model', 'price', 'companyName', 'contactPhone', 'viberPhone', 'whatsappPhone', 'description', 'youtubeUrl'] as const;
const ID_FIELDS = ['categoryId', 'subcategoryId', 'regionId', 'cityId'] as const;

/** A stored copy is only used when it has the form's shape (storage is input too: an old version, a hand edit). */
function isFormValues(value: unknown): value is ListingFormValues {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    TEXT_FIELDS.every((field) => typeof record[field] === 'string' && (record[field] as string).length <= 10_000) &&
    ID_FIELDS.every((field) => record[field] === null || Number.isInteger(record[field])) &&
    (record.priceType === 'fixed' || record.priceType === 'agreement') &&
    (record.currency === 'MKD' || record.currency === 'EUR') &&
    (record.userType === 'private' || record.userType === 'company')
  );
}
