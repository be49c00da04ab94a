import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db/database';
import type { Keyring } from './auth/keyring';
import type { SharedState } from './scale/shared';
import type { SmsGateway } from './accounts/sms-gateway';

/**
 * What every part of the server is built from. A module of its own, importing no route or handler, so that the
 * parts can name it without importing the app that imports them (no import cycle through server/app.ts).
 */
export interface AppContext {
  config: ServerConfig;
  database: DatabaseHandle;
  /** Per-purpose signing keys (tokens, links, cookies, callbacks) derived from the master secret. */
  keys: Keyring;
  /** Redis, shared by every server process (REDIS_URL); undefined: one process, everything in memory. */
  shared?: SharedState | undefined;
  /** An SMS gateway handed in by the caller (tests, an embedding host); wins over SMS_GATEWAY (server/accounts/sms-gateway.ts). */
  smsGateway?: SmsGateway | undefined;
}

/** What starts a server: the keyring is resolved from the config and database unless one is given. */
export type AppInput = Omit<AppContext, 'keys'> & {
  keys?: Keyring;
  /** Where production's log goes (standard output unless given: a test reads the log of a production run). */
  logStream?: NodeJS.WritableStream;
};
