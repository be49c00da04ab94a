import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface OutgoingMessage {
  channel?: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  link?: string;
}

/**
 * There is no mail server or SMS gateway here: what would be sent goes to the `outbox` table (readable at
 * GET /api/dev/outbox outside production) and to the server log, so a developer can follow the links.
 */
export async function deliver(db: Kysely<Database>, log: FastifyBaseLogger | undefined, message: OutgoingMessage): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      channel: message.channel ?? 'email',
      recipient: message.to,
      subject: message.subject,
      body: message.body,
      link: message.link ?? null,
    })
    .execute();
  const line = `[outbox] ${message.channel ?? 'email'} to ${message.to}: ${message.subject}${message.link ? ` ${message.link}` : ''}`;
  // The request logger is silent outside production, so the developer's console gets the line directly.
  if (log && process.env.NODE_ENV === 'production') log.info(line);
  else if (!process.env.VITEST) console.log(message.channel === 'sms' ? `${line} — ${message.body}` : line);
}
