import sharp from 'sharp';

/** A real PNG of the given size (a coloured square), for upload tests. */
export function pngBytes(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } }).png().toBuffer();
}

/** Multipart body with fields and one file part. */
export function multipart(fields: Record<string, string>, file?: { field: string; name: string; type: string; bytes: Buffer }): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}
