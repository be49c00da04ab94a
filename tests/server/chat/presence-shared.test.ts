import type { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PresenceTracker } from '../../../server/chat/presence';
import type { SharedPresence } from '../../../server/scale/presence-store';
import { resetDatabase, type TestApp } from '../helpers/test-server';
import { pause, sellerAndBuyer, startChatApp, startConversation } from './chat-helpers';

/**
 * Presence announced by several processes (server/chat/presence.ts). The shared store is an in-memory stand-in
 * for the Redis one (its own suite runs on Redis) whose state lookups can be held back, so the interleavings that a
 * loaded machine produces by chance are produced here on purpose.
 */
class HeldSharedPresence {
  readonly holders = new Map<number, Set<string>>();
  private held: (() => void)[] = [];
  holdReads = false;

  constructor(private readonly process: string, private readonly all?: HeldSharedPresence) {}

  forProcess(name: string): HeldSharedPresence {
    return new HeldSharedPresence(name, this.all ?? this);
  }

  releaseReads(): void {
    const held = this.held;
    this.held = [];
    held.forEach((release) => release());
  }

  async add(userId: number): Promise<void> {
    this.set(userId).add(this.process);
  }

  async remove(userId: number): Promise<void> {
    this.set(userId).delete(this.process);
  }

  async online(userIds: readonly number[]): Promise<Set<number>> {
    if (this.holdReads) await new Promise<void>((resolve) => this.held.push(resolve));
    return new Set(userIds.filter((id) => this.set(id).size > 0));
  }

  private set(userId: number): Set<string> {
    const holders = (this.all ?? this).holders;
    if (!holders.has(userId)) holders.set(userId, new Set());
    return holders.get(userId)!;
  }
}

type Announcement = { room: string[]; user_id: number; is_online: boolean };

function announcementsTo(heard: Announcement[]): Server {
  return {
    to: (room: string[]) => ({
      emit: (_event: string, payload: { user_id: number; is_online: boolean }) => void heard.push({ room, ...payload }),
    }),
  } as unknown as Server;
}

describe('presence with a shared store: what partners last hear is the truth', () => {
  let app: TestApp;
  let sellerId: number;

  beforeAll(async () => {
    app = await startChatApp({ minIntervalMs: 0 });
    await resetDatabase(app.database);
    const { seller, buyer, listingId } = await sellerAndBuyer(app, 'Фотелја');
    await startConversation(app, buyer, listingId, 'Здраво');
    sellerId = seller.id;
    await pause(50);
  });
  afterAll(() => app.close());

  const trackers = () => {
    const heard: Announcement[] = [];
    const store = new HeldSharedPresence('B');
    const onC = store.forProcess('C');
    const b = new PresenceTracker(announcementsTo(heard), app.database.db, undefined, store as unknown as SharedPresence);
    const c = new PresenceTracker(announcementsTo(heard), app.database.db, undefined, onC as unknown as SharedPresence);
    return { heard, store, onC, b, c };
  };
  const settle = () => pause(100);

  it('offline is announced by the process whose last socket closes, though another process said online', async () => {
    const { heard, onC, b, c } = trackers();
    b.connected(sellerId);
    await settle();
    expect(heard.at(-1)).toMatchObject({ user_id: sellerId, is_online: true });

    // C's socket connects and is published, but C is slow to look up the state it announces. Meanwhile B's
    // socket closes (B sees C's entry: still online, nothing to say) and then C's closes too.
    onC.holdReads = true;
    c.connected(sellerId);
    await settle();
    b.disconnected(sellerId);
    await settle();
    c.disconnected(sellerId);
    await settle();
    onC.holdReads = false;
    onC.releaseReads();
    await settle();
    expect(heard.at(-1)).toMatchObject({ user_id: sellerId, is_online: false });
  });

  it('a user still connected through another process is never last announced offline', async () => {
    const { heard, b, c } = trackers();
    b.connected(sellerId);
    c.connected(sellerId);
    await settle();
    b.disconnected(sellerId);
    await settle();
    expect(heard.at(-1)).toMatchObject({ user_id: sellerId, is_online: true });
    c.disconnected(sellerId);
    await settle();
    expect(heard.at(-1)).toMatchObject({ user_id: sellerId, is_online: false });
    c.connected(sellerId);
    await settle();
    expect(heard.at(-1)).toMatchObject({ user_id: sellerId, is_online: true });
  });
});
