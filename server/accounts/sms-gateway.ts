import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { deliver } from '../mail/outbox';

/**
 * The port every SMS gateway plugs into (docs/api.md "SMS gateway", docs/decisions/150-sms-gateway-and-code-limits.md).
 * Everything that rests on a code sent by SMS — sign-in, registration, phone verification and change, deletion of an
 * account without a password — exists only when a gateway is configured: with none, those routes answer like an
 * unknown sign-in method and no code is ever made or checked. The dev outbox is the one gateway built in; a real one
 * is another implementation of this interface, chosen by SMS_GATEWAY (`smsGatewayFor`).
 */
export interface SmsMessage {
  /** Normalised international number, e.g. '+38970123456'. */
  to: string;
  /** A short title (the dev outbox shows it; a real gateway may ignore it). */
  subject: string;
  /** The text the phone shows, already in the recipient's language. */
  body: string;
}

export interface SmsGateway {
  readonly name: string;
  /**
   * Hands one message to the gateway. A rejection means it was not sent (the caller answers with an error rather
   * than tell the person a code is on its way).
   */
  send(message: SmsMessage, log?: FastifyBaseLogger): Promise<void>;
}

/** The development gateway: the message goes to the `outbox` table (GET /api/dev/outbox outside production). */
export class OutboxSmsGateway implements SmsGateway {
  readonly name = 'outbox';

  constructor(private readonly db: Kysely<Database>) {}

  async send(message: SmsMessage, log?: FastifyBaseLogger): Promise<void> {
    await deliver(this.db, log, { channel: 'sms', to: message.to, subject: message.subject, body: message.body });
  }
}

/** The gateways SMS_GATEWAY may name; `none` turns SMS off (the default in production). */
export const SMS_GATEWAYS = ['outbox', 'none'] as const;
export type SmsGatewayName = (typeof SMS_GATEWAYS)[number];

/**
 * SMS_GATEWAY, read by server/config.ts: unset means `outbox` outside production and `none` in production, so a
 * production server never offers a sign-in method whose codes nobody receives.
 */
export function parseSmsGateway(value: string | undefined, production: boolean): SmsGatewayName {
  const name = (value ?? '').trim();
  if (name === '') return production ? 'none' : 'outbox';
  if ((SMS_GATEWAYS as readonly string[]).includes(name)) return name as SmsGatewayName;
  throw new Error(`SMS_GATEWAY: unknown gateway "${name}" (this build has: ${SMS_GATEWAYS.join(', ')})`);
}

/** The configured gateway; undefined: no SMS at all. A real gateway is added here, under its own name. */
export function smsGatewayFor(name: SmsGatewayName, db: Kysely<Database>): SmsGateway | undefined {
  switch (name) {
    case 'outbox':
      return new OutboxSmsGateway(db);
    case 'none':
      return undefined;
  }
}
