import { Analytics } from '../../../../core/analytics/analytics';
import { Session } from '../../../../core/session/session';
import { createFakePorts, type FakePorts } from '../../../fakes';

export const USER = {
  id: 7,
  email: 'kupuvac@primer.mk',
  full_name: 'Марија Петровска',
  verified: false,
  email_verification_required: true,
  phone_number: '+38970123456',
  location: { id: 3 },
  user_meta: { first_name: 'Марија', last_name: 'Петровска', display_name: null },
};

export interface SessionHarness extends FakePorts {
  session: Session;
}

/** A session over fresh fakes; the token store is the session-scoped fake storage. */
export function createSession(options: { path?: string; analytics?: boolean } = {}): SessionHarness {
  const ports = createFakePorts(options);
  const session = new Session({
    http: ports.http,
    tokenStorage: ports.sessionStorage,
    notifier: ports.notifier,
    navigator: ports.navigator,
    clock: ports.clock,
    analytics: new Analytics(ports.analytics),
    logger: ports.logger,
  });
  return { ...ports, session };
}

/**
 * The next page after a full page navigation: a new Session over the same session-scoped storage and notifier
 * (the flash left for it is shown when it starts), user-data answered with `userData`.
 */
export async function arriveAfterNavigation(h: SessionHarness, userData: unknown = { user: null }): Promise<Session> {
  h.http.on('GET', '/api/auth/user/user-data', userData);
  const next = new Session({
    http: h.http,
    tokenStorage: h.sessionStorage,
    notifier: h.notifier,
    navigator: h.navigator,
    clock: h.clock,
    analytics: new Analytics(h.analytics),
    logger: h.logger,
  });
  await next.start();
  return next;
}

/** A Google identity token (header.payload.signature) with the given claims. */
export function googleCredential(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}
