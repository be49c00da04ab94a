import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** Accept-Encoding values seen so far (browsers send a handful of fixed strings) → the encoding to use. */
const negotiated = new Map<string, ContentEncoding | undefined>();

/** The best encoding the client accepts: br, then gzip; a `q=0` refuses one. */
export function preferredEncoding(header: string | string[] | undefined): ContentEncoding | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return undefined;
  if (negotiated.has(value)) return negotiated.get(value);
  const accepted = new Set<string>();
  for (const part of value.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  const choice: ContentEncoding | undefined = accepted.has('br') ? 'br' : accepted.has('gzip') || accepted.has('*') ? 'gzip' : undefined;
  // The cap keeps made-up headers from growing the map.
  if (negotiated.size < 64) negotiated.set(value, choice);
  return choice;
}

/** Compresses an answer made on the fly: brotli at a middle quality (the top ones cost milliseconds), gzip 6. */
export function compressBody(body: Buffer | string, encoding: ContentEncoding): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) } });
  }
  return gzipSync(body, { level: 6 });
}
