import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext } from '../context';
import { accountUser, userSlug } from '../accounts/users';
import { accepted, isDisposableEmail, normaliseEmail, passwordProblems, validateAdditionalFields, validateProfile } from '../accounts/validation';
import { normalisePhone, sendCodeRefusal, smsUnavailable, type SmsCodes } from '../accounts/sms-codes';
import { profileColumns } from '../accounts/profile-write';
import { sendActivationMail } from '../accounts/account-mail';
import { requireUser } from '../auth/current-user';
import { signIn } from '../auth/sign-in';
import { hashPassword } from '../auth/passwords';
import { readForm, type FormInput } from '../http/form';
import { rateLimited, sendError, sendValidationError } from '../http/replies';
import { cleanFormText, refuseCharacters } from '../http/text-fields';
import { requestLanguage } from '../text/texts';
import { ImageRejected, storeImageVariants } from '../media/variants';
import type { ImageVariants } from '../db/schema';

/** The profile's stored text fields: one-line text (core's text-input rule, docs/api.md "Text input"). */
const PROFILE_TEXT = { first_name: 'line', last_name: 'line', company_name: 'line', display_name: 'line' } as const;

/** Cleans the profile's text and additional fields in place; the fields with refused characters, per field. */
function refusedProfileText(form: FormInput): Record<string, string[]> {
  const errors = cleanFormText(form.fields, PROFILE_TEXT);
  const additional = cleanFormText(form.additional, Object.fromEntries(Object.keys(form.additional).map((key) => [key, 'line' as const])));
  if (Object.keys(additional).length > 0) errors.additionalFields = ['invalidCharacters'];
  return errors;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** Phones are stored normalised ("+38970123456") so SMS login can find them. */
function normalisePhones(fields: Record<string, string>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const key of ['phone_number', 'whatsapp_phone_number', 'viber_phone_number']) {
    const value = fields[key]?.trim();
    if (!value) continue;
    const phone = normalisePhone(value);
    if (phone) fields[key] = phone;
    else if (value.length <= 20) errors[key] = ['validation.phoneInvalid'];
  }
  return errors;
}

/**
 * The registration fields both ways of registering check alike (docs/product/accounts.md): the confirmation, the terms, names and
 * numbers (phones normalised in place), additional fields and the town. Every problem, per field.
 */
async function registrationFieldErrors(context: ApiContext, fields: Record<string, string>, additional: Record<string, string>, options: { requireNames: boolean }) {
  const errors: Record<string, string[]> = {};
  const confirmation = fields.password_confirmation ?? fields.passwordConfirmation;
  if (confirmation !== undefined && confirmation !== fields.password) errors.password_confirmation = ['validation.passwordsDoNotMatch'];
  if (!accepted(fields.terms_accepted ?? fields.terms ?? fields.accept_terms)) errors.terms_accepted = ['validation.termsRequired'];
  Object.assign(errors, normalisePhones(fields));
  const profile = validateProfile(fields, options);
  Object.assign(errors, profile.errors);
  const extra = validateAdditionalFields(additional);
  if (!extra) errors.additionalFields = ['invalidRegistrationCredentials'];
  if (!(await locationExists(context, profile.values.location_id))) errors.location_id = ['invalidRegistrationCredentials'];
  return { errors, profile, extra };
}

async function storeProfileImage(context: ApiContext, form: FormInput, reply: FastifyReply): Promise<ImageVariants | undefined | null> {
  const bytes = form.files.profileImage;
  if (!bytes) return undefined;
  try {
    return await storeImageVariants(bytes, context.config.uploadsDir, 'profiles');
  } catch (error) {
    if (error instanceof ImageRejected) {
      sendValidationError(reply, error.messageId, { profileImage: [error.messageId] });
      return null;
    }
    throw error;
  }
}

async function locationExists(context: ApiContext, id: number | null | undefined): Promise<boolean> {
  if (id === undefined || id === null) return true;
  const row = await context.database.db.selectFrom('locations').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** docs/product/accounts.md register and update: JSON or multipart with profileImage, snake_case fields, additionalFields[key]. */
export async function registerAccountRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  const { db } = context.database;

  api.post('/auth/user/register', async (request, reply) => {
    const limit = await context.limits.registration.hit(`register:${request.ip}`);
    if (!limit.allowed) return rateLimited(reply, limit.retryAfterSeconds, 'tooManyRegistrationAttempts');
    const read = await readForm(request, ['profileImage']);
    if (!read.ok) return sendError(reply, read.messageId === 'imageTooLarge' ? 413 : 400, read.messageId);
    const refused = refusedProfileText(read.form);
    if (Object.keys(refused).length > 0) return refuseCharacters(reply, refused);
    const { fields, additional } = read.form;
    if (fields.registration_type === 'sms') return context.sms ? registerByPhone(request, reply, read.form, context.sms) : smsUnavailable(reply);

    const email = normaliseEmail(fields.email);
    if (!email) return sendValidationError(reply, 'invalidEmail', { email: ['invalidEmail'] });
    if (isDisposableEmail(email)) return sendValidationError(reply, 'disposableEmailNotAllowed', { email: ['disposableEmailNotAllowed'] });
    const weak = passwordProblems(fields.password);
    if (weak.length > 0) return sendValidationError(reply, 'invalidPassword', { password: weak });
    const { errors, profile, extra } = await registrationFieldErrors(context, fields, additional, { requireNames: false });
    if (Object.keys(errors).length > 0) return sendValidationError(reply, 'invalidRegistrationCredentials', errors);

    if (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) {
      return sendError(reply, 409, 'userAlreadyExists', { email });
    }
    const image = await storeProfileImage(context, read.form, reply);
    if (image === null) return reply;
    const columns = profileColumns({}, profile.values, { ...(image ? { profileImage: image } : {}), ...(extra && Object.keys(extra).length ? { additional: extra } : {}) });
    const passwordHash = await hashPassword(fields.password ?? '');
    try {
      const user = await db
        .insertInto('users')
        .values({ email, password_hash: passwordHash, ...columns, terms_accepted_at: new Date(), language: requestLanguage(request) })
        .returningAll()
        .executeTakeFirstOrThrow();
      await db.updateTable('users').set({ slug: userSlug(user) }).where('id', '=', user.id).execute();
      await sendActivationMail(context, { id: user.id, email }, user.language, request.log);
    } catch (error) {
      if (isUniqueViolation(error)) return sendError(reply, 409, 'userAlreadyExists', { email });
      throw error;
    }
    return reply.code(201).send({ status: 'success', messageId: 'registrationSuccess', email, email_verification_required: true });
  });

  /**
   * SMS registration (docs/product/accounts.md): the 6-digit code sent to the number proves it, the account is made with that phone
   * verified and no e-mail, and signs in at once. The code is checked only after every other field (so a typo does
   * not spend an attempt) and before saying whether the number has an account (so nobody learns that without it).
   */
  async function registerByPhone(request: FastifyRequest, reply: FastifyReply, form: FormInput, sms: SmsCodes) {
    const { fields, additional } = form;
    const phone = normalisePhone(fields.phone_number);
    if (!phone) return sendValidationError(reply, 'validation.phoneInvalid', { phone_number: ['validation.phoneInvalid'] });
    const weak = passwordProblems(fields.password);
    if (weak.length > 0) return sendValidationError(reply, 'invalidPassword', { password: weak });
    const { errors, profile, extra } = await registrationFieldErrors(context, { ...fields, phone_number: phone }, additional, { requireNames: true });
    if (Object.keys(errors).length > 0) return sendValidationError(reply, 'invalidRegistrationCredentials', errors);

    const check = await sms.check({ phone, address: request.ip }, fields.code, request.log);
    if (check.locked || check.check !== 'ok') return sendCodeRefusal(reply, check, 'code');
    if (await db.selectFrom('users').select('id').where('phone_number', '=', phone).executeTakeFirst()) {
      return sendError(reply, 409, 'userAlreadyExists', { errors: { phone_number: ['userAlreadyExists'] } });
    }
    const image = await storeProfileImage(context, form, reply);
    if (image === null) return reply;
    const columns = profileColumns({}, profile.values, { ...(image ? { profileImage: image } : {}), ...(extra && Object.keys(extra).length ? { additional: extra } : {}) });
    const now = new Date();
    const user = await db
      .insertInto('users')
      .values({ email: null, password_hash: await hashPassword(fields.password ?? ''), ...columns, phone_number: phone, phone_verified_at: now, terms_accepted_at: now, language: requestLanguage(request) })
      .returningAll()
      .executeTakeFirstOrThrow();
    const named = await db.updateTable('users').set({ slug: userSlug(user) }).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
    request.log.info({ userId: user.id }, 'account registered by SMS');
    return signIn(context, reply, named, { status: 201, messageId: 'registrationSuccessNoVerification', isNewUser: true });
  }

  api.put('/auth/user/update', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const read = await readForm(request, ['profileImage']);
    if (!read.ok) return sendError(reply, read.messageId === 'imageTooLarge' ? 413 : 400, read.messageId);
    const { fields, additional } = read.form;
    if (Object.keys(fields).length === 0 && Object.keys(additional).length === 0 && !read.form.files.profileImage) {
      return sendValidationError(reply, 'invalidUpdateData', {});
    }
    const refused = refusedProfileText(read.form);
    if (Object.keys(refused).length > 0) return refuseCharacters(reply, refused);
    // Names stay required: an absent field keeps the stored value, a blank one is an error.
    const meta = user.user_meta ?? {};
    const effective = { ...fields };
    if (effective.first_name === undefined && meta.first_name) effective.first_name = meta.first_name;
    if (effective.last_name === undefined && meta.last_name) effective.last_name = meta.last_name;
    const errors = normalisePhones(effective);
    const profile = validateProfile(effective, { requireNames: true });
    Object.assign(errors, profile.errors);
    const extra = validateAdditionalFields(additional);
    if (!extra) errors.additionalFields = ['invalidUpdateData'];
    if (!(await locationExists(context, profile.values.location_id))) errors.location_id = ['invalidUpdateData'];
    if (Object.keys(errors).length > 0) {
      const first = Object.values(errors)[0]?.[0];
      return sendValidationError(reply, first && !first.includes('.') ? first : 'invalidUpdateData', errors);
    }
    // docs/product/accounts.md: the profile is saved only with a verified phone. A new number comes with the code sent to it
    // (POST /api/auth/sms/send-code); checked before anything is stored, so a refused update changes nothing.
    const newPhone = profile.values.phone_number;
    const phoneChanged = newPhone !== undefined && newPhone !== '' && newPhone !== user.phone_number;
    if (phoneChanged) {
      // No SMS gateway: a number cannot be verified, so it cannot be changed (docs/api.md "SMS gateway").
      if (!context.sms) return sendValidationError(reply, 'invalidRequest', { phone_number: ['invalidRequest'] });
      if (fields.phone_code === undefined) return sendValidationError(reply, 'validation.phoneNotVerified', { phone_code: ['validation.phoneNotVerified'] });
      const check = await context.sms.check({ phone: newPhone, accountId: user.id, address: request.ip }, fields.phone_code, request.log);
      if (check.locked || check.check !== 'ok') return sendCodeRefusal(reply, check, 'phone_code');
    }
    const image = await storeProfileImage(context, read.form, reply);
    if (image === null) return reply;
    const columns = profileColumns(meta, profile.values, { ...(image ? { profileImage: image } : {}), ...(extra && Object.keys(extra).length ? { additional: extra } : {}) });
    const phoneVerifiedAt = phoneChanged ? { phone_verified_at: new Date() } : newPhone === '' ? { phone_verified_at: null } : {};
    const updated = await db
      .updateTable('users')
      .set({ ...columns, ...phoneVerifiedAt, updated_at: new Date() })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { status: 'success', messageId: 'profileUpdated', user: accountUser(updated, context.config.supportEmail) };
  });
}
