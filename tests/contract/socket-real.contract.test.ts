import { GlobalClock } from '../../adapters/clock/global-clock';
import { SocketIoSocket } from '../../adapters/socket/socketio-socket';
import { resetDatabase } from '../server/helpers/test-server';
import { closeAll, connect, createListing, createUser, send, startChatApp } from '../server/chat/chat-helpers';
import { socketContract } from './support/socket-contract';
import { realDriver, type SocketWorld } from './support/socket-world';

/**
 * The socket contract against the real thing: SocketIoSocket (socket.io-client, loaded lazily as in the
 * browser) talking to the reference chat server over a real database, on real time. The same suite runs
 * against the fake and the mock chat socket in socket.contract.test.ts.
 */
socketContract('SocketIoSocket + real chat server', async () => {
  // A small rate limit so the burst test meets it quickly; no minimum interval, so ordinary sends pass.
  const app = await startChatApp({ rateLimitMessages: 12, minIntervalMs: 0 });
  await resetDatabase(app.database);
  const buyer = await createUser(app, 'kupuvac.contract@primer.mk', { full_name: 'Марко Николов' });
  const seller = await createUser(app, 'prodavac.contract@primer.mk', { full_name: 'Ана Петровска' });
  const listingId = await createListing(app, seller.id, 'Golf 7 2016');

  // The conversation a and b share starts like in the product: the buyer's first message from the listing page.
  const opener = await connect(app, buyer);
  const first = await send(opener, null, 'Здраво, дали е достапен?', { entity_id: listingId });
  closeAll([opener]);

  return {
    createPort: () => new SocketIoSocket({ url: app.url, ackTimeoutMs: 3_000 }),
    tokens: { a: buyer.token, b: seller.token, invalid: 'v1.1.1.invalid' },
    userIds: { a: buyer.id, b: seller.id },
    conversationId: first.conversation_id,
    refusalMessage: 'notAuthenticated',
    // Close the transport under the client (a network drop, not a deliberate server disconnect).
    dropConnection: async () => {
      for (const socket of app.io.sockets.sockets.values()) if ((socket.data as { userId?: number }).userId === buyer.id) socket.conn.close();
    },
    driver: realDriver,
    clock: new GlobalClock(),
    close: () => app.close(),
  } satisfies SocketWorld;
});
