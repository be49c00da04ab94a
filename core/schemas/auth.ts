import { z } from './zod-mini';
import { shortTextSchema, urlSchema } from './common';
import { userSchema } from './user';

const text = z.nullish(shortTextSchema);
const required = shortTextSchema.check(z.minLength(1));
const password = z.string().check(z.minLength(1), z.maxLength(1_024));

/** docs/product/accounts.md login payload: provider plus provider-specific fields. */
export const loginPayloadSchema = z.looseObject({ provider: required });
export const emailLoginPayloadSchema = z.looseObject({ provider: z.literal('email'), email: required, password });
export const smsLoginPayloadSchema = z.looseObject({ provider: z.literal('sms'), phone_number: required, code: required });
/** docs/product/accounts.md one-tap social login fields. */
export const googleOneTapPayloadSchema = z.looseObject({
  provider: z.literal('google'),
  sub: required,
  email: text,
  name: text,
  given_name: text,
  family_name: text,
  picture: z.nullish(urlSchema),
  email_verified: z.nullish(z.boolean()),
  credential: z.string().check(z.minLength(1), z.maxLength(8_192)),
});

/** docs/product/accounts.md registration and update: snake_case fields plus additionalFields (a key/value map). */
export const profilePayloadSchema = z.looseObject({
  email: text,
  password: z.nullish(z.string().check(z.maxLength(1_024))),
  password_confirmation: z.nullish(z.string().check(z.maxLength(1_024))),
  first_name: text,
  last_name: text,
  phone_number: text,
  whatsapp_phone_number: text,
  viber_phone_number: text,
  company_name: text,
  additionalFields: z.nullish(z.record(z.string().check(z.maxLength(100)), z.string().check(z.maxLength(2_000)))),
  terms_accepted: z.nullish(z.union([z.boolean(), z.literal('1'), z.literal('true')])),
});

/** docs/product/accounts.md password change. */
export const passwordChangePayloadSchema = z.looseObject({
  token: required,
  email: required,
  password,
  passwordConfirmation: z.string().check(z.maxLength(1_024)),
});

/** docs/product/accounts.md activation (a signed link). */
export const activationPayloadSchema = z.looseObject({
  id: z.union([required, z.int().check(z.positive())]),
  hash: required,
  expires: z.union([required, z.int()]),
  signature: required,
});

/** docs/product/accounts.md resend verification and forgot password. */
export const resendVerificationPayloadSchema = z.looseObject({ email: required, password });
export const forgotPasswordPayloadSchema = z.looseObject({ email: required });

const longMessage = z.string().check(z.maxLength(2_000));

/** docs/product/accounts.md auth response fields. */
export const authResponseSchema = z.looseObject({
  status: text,
  messageId: text,
  message: z.nullish(longMessage),
  errors: z.nullish(z.record(z.string().check(z.maxLength(200)), z.union([longMessage, z.array(longMessage).check(z.maxLength(50))]))),
  email: text,
  email_verification_required: z.nullish(z.boolean()),
  error: z.optional(z.unknown()),
  requires_terms: z.nullish(z.boolean()),
  is_new_user: z.nullish(z.boolean()),
  user: z.nullish(userSchema),
  token: z.nullish(z.string().check(z.maxLength(4_096))),
});
export type WireAuthResponse = z.infer<typeof authResponseSchema>;
