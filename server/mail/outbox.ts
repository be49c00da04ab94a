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
 * GET /api/dev/outbox outside production). The log says that a message went and to whom, masked — never its link,
 * code or text, which would let whoever reads the log take the account over (docs/api.md "Logging"). Outside
 * production the developer's console gets the whole line, link and SMS text included, to follow them.
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
  const channel = message.channel ?? 'email';
  // Outside production the request logger is Fastify's silent one; in production this is the only line written.
  log?.info({ channel, to: maskRecipient(message.to), withLink: message.link !== undefined }, `[outbox] ${channel} sent to ${maskRecipient(message.to)}`);
  if (process.env.NODE_ENV !== 'production' && !process.env.VITEST) {
    const line = `[outbox] ${channel} to ${message.to}: ${message.subject}${message.link ? ` ${message.link}` : ''}`;
    console.log(channel === 'sms' ? `${line} — ${message.body}` : line);
  }
}

/** "nikola@primer.mk" → "n***@primer.mk"; "+38970123456" → "+389*****456": enough to follow a complaint, not to contact. */
export function maskRecipient(recipient: string): string {
  const at = recipient.indexOf('@');
  if (at > 0) return `${recipient[0]}***${recipient.slice(at)}`;
  if (recipient.length <= 7) return '***';
  return `${recipient.slice(0, 4)}${'*'.repeat(recipient.length - 7)}${recipient.slice(-3)}`;
}
