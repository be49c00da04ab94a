import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { LocalAccount, LocalOidcIssuer } from '../auth/social/local-issuer';
import { LOCAL_ISSUER_PATH } from '../auth/social/providers';

/** The issuer's own "signed in at the provider" cookie (like a Google session): one-tap offers only that account. */
const ACCOUNT_COOKIE = 'test_oidc_account';

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

type Form = Record<string, string | undefined>;

/**
 * The local OpenID Connect provider's endpoints (server/auth/social/local-issuer.ts) under /api/test-oidc — only when
 * OIDC_TEST_PROVIDERS names a provider and never in production (server/app.ts; tests/server/accounts/social-config.test.ts).
 * Its pages are the provider's, not ours: a plain form in English, no app texts. `redirect_uri` must be under
 * `allowedRedirectBase` (this server's own origin), so it cannot send a browser elsewhere.
 */
export async function registerTestOidcRoutes(api: FastifyInstance, issuer: LocalOidcIssuer, allowedRedirectBase: string): Promise<void> {
  await api.register(
    async (scope) => {
      await scope.register(fastifyCookie);
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      });
      scope.get('/.well-known/openid-configuration', async () => issuer.discovery());
      scope.get('/jwks', async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(issuer.jwks()));

      scope.get('/authorize', async (request: FastifyRequest<{ Querystring: Form }>, reply) => {
        const query = request.query;
        const problem = authorizeProblem(query, allowedRedirectBase);
        if (problem) return reply.code(400).type('text/plain').send(problem);
        return reply.type('text/html; charset=utf-8').send(authorizePage(query));
      });

      scope.post('/authorize', async (request: FastifyRequest<{ Body: Form | undefined }>, reply) => {
        const form = request.body ?? {};
        const problem = authorizeProblem(form, allowedRedirectBase);
        if (problem) return reply.code(400).type('text/plain').send(problem);
        const account = accountOf(form);
        if (!account) return reply.code(400).type('text/plain').send('An e-mail is required.');
        const code = issuer.issueCode({
          clientId: form.client_id as string,
          redirectUri: form.redirect_uri as string,
          codeChallenge: form.code_challenge as string,
          nonce: form.nonce as string,
          account,
          forge: form.outcome === 'forged',
        });
        reply.setCookie(ACCOUNT_COOKIE, Buffer.from(JSON.stringify(account)).toString('base64url'), { path: LOCAL_ISSUER_PATH, httpOnly: true, sameSite: 'lax' });
        const target = new URL(form.redirect_uri as string);
        target.searchParams.set('code', code);
        target.searchParams.set('state', form.state as string);
        return reply.redirect(target.toString(), 302);
      });

      scope.post('/token', async (request: FastifyRequest<{ Body: Form | undefined }>, reply) => {
        const form = request.body ?? {};
        const tokens = form.grant_type === 'authorization_code'
          ? await issuer.exchange({ code: form.code, clientId: form.client_id, redirectUri: form.redirect_uri, codeVerifier: form.code_verifier })
          : null;
        if (!tokens) return reply.code(400).send({ error: 'invalid_grant' });
        return { access_token: 'local', token_type: 'Bearer', expires_in: 600, ...tokens };
      });

      // One-tap: the fake Google Identity Services script and the credential it asks for.
      scope.get('/gsi/client', async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(GSI_SCRIPT));
      scope.get('/one-tap/account', async (request) => {
        const account = cookieAccount(request);
        // No session at the provider: nothing to offer (200, so the page's console stays clean).
        return { account: account ? { email: account.email, name: account.name ?? account.email } : null };
      });
      scope.post('/one-tap', async (request: FastifyRequest<{ Body: Form | undefined }>, reply) => {
        const account = cookieAccount(request);
        const body = request.body ?? {};
        if (!account || typeof body.client_id !== 'string' || typeof body.nonce !== 'string') return reply.code(400).send({ error: 'no_session' });
        return { credential: await issuer.idToken(account, { audience: body.client_id, nonce: body.nonce }) };
      });
    },
    { prefix: LOCAL_ISSUER_PATH.replace(/^\/api/, '') },
  );
}

function authorizeProblem(params: Form, allowedRedirectBase: string): string | null {
  const redirect = params.redirect_uri ?? '';
  let url: URL;
  try {
    url = new URL(redirect);
  } catch {
    return 'redirect_uri is not an address.';
  }
  if (url.origin !== new URL(allowedRedirectBase).origin) return 'redirect_uri is not registered.';
  if (params.response_type !== undefined && params.response_type !== 'code') return 'response_type must be code.';
  if (!params.client_id || !params.state || !params.nonce) return 'client_id, state and nonce are required.';
  if (params.code_challenge_method !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(params.code_challenge ?? '')) return 'PKCE with S256 is required.';
  return null;
}

function accountOf(form: Form): LocalAccount | null {
  const email = (form.email ?? '').trim().toLowerCase();
  if (!email.includes('@') || email.length > 200) return null;
  const given = form.given_name?.trim() || undefined;
  const family = form.family_name?.trim() || undefined;
  return {
    sub: `local-${Buffer.from(email).toString('base64url')}`,
    email,
    email_verified: form.email_verified === 'on' || form.email_verified === 'true',
    ...(given ? { given_name: given } : {}),
    ...(family ? { family_name: family } : {}),
    name: [given, family].filter(Boolean).join(' ') || email,
  };
}

function cookieAccount(request: FastifyRequest): LocalAccount | null {
  const raw = request.cookies[ACCOUNT_COOKIE];
  if (typeof raw !== 'string') return null;
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as LocalAccount;
    return typeof parsed.sub === 'string' && typeof parsed.email === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

function authorizePage(query: Form): string {
  const hidden = ['client_id', 'redirect_uri', 'state', 'nonce', 'code_challenge', 'code_challenge_method', 'scope']
    .map((name) => `<input type="hidden" name="${name}" value="${escape(query[name] ?? '')}">`)
    .join('');
  const hint = escape(query.login_hint ?? '');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Local OpenID provider</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}label{display:block;margin:1rem 0 .25rem;font-weight:600}
input,select{font-size:1.1rem;padding:.5rem;width:100%;box-sizing:border-box}input[type=checkbox]{width:auto}button{font-size:1.1rem;padding:.6rem 1.2rem;margin-top:1rem}</style></head>
<body><main><h1>Local OpenID provider</h1><p>For development and tests only: it signs in whoever you type.</p>
<form method="post" action="${LOCAL_ISSUER_PATH}/authorize">${hidden}
<label for="email">E-mail</label><input id="email" name="email" type="email" value="${hint}" required>
<label for="given_name">Given name</label><input id="given_name" name="given_name">
<label for="family_name">Family name</label><input id="family_name" name="family_name">
<label><input type="checkbox" name="email_verified" checked> E-mail verified</label>
<label for="outcome">Token</label><select id="outcome" name="outcome"><option value="valid">Valid</option><option value="forged">Wrong signature</option></select>
<button type="submit">Continue</button></form></main></body></html>`;
}

/** A stand-in for https://accounts.google.com/gsi/client: `google.accounts.id.initialize/prompt/cancel`. */
const GSI_SCRIPT = `(() => {
  const base = ${JSON.stringify(LOCAL_ISSUER_PATH)};
  let options = null;
  let box = null;
  const close = () => { if (box) { box.remove(); box = null; } };
  const prompt = async () => {
    if (!options || box) return;
    const answer = await fetch(base + '/one-tap/account', { credentials: 'same-origin' });
    if (!answer.ok) return;
    const account = (await answer.json()).account;
    if (!account || !options) return;
    box = document.createElement('div');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-label', 'Local provider sign-in');
    box.style.cssText = 'position:fixed;top:8px;right:8px;z-index:10000;background:#fff;color:#1b1b1b;border:1px solid #767676;border-radius:8px;padding:12px;max-width:calc(100vw - 16px);box-sizing:border-box';
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Continue as ' + account.name;
    button.style.cssText = 'min-height:44px;padding:8px 12px;font-size:16px';
    button.onclick = async () => {
      const current = options;
      close();
      const body = new URLSearchParams({ client_id: current.client_id, nonce: current.nonce || '' });
      const issued = await fetch(base + '/one-tap', { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
      if (issued.ok) current.callback({ credential: (await issued.json()).credential });
    };
    box.appendChild(button);
    document.body.appendChild(box);
  };
  window.google = { accounts: { id: { initialize: (given) => { options = given; }, prompt: () => { void prompt(); }, cancel: close } } };
})();
`;
