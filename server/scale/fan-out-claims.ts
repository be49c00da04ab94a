import type { SharedState } from './shared';

/**
 * Who pushes a stored message (new_message, preview, unread count) to the two parties: exactly one process.
 *
 * One process: the send that stored it; a resend of the same temp_id is confirmed and pushes nothing (the
 * recipient already had it). Several processes (REDIS_URL): the process that stored a message may die between
 * the commit and the push; the sender's client then resends to another process, whose store finds the row
 * (the unique (sender_id, temp_id) key) — and must push it, or the recipient never hears of it. So every process
 * claims the push in Redis (`SET <prefix>fanout:<id>:<temp_id> NX`, 10 minutes) before making it: the first store or resend
 * to claim pushes; the others, including a resend racing the original store, do not. What remains is the instant
 * between a claim and the push leaving the process (a crash there loses that push; the recipient's next thread
 * load or unread request shows the message).
 *
 * While Redis is unreachable: the one-process rule.
 *
 * The key names the message by its id *and* its sender's temp_id: ids start again after a database is reset or
 * restored while Redis keeps its keys, and a claim left by an earlier message 5 would otherwise silence the new
 * message 5's push for ten minutes (the chat-load bench, resetting its database between runs, lost exactly those).
 */
export class FanOutClaims {
  constructor(
    private readonly shared: SharedState | undefined,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  async claim(messageId: number, tempId: string, duplicate: boolean): Promise<boolean> {
    const { shared } = this;
    if (!shared || !shared.ready()) return !duplicate;
    try {
      return (await shared.fast.set(`${shared.prefix}fanout:${messageId}:${tempId}`, '1', 'PX', 600_000, 'NX')) === 'OK';
    } catch (error) {
      this.onError(error);
      return !duplicate;
    }
  }
}
