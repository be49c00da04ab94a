import { z } from './zod-mini';
import { boundedList, idSchema, imageSchema, shortTextSchema, timestampSchema } from './common';

const text = z.nullish(shortTextSchema);

/** docs/product/accounts.md user_meta. `profile_image` is the variants object (or a bare URL from older data). */
export const userMetaSchema = z.looseObject({
  display_name: text,
  company_name: text,
  first_name: text,
  last_name: text,
  phone_number: text,
  whatsapp_phone_number: text,
  viber_phone_number: text,
  profile_image: z.nullish(imageSchema),
});
export type WireUserMeta = z.infer<typeof userMetaSchema>;

/** docs/product/accounts.md user. Only `id` is required; everything else may be missing or null. */
export const userSchema = z.looseObject({
  id: idSchema,
  slug: text,
  email: text,
  full_name: text,
  verified: z.nullish(z.boolean()),
  phone_number: text,
  email_verification_required: z.nullish(z.boolean()),
  location: z.nullish(z.looseObject({ id: z.nullish(idSchema) })),
  user_meta: z.nullish(userMetaSchema),
  profile_image: z.nullish(imageSchema),
  is_support: z.nullish(z.boolean()),
  role: text,
  account_type: text,
  created_at: z.nullish(timestampSchema),
});
export type WireUser = z.infer<typeof userSchema>;

/** docs/product/accounts.md GET /api/auth/user/user-data: the user (or none), the token for bearer calls and the socket, banned. */
export const userDataResponseSchema = z.looseObject({
  status: text,
  user: z.nullish(userSchema),
  token: z.nullish(z.string().check(z.maxLength(4_096))),
  banned: z.nullish(z.boolean()),
  messageId: text,
  message: text,
});
export type UserDataResponse = z.infer<typeof userDataResponseSchema>;

export const usersSchema = boundedList(userSchema);
