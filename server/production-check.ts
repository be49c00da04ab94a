import type { ServerConfig } from './config';
import { secretListProblem } from './auth/master-secrets';

/**
 * The start-up self-check of a production server (NODE_ENV=production): what must be set before it may start
 * (`missing`) and what is probably wrong (`warnings`). main.ts prints both and refuses to start while anything
 * is missing; the README's "Deploying to production" lists the same variables.
 */
export interface ProductionReport {
  missing: string[];
  warnings: string[];
}

export function productionReport(config: ServerConfig): ProductionReport {
  const missing: string[] = [];
  const warnings: string[] = [];
  const secretProblem = secretListProblem(config.tokenSecrets);
  if (secretProblem) missing.push(secretProblem);
  if (!config.publicUrl.startsWith('https://')) {
    warnings.push(
      `PUBLIC_URL is ${config.publicUrl}: set the site's public https address. Session cookies are Secure in production, so the site must be served over HTTPS (a proxy in front that terminates TLS).`,
    );
  }
  if (!config.databaseUrl) {
    warnings.push('DATABASE_URL is not set: the embedded database in DATA_DIR serves one process only. Set DATABASE_URL to a PostgreSQL for production.');
  }
  const plain = config.embedOrigins.filter((origin) => !origin.startsWith('https://'));
  if (plain.length > 0) {
    warnings.push(`EMBED_ORIGINS lists ${plain.join(', ')} without https: anyone on the network path can change those pages, and with them what the embedded chat is asked to do.`);
  }
  if (config.smsGateway === 'outbox') {
    warnings.push('SMS_GATEWAY is outbox: SMS codes only go to the outbox table, so nobody receives them. Plug in a real gateway (docs/api.md "SMS gateway") or leave SMS_GATEWAY unset to turn SMS sign-in off.');
  }
  return { missing, warnings };
}

/** What production changes, printed once at start so an operator sees it. */
export const PRODUCTION_MODE_LINES = [
  'production mode: Secure session cookies, HSTS, no /api/dev/outbox, no test routes, request logging on.',
];

/** Prints the report; true when the server may start. */
export function printProductionReport(report: ProductionReport, print: (line: string) => void = console.error): boolean {
  for (const line of report.missing) print(`Oglasi: cannot start — ${line}`);
  for (const line of report.warnings) print(`Oglasi: warning — ${line}`);
  return report.missing.length === 0;
}
