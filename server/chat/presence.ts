import type { Kysely } from 'kysely';
import type { Server } from 'socket.io';
import type { Database } from '../db/schema';
import { userRoom } from './room-names';

/**
 * Presence: a user is online while at least one of their sockets is connected. Changes are
 * broadcast as `user_online_status { user_id, is_online }` to the user rooms of their conversation partners.
 *
 * Counting is in memory, per process (docs/scaling.md says what changes with several processes). The
 * broadcast runs after an asynchronous partner query, so a quick connect → disconnect could resolve out of
 * order; each broadcast therefore sends the user's *current* state and is skipped when partners were
 * already told that state.
 */
export class PresenceTracker {
  private readonly sockets = new Map<number, number>();
  private readonly announced = new Map<number, boolean>();

  constructor(
    private readonly io: Server,
    private readonly db: Kysely<Database>,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  isOnline(userId: number): boolean {
    return (this.sockets.get(userId) ?? 0) > 0;
  }

  connected(userId: number): void {
    const count = (this.sockets.get(userId) ?? 0) + 1;
    this.sockets.set(userId, count);
    if (count === 1) void this.announce(userId);
  }

  disconnected(userId: number): void {
    const count = (this.sockets.get(userId) ?? 0) - 1;
    if (count > 0) {
      this.sockets.set(userId, count);
      return;
    }
    this.sockets.delete(userId);
    void this.announce(userId);
  }

  /** A map of id → online for the ids asked about. */
  statusOf(userIds: readonly number[]): Record<string, boolean> {
    const data: Record<string, boolean> = {};
    for (const id of userIds) data[String(id)] = this.isOnline(id);
    return data;
  }

  private async announce(userId: number): Promise<void> {
    try {
      const partners = await partnerIds(this.db, userId);
      const isOnline = this.isOnline(userId);
      // Never announced counts as offline: partners learn the initial state from get_online_status.
      if ((this.announced.get(userId) ?? false) === isOnline) return;
      if (isOnline) this.announced.set(userId, true);
      else this.announced.delete(userId);
      if (partners.length === 0) return;
      this.io.to(partners.map(userRoom)).emit('user_online_status', { user_id: userId, is_online: isOnline });
    } catch (error) {
      this.onError(error);
    }
  }
}

/** Everyone who shares a conversation with the user. */
export async function partnerIds(db: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('conversation_participants as me')
    .innerJoin('conversation_participants as other', 'other.conversation_id', 'me.conversation_id')
    .select('other.user_id')
    .distinct()
    .where('me.user_id', '=', userId)
    .where('other.user_id', '<>', userId)
    .execute();
  return rows.map((row) => row.user_id);
}
