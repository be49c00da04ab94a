import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext } from '../context';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../core/accounts/providers';
import { messageText, ROUTES, safeRedirectTarget } from '../../core';
import { findUserByEmail, findUserById, userSlug, type UserRow } from '../accounts/users';
import { checkPassword } from '../auth/password-attempts';
import { throttleIdentifier } from '../auth/login-throttle';
import { endAllSessions } from '../auth/sessions';
import { signIn } from '../auth/sign-in';
import { rateLimited, sendError } from '../http/replies';
import { deliver } from '../mail/outbox';
import { askerLanguage, requestLanguage } from '../text/texts';
import type { OidcProviderConfig } from '../auth/social/providers';
import {
  addConfirmation, browserBinding, createTicket, deleteTicket, existingBinding, oneTapNonce, readTicket, startRequest, sweepSocial, takeConfirmation, takeOneTapNonce, takeRequestByState,
} from '../auth/social/requests';

type Body = Record<string, unknown>;
type TicketRow = NonNullable<Awaited<ReturnType<typeof readTicket>>>;

const isProvider = (value: unknown): value is SocialProvider => typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
const callbackPath = (provider: SocialProvider) => `/api/auth/social/${provider}/callback`;
const accepted = (value: unknown) => value === true || value === 'true' || value === '1' || value === 'on';

/**
 * Sign-in with Google, Facebook and Apple (docs/product/accounts.md "Social sign-in", decision 158). Nothing here answers
 * for a provider that is not configured (404 socialLoginUnavailable).
 *
 * The buttons: GET start → the provider (code flow, PKCE S256, state and nonce bound to this browser) → callback:
 * the code is exchanged, the ID token verified (server/auth/social/verify.ts), the identity kept as a short ticket
 * for this browser, and the browser goes to the login page with it (`?social=<ticket>&provider=`), which posts it to
 * /auth/user/auth. One-tap: POST nonce, then /auth/user/auth with the credential. Either way sign-in is decided by
 * `socialAuth`: a linked identity signs in; a new person accepts the terms first; an e-mail that matches an existing
 * account links only after that account's password or an e-mailed confirmation.
 */
export async function registerSocialRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  const { db } = context.database;
  const { social, publicUrl, production } = context.config;
  const configured = (provider: unknown): OidcProviderConfig | undefined => (isProvider(provider) ? social.providers[provider] : undefined);

  api.get('/auth/social/:provider/start', async (request: FastifyRequest<{ Params: { provider: string }; Querystring: { redirectPath?: string } }>, reply) => {
    const provider = configured(request.params.provider);
    if (!provider?.codeFlow) return sendError(reply, 404, 'socialLoginUnavailable');
    const limit = await context.limits.auth.hit(`social-start:${request.ip}`);
    if (!limit.allowed) return rateLimited(reply, limit.retryAfterSeconds);
    await sweepSocial(db);
    const redirectPath = typeof request.query.redirectPath === 'string' ? safeRedirectTarget(request.query.redirectPath) : null;
    const started = await startRequest(db, provider.id, browserBinding(request, reply, production), redirectPath);
    const url = new URL(provider.authorizationEndpoint);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: provider.clientId,
      redirect_uri: `${publicUrl}${callbackPath(provider.id)}`,
      scope: provider.scope,
      state: started.state,
      nonce: started.nonce,
      code_challenge: started.codeChallenge,
      code_challenge_method: 'S256',
      ...(provider.responseMode === 'form_post' ? { response_mode: 'form_post' } : {}),
    }).toString();
    // The provider's address comes from configuration, never from the request.
    return reply.redirect(url.toString(), 302);
  });

  const callback = async (request: FastifyRequest<{ Params: { provider: string } }>, reply: FastifyReply, params: Body) => {
    const provider = configured(request.params.provider);
    if (!provider?.codeFlow) return sendError(reply, 404, 'socialLoginUnavailable');
    const failed = () => reply.redirect(`${ROUTES.login}?social_error=${provider.id}`, 302);
    const browser = existingBinding(request);
    const started = await takeRequestByState(db, provider.id, params.state, browser);
    if (!started || !browser || typeof params.code !== 'string' || params.code.length > 2048) return failed();
    const idToken = await exchangeCode(provider, params.code, started.code_verifier ?? '', `${publicUrl}${callbackPath(provider.id)}`);
    if (!idToken) {
      request.log.warn({ provider: provider.id }, 'social sign-in: code exchange failed');
      return failed();
    }
    const check = await context.social.verify(provider.id, idToken);
    if (!check.ok || check.identity.nonce !== started.nonce) {
      request.log.warn({ provider: provider.id, reason: check.ok ? 'nonce' : check.reason }, 'social sign-in: ID token refused');
      return failed();
    }
    const ticket = await createTicket(db, check.identity, browser, started.redirect_path, null);
    const query = new URLSearchParams({ social: ticket, provider: provider.id, ...(started.redirect_path ? { redirectPath: started.redirect_path } : {}) });
    return reply.redirect(`${ROUTES.login}?${query.toString()}`, 302);
  };
  api.get('/auth/social/:provider/callback', (request: FastifyRequest<{ Params: { provider: string }; Querystring: Body }>, reply) => callback(request, reply, request.query ?? {}));
  // Apple answers with a form POST (response_mode=form_post); the CSRF guard lets this one path through (server/http/csrf.ts),
  // the state bound to this browser's cookie being its proof. The form parser is this route's alone.
  await api.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    scope.post('/auth/social/:provider/callback', (request: FastifyRequest<{ Params: { provider: string }; Body: Body | undefined }>, reply) => callback(request, reply, request.body ?? {}));
  });

  api.post('/auth/social/:provider/nonce', async (request: FastifyRequest<{ Params: { provider: string } }>, reply) => {
    const provider = configured(request.params.provider);
    if (!provider?.oneTapScript) return sendError(reply, 404, 'socialLoginUnavailable');
    // Asked for on every logged-out page that may prompt (only the API's general limit applies); expired ones go.
    await sweepSocial(db);
    return { status: 'success', nonce: await oneTapNonce(db, provider.id, browserBinding(request, reply, production)) };
  });

  /** Sends the existing account's inbox a link that confirms the link (for accounts without a password, or who forgot it). */
  api.post('/auth/social/:provider/link-mail', async (request: FastifyRequest<{ Params: { provider: string }; Body: Body | undefined }>, reply) => {
    const provider = configured(request.params.provider);
    if (!provider) return sendError(reply, 404, 'socialLoginUnavailable');
    const ticket = await readTicket(db, provider.id, (request.body ?? {}).ticket, existingBinding(request));
    const user = ticket?.link_user_id ? await findUserById(db, ticket.link_user_id) : undefined;
    if (!ticket || !user?.email || user.deleted_at) return sendError(reply, 422, 'socialLinkExpired');
    const limit = await context.limits.resend.hit(`social-link:${user.id}`);
    if (!limit.allowed) return rateLimited(reply, limit.retryAfterSeconds);
    const token = await addConfirmation(db, ticket.ticket_hash);
    const link = `${publicUrl}${ROUTES.login}?${new URLSearchParams({ social_confirm: token, provider: provider.id }).toString()}`;
    const language = askerLanguage(request, user);
    await deliver(db, request.log, {
      to: user.email,
      subject: messageText('mail.socialLink.subject', language, { provider: providerName(provider.id) }),
      body: messageText('mail.socialLink.body', language, { link, provider: providerName(provider.id) }),
      link,
    });
    return { status: 'success', messageId: 'socialLinkMailSent', email: user.email };
  });
}

async function linkIdentity(context: ApiContext, ticket: Pick<TicketRow, 'provider' | 'subject' | 'email'>, userId: number) {
  await context.database.db
    .insertInto('user_identities')
    .values({ provider: ticket.provider, subject: ticket.subject, user_id: userId, email: ticket.email })
    .onConflict((conflict) => conflict.columns(['provider', 'subject']).doNothing())
    .execute();
}

/**
 * docs/product/accounts.md: POST /auth/user/auth for a social provider. One of: `credential` (one-tap); `ticket` from the
 * code flow (with `terms_accepted` for a new person, or `password` to link an existing account); `confirm`, the
 * token of an e-mailed link confirmation.
 */
export async function socialAuth(context: ApiContext, request: FastifyRequest, reply: FastifyReply, provider: SocialProvider, body: Body): Promise<FastifyReply> {
  const { db } = context.database;
  const config = context.config.social.providers[provider];
  if (!config) return sendError(reply, 422, 'socialLoginUnavailable', { provider });
  const browser = existingBinding(request);
  let ticket: TicketRow | undefined;
  if (body.credential !== undefined) {
    // One-tap: the credential is verified here, and its nonce must be one this browser was given and not yet used.
    if (!config.oneTapScript) return sendError(reply, 422, 'socialLoginUnavailable', { provider });
    const check = await context.social.verify(provider, body.credential);
    if (!check.ok || !(await takeOneTapNonce(db, provider, check.identity.nonce, browser)) || !browser) {
      request.log.warn({ provider, reason: check.ok ? 'nonce' : check.reason }, 'social sign-in: one-tap credential refused');
      return sendError(reply, 401, 'socialLoginFailed');
    }
    const outcome = await decide(context, check.identity);
    if (outcome.kind === 'linked') return signIn(context, reply, outcome.user);
    const value = await createTicket(db, check.identity, browser, null, outcome.kind === 'link' ? outcome.user.id : null);
    ticket = await readTicket(db, provider, value, browser);
    if (ticket) return ticketAnswer(context, request, reply, ticket, value, accepted(body.terms_accepted));
  }
  if (body.confirm !== undefined) return confirmLink(context, reply, provider, body.confirm);
  ticket = await readTicket(db, provider, body.ticket, browser);
  if (!ticket) return sendError(reply, 422, 'socialLinkExpired');
  if (body.password !== undefined) return linkWithPassword(context, request, reply, ticket, body.password);
  return ticketAnswer(context, request, reply, ticket, body.ticket as string, accepted(body.terms_accepted));
}

/** Links the provider to the existing account its e-mail matches, with that account's password (same backoff as login). */
async function linkWithPassword(context: ApiContext, request: FastifyRequest, reply: FastifyReply, ticket: TicketRow, password: unknown): Promise<FastifyReply> {
  const { db } = context.database;
  const user = ticket.link_user_id ? await findUserById(db, ticket.link_user_id) : undefined;
  if (!user || user.deleted_at) return sendError(reply, 422, 'socialLinkExpired');
  if (!user.password_hash || !user.email_verified_at) return sendError(reply, 422, 'socialLinkByEmailOnly');
  if (typeof password !== 'string' || password === '') return sendError(reply, 422, 'invalidCredentials');
  const check = await checkPassword(context, request, throttleIdentifier({ email: user.email ?? '' }), user, password);
  if (!check.ok && check.reason === 'blocked') return rateLimited(reply, check.retryAfterSeconds);
  if (!check.ok) return sendError(reply, 422, 'invalidCredentials');
  await linkIdentity(context, ticket, user.id);
  await deleteTicket(db, ticket.ticket_hash);
  return signIn(context, reply, user, { messageId: 'socialLinked' });
}

/** The e-mailed confirmation: links and signs in, whichever browser opened the mail. */
async function confirmLink(context: ApiContext, reply: FastifyReply, provider: SocialProvider, token: unknown): Promise<FastifyReply> {
  const { db } = context.database;
  const ticket = await takeConfirmation(db, token);
  const user = ticket?.link_user_id ? await findUserById(db, ticket.link_user_id) : undefined;
  if (!ticket || ticket.provider !== provider || !user || user.deleted_at) return sendError(reply, 422, 'socialLinkExpired');
  await linkIdentity(context, ticket, user.id);
  let signedIn = user;
  if (!user.email_verified_at) {
    // An account whose e-mail was never confirmed may have been made by someone else with this address (account
    // pre-hijacking): the inbox's owner takes it over, and the password and sessions of whoever made it end.
    signedIn = await db.updateTable('users').set({ email_verified_at: new Date(), password_hash: null, updated_at: new Date() }).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
    await endAllSessions(db, user.id);
  }
  return signIn(context, reply, signedIn, { messageId: 'socialLinked' });
}

type Decision = { kind: 'linked'; user: UserRow } | { kind: 'link'; user: UserRow } | { kind: 'new' };

async function decide(context: ApiContext, identity: { provider: string; subject: string; email: string }): Promise<Decision> {
  const { db } = context.database;
  const linked = await db.selectFrom('user_identities').select('user_id').where('provider', '=', identity.provider).where('subject', '=', identity.subject).executeTakeFirst();
  const linkedUser = linked ? await findUserById(db, linked.user_id) : undefined;
  if (linkedUser && !linkedUser.deleted_at) return { kind: 'linked', user: linkedUser };
  const byEmail = await findUserByEmail(db, identity.email);
  if (byEmail && !byEmail.deleted_at) return { kind: 'link', user: byEmail };
  return { kind: 'new' };
}

async function ticketAnswer(context: ApiContext, request: FastifyRequest, reply: FastifyReply, ticket: TicketRow, ticketValue: string, termsAccepted: boolean): Promise<FastifyReply> {
  const { db } = context.database;
  const outcome = await decide(context, ticket);
  if (outcome.kind === 'linked') {
    await deleteTicket(db, ticket.ticket_hash);
    return signIn(context, reply, outcome.user);
  }
  if (outcome.kind === 'link') {
    if (ticket.link_user_id !== outcome.user.id) await db.updateTable('social_tickets').set({ link_user_id: outcome.user.id }).where('ticket_hash', '=', ticket.ticket_hash).execute();
    return sendError(reply, 409, 'socialLinkRequired', {
      link_required: true,
      ticket: ticketValue,
      provider: ticket.provider,
      email: ticket.email,
      can_use_password: outcome.user.password_hash !== null && outcome.user.email_verified_at !== null,
    });
  }
  if (!termsAccepted) {
    return reply.send({ status: 'success', requires_terms: true, is_new_user: true, ticket: ticketValue, provider: ticket.provider, email: ticket.email });
  }
  const profile = ticket.profile ?? {};
  const fullName = [profile.given_name, profile.family_name].filter(Boolean).join(' ') || profile.name || null;
  const now = new Date();
  const created = await db
    .insertInto('users')
    .values({
      email: ticket.email,
      password_hash: null,
      full_name: fullName,
      email_verified_at: ticket.email_verified ? now : null,
      terms_accepted_at: now,
      user_meta: JSON.stringify({ ...(profile.given_name ? { first_name: profile.given_name } : {}), ...(profile.family_name ? { last_name: profile.family_name } : {}) }),
      language: requestLanguage(request),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const user = await db.updateTable('users').set({ slug: userSlug(created) }).where('id', '=', created.id).returningAll().executeTakeFirstOrThrow();
  await db.insertInto('user_identities').values({ provider: ticket.provider, subject: ticket.subject, user_id: user.id, email: ticket.email }).execute();
  await deleteTicket(db, ticket.ticket_hash);
  request.log.info({ userId: user.id, provider: ticket.provider }, 'account registered by a social provider');
  return signIn(context, reply, user, { status: 201, isNewUser: true });
}

async function exchangeCode(provider: OidcProviderConfig, code: string, codeVerifier: string, redirectUri: string): Promise<string | null> {
  const secret = typeof provider.clientSecret === 'function' ? await provider.clientSecret() : provider.clientSecret;
  const form = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: provider.clientId, code_verifier: codeVerifier, ...(secret ? { client_secret: secret } : {}) });
  try {
    const response = await fetch(provider.tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { id_token?: unknown };
    return typeof body.id_token === 'string' ? body.id_token : null;
  } catch {
    return null;
  }
}

const providerName = (provider: SocialProvider) => ({ google: 'Google', facebook: 'Facebook', apple: 'Apple' })[provider];
