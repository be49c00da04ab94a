import type { ImageVariants, UserMeta } from '../db/schema';
import type { ProfileValues } from './validation';

/** How validated profile fields land in a user row: top-level columns plus docs/product/accounts.md user_meta. */
export function profileColumns(
  current: UserMeta,
  values: ProfileValues,
  extras: { profileImage?: ImageVariants; additional?: Record<string, string> },
): { full_name: string | null; phone_number?: string | null; account_type: 'private' | 'company'; user_meta: UserMeta; location_id?: number | null } {
  const meta: UserMeta = { ...current };
  const assign = (key: 'first_name' | 'last_name' | 'phone_number' | 'whatsapp_phone_number' | 'viber_phone_number' | 'company_name' | 'display_name') => {
    const value = values[key];
    if (value === undefined) return;
    if (value === '') delete meta[key];
    else meta[key] = value;
  };
  for (const key of ['first_name', 'last_name', 'phone_number', 'whatsapp_phone_number', 'viber_phone_number', 'company_name', 'display_name'] as const) {
    assign(key);
  }
  if (extras.profileImage) meta.profile_image = extras.profileImage;
  if (extras.additional) meta.additional_fields = { ...(meta.additional_fields ?? {}), ...extras.additional };
  const fullName = [meta.first_name, meta.last_name].filter(Boolean).join(' ').trim();
  const columns: ReturnType<typeof profileColumns> = {
    full_name: fullName || null,
    account_type: meta.company_name ? 'company' : 'private',
    user_meta: meta,
  };
  if (values.phone_number !== undefined) columns.phone_number = meta.phone_number ?? null;
  if (values.location_id !== undefined) columns.location_id = values.location_id;
  return columns;
}
