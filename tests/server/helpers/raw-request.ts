import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Names and values as they came on the wire (case and order kept). */
  rawHeaders: string[];
  bytes: Buffer;
}

/**
 * One request with exactly the given headers (fetch would add Accept-Encoding and decompress): status, headers
 * and the raw bytes of the body.
 */
export function rawRequest(base: string, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method: options.method ?? 'GET', headers: options.headers ?? {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, rawHeaders: response.rawHeaders, bytes: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(options.body);
  });
}
