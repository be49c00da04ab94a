import type { Language } from '../i18n/catalogue';

/**
 * The embedded chat's messages (docs/embed.md, decision 135). Three parties, three origins at most: the partner
 * page (the loader script, `window.OglasiChat`), the chat frame (Oglasi's origin, inside the partner page) and the
 * first-party sign-in window (Oglasi's origin, opened by the frame). Every message is a plain object whose `type`
 * starts with `oglasi-chat:`; anything else, or anything malformed, is ignored by the parsers below, which take
 * `unknown` (a `MessageEvent`'s data) and never throw. The chat token crosses only frame ← sign-in window, both
 * Oglasi's origin: it is never sent to the partner page.
 */

/** Partner page → frame: what `window.OglasiChat` asks for. */
export type HostCommand =
  | { type: 'oglasi-chat:open' }
  | { type: 'oglasi-chat:close' }
  | { type: 'oglasi-chat:start-conversation'; listingId: number }
  | { type: 'oglasi-chat:language'; language: Language };

/** How much of the partner page the frame needs: the launcher only, the sign-in prompt, or the open dialog. */
export type FrameLayout = 'launcher' | 'prompt' | 'dialog';

/** Frame → partner page: the typed events of `window.OglasiChat` (and the frame's size). */
export type FrameEvent =
  | { type: 'oglasi-chat:ready'; signedIn: boolean }
  | { type: 'oglasi-chat:layout'; layout: FrameLayout }
  | { type: 'oglasi-chat:unread'; count: number }
  | { type: 'oglasi-chat:open-change'; open: boolean }
  | { type: 'oglasi-chat:auth-change'; signedIn: boolean };

/** What the sign-in window hands the frame: the chat token and who it is for. */
export interface EmbedGrant {
  token: string;
  /** Seconds since the epoch. */
  expiresAt: number;
  user: { id: number; name: string | null; isSupportAgent: boolean };
}

/** Sign-in window → frame. */
export interface GrantMessage {
  type: 'oglasi-chat:grant';
  grant: EmbedGrant;
}

const MAX_LISTING_ID = 2_147_483_647;

function record(data: unknown): Record<string, unknown> | null {
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
}

export function parseHostCommand(data: unknown): HostCommand | null {
  const message = record(data);
  switch (message?.type) {
    case 'oglasi-chat:open':
      return { type: 'oglasi-chat:open' };
    case 'oglasi-chat:close':
      return { type: 'oglasi-chat:close' };
    case 'oglasi-chat:start-conversation': {
      const id = message.listingId;
      return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= MAX_LISTING_ID ? { type: 'oglasi-chat:start-conversation', listingId: id } : null;
    }
    case 'oglasi-chat:language':
      return message.language === 'mk' || message.language === 'sq' ? { type: 'oglasi-chat:language', language: message.language } : null;
    default:
      return null;
  }
}

export function parseGrantMessage(data: unknown): GrantMessage | null {
  const message = record(data);
  if (message?.type !== 'oglasi-chat:grant') return null;
  const grant = record(message.grant);
  const user = record(grant?.user);
  if (!grant || !user) return null;
  const { token, expiresAt } = grant;
  if (typeof token !== 'string' || token === '' || token.length > 700 || typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null;
  if (typeof user.id !== 'number' || !Number.isInteger(user.id) || user.id <= 0) return null;
  const name = typeof user.name === 'string' ? user.name : null;
  return { type: 'oglasi-chat:grant', grant: { token, expiresAt, user: { id: user.id, name, isSupportAgent: user.isSupportAgent === true } } };
}

/** The server's `POST /api/embed/chat-token` answer as a grant; null when it is not one. */
export function grantFromAnswer(body: unknown): EmbedGrant | null {
  const answer = record(body);
  const user = record(answer?.user);
  if (answer?.status !== 'success' || !user) return null;
  return parseGrantMessage({ type: 'oglasi-chat:grant', grant: { token: answer.token, expiresAt: answer.expires_at, user: { id: user.id, name: user.name, isSupportAgent: user.is_support_agent } } })?.grant ?? null;
}
