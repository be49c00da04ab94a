import type { FastifyServerOptions, FastifyRequest } from 'fastify';

/**
 * Production's log never holds a secret (docs/api.md "Logging"): no token, code, password, session or device
 * cookie, and no link that works — whoever reads the logs must not be able to take over an account with them.
 *
 * - Query parameters that carry a secret (reset and activation links, signed callbacks, codes) are replaced in every
 *   logged URL: `/korisnik/nova-lozinka?token=[redacted]&email=[redacted]`.
 * - Headers are not logged at all by the request serializer; should any code log a request's or answer's headers,
 *   or a body, pino's `redact` removes the credentials in them.
 * - The outbox logs who a message went to, masked, never its link or text (server/mail/outbox.ts).
 */
export const REDACTED = '[redacted]';

/** Query parameters whose value is (or, with the others, completes) a credential. */
const SECRET_PARAMETER = /^(token|signature|sig|hash|code|password|password_confirmation|passwordconfirmation|secret|key|email|phone|phone_number|to)$/i;

/** The URL with every secret-carrying query value replaced; anything unparseable keeps only its path. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const path = url.slice(0, query);
  try {
    const params = new URLSearchParams(url.slice(query + 1));
    const kept = [...params].map(([name, value]) => `${encodeURIComponent(name)}=${SECRET_PARAMETER.test(name) ? REDACTED : encodeURIComponent(value)}`);
    return kept.length ? `${path}?${kept.join('&')}` : path;
  } catch {
    return `${path}?${REDACTED}`;
  }
}

/** Credentials wherever a logged object may carry them (pino `redact` paths; `*` is one level). */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.passwordConfirmation',
  '*.password_confirmation',
  '*.token',
  '*.code',
  '*.signature',
  'body.password',
  'body.token',
  'body.code',
];

/** Fastify's logger options in production: info level, secret-free request lines, credentials redacted. */
export function productionLoggerOptions(stream?: NodeJS.WritableStream): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: 'info',
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
