import type { Kysely } from 'kysely';
import type { Server } from 'socket.io';
import type { Database } from '../db/schema';
import type { SharedPresence } from '../scale/presence-store';
import { userRoom } from './room-names';

/**
 * Presence: a user is online while at least one of their sockets is connected, on any server process. Changes
 * are broadcast as `user_online_status { user_id, is_online }` to the user rooms of their conversation partners.
 *
 * Each process counts its own sockets in memory; with REDIS_URL it also publishes which users it holds
 * (`SharedPresence`, a heartbeat-refreshed entry per user and process), and "offline" is announced only when no
 * process has one left.
 *
 * Each process announces the user's *current* state (not the transition it saw), since the broadcast runs after
 * asynchronous steps and a quick connect → disconnect could otherwise resolve out of order. Alone, a process knows
 * what partners were told and skips repeats. With the shared presence it does not: partners may have heard
 * "online" from another process, so a process whose own last socket closes must say "offline" even if it never
 * said "online" itself. There it announces on every local first connect and last disconnect; a repeated state is
 * harmless to clients, a missing "offline" leaves a user shown online forever.
 */
export class PresenceTracker {
  private readonly sockets = new Map<number, number>();
  private readonly announced = new Map<number, boolean>();

  constructor(
    private readonly io: Server,
    private readonly db: Kysely<Database>,
    private readonly onError: (error: unknown) => void = () => undefined,
    private readonly shared?: SharedPresence,
  ) {}

  /** The users with at least one socket on this process (the shared presence's heartbeat refreshes them). */
  localUsers(): Iterable<number> {
    return this.sockets.keys();
  }

  async isOnline(userId: number): Promise<boolean> {
    return (await this.statusOf([userId]))[String(userId)] === true;
  }

  connected(userId: number): void {
    const count = (this.sockets.get(userId) ?? 0) + 1;
    this.sockets.set(userId, count);
    if (count === 1) void this.publish(userId, true);
  }

  disconnected(userId: number): void {
    const count = (this.sockets.get(userId) ?? 0) - 1;
    if (count > 0) {
      this.sockets.set(userId, count);
      return;
    }
    this.sockets.delete(userId);
    void this.publish(userId, false);
  }

  /** A map of id → online for the ids asked about. */
  async statusOf(userIds: readonly number[]): Promise<Record<string, boolean>> {
    const elsewhere = this.shared ? await this.shared.online(userIds.filter((id) => !this.sockets.has(id))) : undefined;
    const data: Record<string, boolean> = {};
    for (const id of userIds) data[String(id)] = this.sockets.has(id) || (elsewhere?.has(id) ?? false);
    return data;
  }

  private async publish(userId: number, here: boolean): Promise<void> {
    try {
      if (this.shared) await (here ? this.shared.add(userId) : this.shared.remove(userId));
    } catch (error) {
      this.onError(error);
    }
    await this.announce(userId);
  }

  private async announce(userId: number): Promise<void> {
    try {
      const partners = await partnerIds(this.db, userId);
      const isOnline = await this.isOnline(userId);
      // Never announced counts as offline: partners learn the initial state from get_online_status.
      if (!this.shared && (this.announced.get(userId) ?? false) === isOnline) return;
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
