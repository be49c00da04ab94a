import type { FastifyRequest } from 'fastify';
import '@fastify/multipart';
import { MAX_IMAGE_BYTES } from '../media/image-types';

/** A register/update body read the same way from JSON or multipart (docs/product/errors.md: snake_case keys, additionalFields[key]). */
export interface FormInput {
  fields: Record<string, string>;
  additional: Record<string, string>;
  /** Uploaded files by field name (only the fields the caller asked for; others are drained unread). */
  files: Record<string, Buffer>;
  /** Every file of a repeated field (e.g. a listing's `images`), in order. */
  fileLists: Record<string, Buffer[]>;
}

export type FormResult = { ok: true; form: FormInput } | { ok: false; messageId: 'imageTooLarge' | 'invalidRequest' };

const ADDITIONAL = /^additionalFields\[([^\]]{1,60})\]$/;

function put(form: FormInput, key: string, value: unknown): void {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return;
  const text = String(value);
  const nested = ADDITIONAL.exec(key);
  if (nested?.[1]) form.additional[nested[1]] = text;
  else if (!key.includes('[')) form.fields[key] = text;
}

export async function readForm(
  request: FastifyRequest,
  fileFields: readonly string[],
  repeated: { field: string; max: number } | undefined = undefined,
): Promise<FormResult> {
  const form: FormInput = { fields: Object.create(null), additional: Object.create(null), files: Object.create(null), fileLists: Object.create(null) };
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const list = repeated && (part.fieldname === repeated.field || part.fieldname === `${repeated.field}[]`) ? (form.fileLists[repeated.field] ??= []) : undefined;
          if (list && list.length < (repeated?.max ?? 0)) list.push(await part.toBuffer());
          else if (fileFields.includes(part.fieldname) && !form.files[part.fieldname]) form.files[part.fieldname] = await part.toBuffer();
          else part.file.resume();
        } else {
          put(form, part.fieldname, part.value);
        }
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      return { ok: false, messageId: code === 'FST_REQ_FILE_TOO_LARGE' ? 'imageTooLarge' : 'invalidRequest' };
    }
    if (Object.values(form.files).some((bytes) => bytes.length > MAX_IMAGE_BYTES)) return { ok: false, messageId: 'imageTooLarge' };
    return { ok: true, form };
  }
  const body = request.body;
  if (body === undefined || body === null) return { ok: true, form };
  if (typeof body !== 'object' || Array.isArray(body)) return { ok: false, messageId: 'invalidRequest' };
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (key === 'additionalFields' && value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [name, inner] of Object.entries(value as Record<string, unknown>)) put(form, `additionalFields[${name}]`, inner);
    } else {
      put(form, key, value);
    }
  }
  return { ok: true, form };
}
