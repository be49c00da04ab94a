import { MultipartBody, type MultipartField } from '../ports/http';

/**
 * Registration / profile-update fields (docs/product/accounts.md "Registration and update"): camelCase in the core, sent
 * with snake_case keys. `profileImage` switches the body to multipart; `additionalFields` become
 * `additionalFields[key]` entries there (and a nested object in JSON).
 */
export interface ProfileFields {
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
  whatsappPhoneNumber?: string | null;
  viberPhoneNumber?: string | null;
  companyName?: string | null;
  profileImage?: Blob | null;
  additionalFields?: Record<string, string | number | boolean | null | undefined>;
  /** Any other field (email, password, passwordConfirmation, locationId, terms…), also sent snake_case. */
  [field: string]: unknown;
}

export interface ProfileRequestBody {
  payload: Record<string, unknown> | MultipartBody;
  upload: boolean;
}

export function toSnakeCase(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/-/g, '_').toLowerCase();
}

/** Builds the JSON body, or the multipart body when a profile image is present. Empty values are left out. */
export function buildProfileBody(fields: ProfileFields): ProfileRequestBody {
  const { profileImage, additionalFields, ...plain } = fields;
  const scalars: Array<[string, unknown]> = Object.entries(plain)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => [toSnakeCase(key), value]);
  const extras = Object.entries(additionalFields ?? {}).filter(([, value]) => value !== undefined && value !== null);

  if (!profileImage) {
    const payload: Record<string, unknown> = Object.fromEntries(scalars);
    // Values as text in both forms, so the server reads the map the same way from JSON and from multipart.
    if (extras.length > 0) payload.additionalFields = Object.fromEntries(extras.map(([key, value]) => [key, asFormValue(value)]));
    return { payload, upload: false };
  }

  const parts: MultipartField[] = scalars.map(([name, value]) => ({ name, value: asFormValue(value) }));
  for (const [key, value] of extras) parts.push({ name: `additionalFields[${key}]`, value: asFormValue(value) });
  // docs/product/accounts.md names the file profileImage (the other fields are snake_case); the server reads that name.
  parts.push({ name: 'profileImage', value: profileImage });
  return { payload: new MultipartBody(parts), upload: true };
}

function asFormValue(value: unknown): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
