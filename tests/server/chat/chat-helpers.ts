import { io as connectClient, type Socket } from 'socket.io-client';
import { decodeChatEvent } from '../../../core/chat/codec/decode-payload';
import type { ServerChatEvent, ServerChatPayload } from '../../../core/schemas/chat-events';
import { signAccessToken } from '../../../server/auth/tokens';
import { createSession } from '../../../server/auth/sessions';
import type { ChatOptions } from '../../../server/chat/options';
import type { ImageVariants } from '../../../server/db/schema';
import { startTestApp, type TestApp } from '../helpers/test-server';

/** A test server with chat options of the test's own (fast limits, compact payloads on or off). */
export function startChatApp(chat: Partial<ChatOptions> = {}): Promise<TestApp> {
  return startTestApp({ chat, supportEmail: 'poddrska@primer.mk' });
}

export interface TestUser {
  id: number;
  token: string;
  email: string;
  /** The sign-in session the token belongs to (server/auth/tokens.ts). */
  sessionKey: string;
}

/** A live sign-in session row for a user, as a login makes one; answers its key for signing tokens. */
export async function openTestSession(app: TestApp, userId: number): Promise<string> {
  return (await createSession(app.database.db, userId)).sessionKey;
}

export async function createUser(
  app: TestApp,
  email: string,
  fields: {
    full_name?: string;
    role?: 'user' | 'support' | 'admin';
    banned?: boolean;
    display_name?: string;
  } = {},
): Promise<TestUser> {
  const row = await app.database.db
    .insertInto('users')
    .values({
      email,
      full_name: fields.full_name ?? null,
      role: fields.role ?? 'user',
      banned: fields.banned ?? false,
      user_meta: JSON.stringify(fields.display_name ? { display_name: fields.display_name } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sessionKey = await openTestSession(app, row.id);
  return {
    id: row.id,
    email,
    sessionKey,
    token: signAccessToken(row.id, sessionKey, { keys: app.keys, ttlSeconds: 3600 }),
  };
}

const image = (name: string): ImageVariants => ({
  original: `/uploads/${name}.jpg`,
  profile_small_webp: `/uploads/${name}-52.webp`,
  profile_webp: `/uploads/${name}-168.webp`,
  gallery_thumb_webp: `/uploads/${name}-360.webp`,
  thumb_webp: `/uploads/${name}-606.webp`,
  medium_webp: `/uploads/${name}-1488.webp`,
  lightbox_webp: `/uploads/${name}-2000.webp`,
});

let categoryId: number | undefined;

/** An active listing of `ownerId` (a category is created on first use after each reset). */
export async function createListing(
  app: TestApp,
  ownerId: number,
  title: string,
  status: 'active' | 'archived' | 'moderation' = 'active',
): Promise<number> {
  const db = app.database.db;
  const existing = await db
    .selectFrom('categories')
    .select('id')
    .where('slug', '=', 'test-chat')
    .executeTakeFirst();
  categoryId =
    existing?.id ??
    (
      await db
        .insertInto('categories')
        .values({ name: 'Тест', slug: 'test-chat' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
  const row = await db
    .insertInto('listings')
    .values({
      user_id: ownerId,
      title,
      slug,
      status,
      category_id: categoryId,
      images: JSON.stringify([image(slug)]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A real socket.io client, websocket only, no reconnection (a test sees every refusal as it is). */
export function openSocket(app: TestApp, token: string | undefined): Socket {
  return connectClient(app.url, {
    path: '/socket',
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    reconnection: false,
    forceNew: true,
    timeout: 5_000,
  });
}

export async function connect(app: TestApp, user: TestUser): Promise<Socket> {
  const socket = openSocket(app, user.token);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  return socket;
}

/** The next `event` (decoded and validated exactly as the client does) that satisfies `match`. */
export function next<E extends ServerChatEvent>(
  socket: Socket,
  event: E,
  match: (payload: ServerChatPayload<E>) => boolean = () => true,
  timeoutMs = 8_000,
): Promise<ServerChatPayload<E>> {
  const name: string = event;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(name, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (raw: unknown) => {
      const decoded = decodeChatEvent(event, raw);
      if (!decoded.ok) {
        clearTimeout(timer);
        socket.off(name, listener);
        reject(new Error(`${event} did not decode: ${JSON.stringify(decoded.error)}`));
        return;
      }
      if (!match(decoded.value)) return;
      clearTimeout(timer);
      socket.off(name, listener);
      resolve(decoded.value);
    };
    socket.on(name, listener);
  });
}

/** The next raw payload of any event name (for chat_error, which has no client schema). */
export function nextRaw(socket: Socket, event: string, timeoutMs = 8_000): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: Record<string, unknown>) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Collects every payload of an event from now on (to assert that something did NOT arrive). */
export function collect(socket: Socket, event: string): unknown[] {
  const seen: unknown[] = [];
  socket.on(event, (payload: unknown) => seen.push(payload));
  return seen;
}

export function ack<T = Record<string, unknown>>(
  socket: Socket,
  event: string,
  payload?: unknown,
): Promise<T> {
  const timed = socket.timeout(8_000);
  return (payload === undefined ? timed.emitWithAck(event) : timed.emitWithAck(event, payload)) as Promise<T>;
}

let tempCounter = 0;
export const tempId = (): string => `t-${Date.now().toString(36)}-${(tempCounter += 1)}`;

/** send_message as the client builds it (docs/product/chat.md Pending outbound message). */
export function outbound(
  conversationId: number | string | null,
  message: string,
  extra: Record<string, unknown> = {},
) {
  return {
    conversation_id: conversationId,
    entity_id: null,
    message,
    temp_id: tempId(),
    timestamp: Date.now(),
    status: 'sending',
    ...extra,
  };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Closes sockets, ignoring ones already closed. */
export function closeAll(sockets: Socket[]): void {
  for (const socket of sockets.splice(0)) socket.close();
}

/** Sends one message and waits for its confirmation; returns it. */
export async function send(
  socket: Socket,
  conversationId: number | string | null,
  text: string,
  extra: Record<string, unknown> = {},
) {
  const message = outbound(conversationId, text, extra);
  const delivered = next(socket, 'message_delivered', (d) => d.temp_id === message.temp_id);
  socket.emit('send_message', message);
  return { ...(await delivered), temp_id: message.temp_id };
}

/** Inserts `count` messages of a conversation directly (fixtures for paging), oldest first, one minute apart. */
export async function insertMessages(
  app: TestApp,
  conversationId: number,
  from: number,
  to: number,
  count: number,
  start = new Date('2026-11-20T09:00:00Z'),
): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    conversation_id: conversationId,
    sender_id: i % 2 === 0 ? from : to,
    recipient_id: i % 2 === 0 ? to : from,
    body: `Порака ${i + 1}`,
    temp_id: `fixture-${conversationId}-${i}`,
    created_at: new Date(start.getTime() + i * 60_000),
  }));
  await app.database.db.insertInto('messages').values(rows).execute();
}

/** The sockets one suite opens: `open` connects a user and remembers the socket, `closeAll` closes them. */
export function socketPool(getApp: () => TestApp) {
  const sockets: Socket[] = [];
  return {
    async open(user: TestUser): Promise<Socket> {
      const socket = await connect(getApp(), user);
      sockets.push(socket);
      return socket;
    },
    closeAll: () => closeAll(sockets),
  };
}

/** The usual cast: the demo seller with one active listing, and the demo buyer. */
export async function sellerAndBuyer(app: TestApp, listingTitle: string) {
  const seller = await createUser(app, 'prodavac@primer.mk', { full_name: 'Ана Петровска' });
  const buyer = await createUser(app, 'kupuvac@primer.mk', { full_name: 'Марко Николов' });
  const listingId = await createListing(app, seller.id, listingTitle);
  return { seller, buyer, listingId };
}

/** The buyer's first message from the listing page, which creates the conversation; returns its id. */
export async function startConversation(
  app: TestApp,
  buyer: TestUser,
  listingId: number,
  text: string,
): Promise<number> {
  const socket = await connect(app, buyer);
  try {
    return Number((await send(socket, null, text, { entity_id: listingId })).conversation_id);
  } finally {
    socket.close();
  }
}
