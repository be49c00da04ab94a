import { z } from 'zod';

const id = z.union([z.number(), z.string()]);
const text = z.string().nullish();

/**
 * The user as the session reads it (SPEC §3 User). Unknown extra fields pass through untouched; only `id`
 * is required, so a server that adds fields never breaks the client.
 * TODO(core-rules): switch to the shared user schema of core/schemas once it lands, keeping this name.
 */
export const sessionUserSchema = z.looseObject({
  id,
  slug: text,
  email: text,
  full_name: text,
  verified: z.boolean().nullish(),
  phone_number: text,
  email_verification_required: z.boolean().nullish(),
  location: z.looseObject({ id: id.nullish() }).nullish(),
  user_meta: z
    .looseObject({
      display_name: text,
      company_name: text,
      first_name: text,
      last_name: text,
      phone_number: text,
      profile_image: z.unknown().optional(),
    })
    .nullish(),
});

export type SessionUser = z.infer<typeof sessionUserSchema>;
