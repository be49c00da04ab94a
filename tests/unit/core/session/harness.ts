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

/** A Google identity token (header.payload.signature) with the given claims. */
export function googleCredential(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}
