import { z } from 'zod';
import { shortTextSchema, urlSchema } from './common';
import { userSchema } from './user';

const text = shortTextSchema.nullish();
const required = shortTextSchema.min(1);

/** SPEC §3 login payload: provider plus provider-specific fields. */
export const loginPayloadSchema = z.looseObject({ provider: required });
export const emailLoginPayloadSchema = z.looseObject({ provider: z.literal('email'), email: required, password: z.string().min(1).max(1_024) });
export const smsLoginPayloadSchema = z.looseObject({ provider: z.literal('sms'), phone_number: required, code: required });
/** SPEC §3 one-tap social login fields. */
export const googleOneTapPayloadSchema = z.looseObject({
  provider: z.literal('google'),
  sub: required,
  email: text,
  name: text,
  given_name: text,
  family_name: text,
  picture: urlSchema.nullish(),
  email_verified: z.boolean().nullish(),
  credential: z.string().min(1).max(8_192),
});

/** SPEC §3 registration and update: snake_case fields plus additionalFields (a key/value map). */
export const profilePayloadSchema = z.looseObject({
  email: text,
  password: z.string().max(1_024).nullish(),
  password_confirmation: z.string().max(1_024).nullish(),
  first_name: text,
  last_name: text,
  phone_number: text,
  whatsapp_phone_number: text,
  viber_phone_number: text,
  company_name: text,
  additionalFields: z.record(z.string().max(100), z.string().max(2_000)).nullish(),
  terms_accepted: z.union([z.boolean(), z.literal('1'), z.literal('true')]).nullish(),
});

/** SPEC §3 password change. */
export const passwordChangePayloadSchema = z.looseObject({
  token: required,
  email: required,
  password: z.string().min(1).max(1_024),
  passwordConfirmation: z.string().max(1_024),
});

/** SPEC §3 activation (a signed link). */
export const activationPayloadSchema = z.looseObject({
  id: z.union([required, z.number().int().positive()]),
  hash: required,
  expires: z.union([required, z.number().int()]),
  signature: required,
});

/** SPEC §3 resend verification and forgot password. */
export const resendVerificationPayloadSchema = z.looseObject({ email: required, password: z.string().min(1).max(1_024) });
export const forgotPasswordPayloadSchema = z.looseObject({ email: required });

/** SPEC §3 auth response fields. */
export const authResponseSchema = z.looseObject({
  status: text,
  messageId: text,
  message: z.string().max(2_000).nullish(),
  errors: z.record(z.string().max(200), z.union([z.string().max(2_000), z.array(z.string().max(2_000)).max(50)])).nullish(),
  email: text,
  email_verification_required: z.boolean().nullish(),
  error: z.unknown().optional(),
  requires_terms: z.boolean().nullish(),
  is_new_user: z.boolean().nullish(),
  user: userSchema.nullish(),
  token: z.string().max(4_096).nullish(),
});
export type WireAuthResponse = z.infer<typeof authResponseSchema>;
