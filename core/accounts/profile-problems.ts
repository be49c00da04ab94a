import { isMessageId } from '../i18n/catalogue';
import { validateProfile, type ProfileValidationFields } from '../validation/profile';
import type { FormProblem } from './form-problem';

/** The profile fields (docs/product/accounts.md, snake_case as sent) under the names the registration and profile forms use. */
export const PROFILE_FORM_FIELD = {
  first_name: 'firstName',
  last_name: 'lastName',
  company_name: 'companyName',
  phone_number: 'phone',
  whatsapp_phone_number: 'whatsappPhone',
  viber_phone_number: 'viberPhone',
} as const satisfies Record<keyof ProfileValidationFields, string>;

export type ProfileFormField = (typeof PROFILE_FORM_FIELD)[keyof ProfileValidationFields];

/** docs/product/accounts.md names and numbers (core's validateProfile) as problems of the form's fields. */
export function profileProblems(fields: ProfileValidationFields): FormProblem<ProfileFormField>[] {
  return (Object.entries(validateProfile(fields)) as Array<[keyof ProfileValidationFields, FormProblem['id']]>).map(([key, id]) => ({ field: PROFILE_FORM_FIELD[key], id }));
}

/**
 * The server's per-field answer (`errors: { snake_case_field: [id] }`, docs/api.md) as problems the form shows under
 * its fields; ids the catalogue does not know, and fields the form does not have, are left to the toast.
 */
export function serverFieldProblems<Field extends string>(errors: Record<string, string[] | string> | null, fieldOf: Readonly<Record<string, Field>>): FormProblem<Field>[] {
  const problems: FormProblem<Field>[] = [];
  for (const [key, value] of Object.entries(errors ?? {})) {
    const field = fieldOf[key];
    const id = Array.isArray(value) ? value[0] : value;
    if (field && typeof id === 'string' && isMessageId(id)) problems.push({ field, id });
  }
  return problems;
}
