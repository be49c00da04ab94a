import type { FastifyReply } from 'fastify';
import { cleanTextInput, INVALID_CHARACTERS, type TextShape } from '../../core/validation/text-input';
import { sendValidationError } from './replies';

/**
 * Core's text-input rule over a form's text fields (docs/api.md "Text input"): each named field present is replaced
 * by its cleaned text (NFC, invisible formatting removed, trimmed); a field with refused characters (NUL, control
 * characters, a lone surrogate) is returned as `{ field: ['invalidCharacters'] }`. Fields not named are left alone.
 */
export function cleanFormText(fields: Record<string, string>, shapes: Readonly<Record<string, TextShape>>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [name, shape] of Object.entries(shapes)) {
    const raw = fields[name];
    if (raw === undefined) continue;
    const checked = cleanTextInput(raw, shape);
    if (checked.ok) fields[name] = checked.text;
    else errors[name] = [INVALID_CHARACTERS];
  }
  return errors;
}

/** One optional text value from a JSON body: its cleaned text, undefined when absent, or false when refused. */
export function cleanBodyText(value: unknown, shape: TextShape): string | undefined | false {
  if (typeof value !== 'string') return undefined;
  const checked = cleanTextInput(value, shape);
  return checked.ok ? checked.text : false;
}

/** The 422 answer for refused characters: `invalidCharacters`, with the fields that hold them. */
export const refuseCharacters = (reply: FastifyReply, errors: Record<string, string[]>): FastifyReply => sendValidationError(reply, INVALID_CHARACTERS, errors);
