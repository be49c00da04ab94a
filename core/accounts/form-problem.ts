import { messageText, type Language, type MessageId } from '../i18n/catalogue';
import type { Toasts } from '../ports/notifier';

/**
 * What is wrong with one field of a form, as catalogue ids: the text (`id`) and, for the generic
 * 'validation.fieldRequired' ('{label} е задолжително'), the field's own label id.
 */
export interface FormProblem<Field extends string = string> {
  field: Field;
  id: MessageId;
  labelId?: MessageId;
}

export type FormProblems<Field extends string = string> = Partial<Record<Field, FormProblem<Field>>>;

/** The text of a problem in `lang`. */
export function problemText(problem: FormProblem, lang: Language): string {
  return problem.labelId ? messageText(problem.id, lang, { label: messageText(problem.labelId, lang) }) : messageText(problem.id, lang);
}

/**
 * docs/product/accounts.md: every user message is a toast. A form that cannot be sent says why once, as a toast, with its first
 * problem (the others stand under their fields); returns false in that case.
 */
export function reportFirstProblem(problems: readonly FormProblem[], toasts: Toasts, lang: Language): boolean {
  const first = problems[0];
  if (!first) return true;
  toasts.error(problemText(first, lang));
  return false;
}

/** A list of problems keyed by field (the first one per field wins). */
export function byField<Field extends string>(problems: readonly FormProblem<Field>[]): FormProblems<Field> {
  const result: FormProblems<Field> = {};
  for (const problem of problems) result[problem.field] ??= problem;
  return result;
}

/** 'validation.fieldRequired' for a blank value. */
export function required<Field extends string>(field: Field, value: string | null | undefined, labelId: MessageId): FormProblem<Field> | null {
  return typeof value === 'string' && value.trim() !== '' ? null : { field, id: 'validation.fieldRequired', labelId };
}

/** The problems that are there, in the order given. */
export function present<Field extends string>(...problems: Array<FormProblem<Field> | null>): FormProblem<Field>[] {
  return problems.filter((problem): problem is FormProblem<Field> => problem !== null);
}
