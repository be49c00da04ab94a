import { createHash, randomBytes } from 'node:crypto';
import '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, SocialProfile } from '../../db/schema';
import type { SocialProvider } from '../../../core/accounts/providers';
import type { VerifiedIdentity } from './verify';

/** The cookie that binds a started sign-in, its nonce and its ticket to one browser (decision 158). */
export const BROWSER_COOKIE = 'oglasi_oidc';
const REQUEST_TTL_MS = 10 * 60_000;
const TICKET_TTL_MS = 30 * 60_000;
const CONFIRM_TTL_MS = 24 * 3600_000;

const random = () => randomBytes(32).toString('base64url');
export const hashOf = (value: string) => createHash('sha256').update(value).digest('base64url');
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * This browser's binding (the hash of its cookie), made when absent. SameSite=None+Secure in production, because
 * Apple answers with a cross-site form POST that a Lax cookie would not come with; Lax elsewhere (plain http).
 */
export function browserBinding(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = request.cookies[BROWSER_COOKIE];
  if (typeof existing === 'string' && TOKEN.test(existing)) return hashOf(existing);
  const value = random();
  reply.setCookie(BROWSER_COOKIE, value, { httpOnly: true, secure, sameSite: secure ? 'none' : 'lax', path: '/api/auth', maxAge: 24 * 3600 });
  return hashOf(value);
}

/** The binding this request carries, without making one. */
export function existingBinding(request: FastifyRequest): string | undefined {
  const value = request.cookies[BROWSER_COOKIE];
  return typeof value === 'string' && TOKEN.test(value) ? hashOf(value) : undefined;
}

export interface StartedRequest {
  state: string;
  nonce: string;
  codeVerifier: string;
  codeChallenge: string;
}

/** A code flow's state, nonce and PKCE verifier, kept until the answer comes back to this browser. */
export async function startRequest(db: Kysely<Database>, provider: SocialProvider, browserHash: string, redirectPath: string | null): Promise<StartedRequest> {
  const state = random();
  const nonce = random();
  const codeVerifier = random();
  await db
    .insertInto('social_requests')
    .values({ id_hash: hashOf(state), provider, nonce, code_verifier: codeVerifier, browser_hash: browserHash, redirect_path: redirectPath, expires_at: new Date(Date.now() + REQUEST_TTL_MS) })
    .execute();
  return { state, nonce, codeVerifier, codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url') };
}

/** A one-tap nonce for this browser. */
export async function oneTapNonce(db: Kysely<Database>, provider: SocialProvider, browserHash: string): Promise<string> {
  const nonce = random();
  await db
    .insertInto('social_requests')
    .values({ id_hash: hashOf(nonce), provider, nonce, code_verifier: null, browser_hash: browserHash, redirect_path: null, expires_at: new Date(Date.now() + REQUEST_TTL_MS) })
    .execute();
  return nonce;
}

/** Takes (deletes) the code flow started with `state` in this browser: good once. */
export async function takeRequestByState(db: Kysely<Database>, provider: SocialProvider, state: unknown, browserHash: string | undefined) {
  if (typeof state !== 'string' || !TOKEN.test(state) || !browserHash) return undefined;
  const row = await db.deleteFrom('social_requests').where('id_hash', '=', hashOf(state)).returningAll().executeTakeFirst();
  if (!row || row.provider !== provider || row.browser_hash !== browserHash || row.expires_at < new Date() || row.code_verifier === null) return undefined;
  return row;
}

/** Takes (deletes) the one-tap nonce a token carries, if this browser was given it: a replayed token finds none. */
export async function takeOneTapNonce(db: Kysely<Database>, provider: SocialProvider, nonce: string, browserHash: string | undefined): Promise<boolean> {
  if (!browserHash) return false;
  const row = await db.deleteFrom('social_requests').where('nonce', '=', nonce).where('code_verifier', 'is', null).returningAll().executeTakeFirst();
  return row !== undefined && row.provider === provider && row.browser_hash === browserHash && row.expires_at >= new Date();
}

/** A verified identity waiting in this browser for the terms or a link confirmation; answers the ticket. */
export async function createTicket(db: Kysely<Database>, identity: VerifiedIdentity, browserHash: string, redirectPath: string | null, linkUserId: number | null): Promise<string> {
  const ticket = random();
  const profile: SocialProfile = { ...(identity.givenName ? { given_name: identity.givenName } : {}), ...(identity.familyName ? { family_name: identity.familyName } : {}), ...(identity.name ? { name: identity.name } : {}) };
  await db
    .insertInto('social_tickets')
    .values({
      ticket_hash: hashOf(ticket),
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
      email_verified: identity.emailVerified,
      profile: JSON.stringify(profile),
      browser_hash: browserHash,
      redirect_path: redirectPath,
      link_user_id: linkUserId,
      confirm_hash: null,
      expires_at: new Date(Date.now() + TICKET_TTL_MS),
    })
    .execute();
  return ticket;
}

export async function readTicket(db: Kysely<Database>, provider: string, ticket: unknown, browserHash: string | undefined) {
  if (typeof ticket !== 'string' || !TOKEN.test(ticket) || !browserHash) return undefined;
  const row = await db.selectFrom('social_tickets').selectAll().where('ticket_hash', '=', hashOf(ticket)).executeTakeFirst();
  if (!row || row.provider !== provider || row.browser_hash !== browserHash || row.expires_at < new Date()) return undefined;
  return row;
}

/** Gives a link ticket an e-mailed confirmation token (a day long); answers the token for the link. */
export async function addConfirmation(db: Kysely<Database>, ticketHash: string): Promise<string> {
  const token = random();
  await db.updateTable('social_tickets').set({ confirm_hash: hashOf(token), expires_at: new Date(Date.now() + CONFIRM_TTL_MS) }).where('ticket_hash', '=', ticketHash).execute();
  return token;
}

/** Takes (deletes) the link ticket an e-mailed confirmation names; any browser may open the mail. */
export async function takeConfirmation(db: Kysely<Database>, token: unknown) {
  if (typeof token !== 'string' || !TOKEN.test(token)) return undefined;
  const row = await db.deleteFrom('social_tickets').where('confirm_hash', '=', hashOf(token)).returningAll().executeTakeFirst();
  return row && row.expires_at >= new Date() && row.link_user_id !== null ? row : undefined;
}

export async function deleteTicket(db: Kysely<Database>, ticketHash: string): Promise<void> {
  await db.deleteFrom('social_tickets').where('ticket_hash', '=', ticketHash).execute();
}

/** Expired requests and tickets go (called as new ones are made; cheap with the primary keys). */
export async function sweepSocial(db: Kysely<Database>): Promise<void> {
  const now = new Date();
  await db.deleteFrom('social_requests').where('expires_at', '<', now).execute();
  await db.deleteFrom('social_tickets').where('expires_at', '<', now).execute();
}
