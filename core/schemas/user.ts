import { z } from 'zod';
import { boundedList, idSchema, imageSchema, shortTextSchema, timestampSchema } from './common';

const text = shortTextSchema.nullish();

/** SPEC §3 user_meta. `profile_image` is the variants object (or a bare URL from older data). */
export const userMetaSchema = z.looseObject({
  display_name: text,
  company_name: text,
  first_name: text,
  last_name: text,
  phone_number: text,
  whatsapp_phone_number: text,
  viber_phone_number: text,
  profile_image: imageSchema.nullish(),
});
export type WireUserMeta = z.infer<typeof userMetaSchema>;

/** SPEC §3 user. Only `id` is required; everything else may be missing or null. */
export const userSchema = z.looseObject({
  id: idSchema,
  slug: text,
  email: text,
  full_name: text,
  verified: z.boolean().nullish(),
  phone_number: text,
  email_verification_required: z.boolean().nullish(),
  location: z.looseObject({ id: idSchema.nullish() }).nullish(),
  user_meta: userMetaSchema.nullish(),
  profile_image: imageSchema.nullish(),
  is_support: z.boolean().nullish(),
  role: text,
  account_type: text,
  created_at: timestampSchema.nullish(),
});
export type WireUser = z.infer<typeof userSchema>;

/** SPEC §7 GET /api/auth/user/user-data: the user (or none), the token for bearer calls and the socket, banned. */
export const userDataResponseSchema = z.looseObject({
  status: text,
  user: userSchema.nullish(),
  token: z.string().max(4_096).nullish(),
  banned: z.boolean().nullish(),
  messageId: text,
  message: text,
});
export type UserDataResponse = z.infer<typeof userDataResponseSchema>;

export const usersSchema = boundedList(userSchema);
