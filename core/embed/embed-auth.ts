import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { ChatIdentity } from '../chat/chat-types';
import type { MessageId } from '../i18n/catalogue';
import type { ClockPort, TimerHandle } from '../ports/clock';
import { Store } from '../store/store';
import type { EmbedGrant } from './protocol';

/** How the sign-in window ended: a chat token, a window the browser would not open, or one closed without one. */
export type SignInOutcome = { kind: 'granted'; grant: EmbedGrant } | { kind: 'blocked' } | { kind: 'closed' };

/** Opens Oglasi's first-party sign-in window and waits for its answer (adapters/embed/popup-sign-in.ts). */
export interface SignInWindowPort {
  open(): Promise<SignInOutcome>;
}

export interface EmbedAuthState {
  readonly status: 'signed-out' | 'signing-in' | 'signed-in';
  readonly user: EmbedGrant['user'] | null;
  /** The chat token: held here, in the frame's memory, only — never in storage, never in a URL. */
  readonly token: string | null;
  /** Why the embed is signed out, when it did not choose to be (a blocked window, an expired token…). */
  readonly notice: MessageId | null;
}

export interface EmbedAuthDeps {
  window: SignInWindowPort;
  clock: ClockPort;
}

const SIGNED_OUT: EmbedAuthState = { status: 'signed-out', user: null, token: null, notice: null };

/** Signed out this long before the token's expiry, so a reconnect never presents an expired token. */
export const EXPIRY_MARGIN_MS = 30_000;

/**
 * The embedded chat's sign-in (docs/embed.md, decision 135). Third-party cookies are blocked on partner pages, so
 * the frame has no Oglasi session: `signIn()` opens the first-party sign-in window, which answers with a
 * short-lived chat token for this partner origin. The token lives in this store's memory until it expires (then
 * the embed is signed out with `embed.sessionExpired`) or the chat socket refuses it (`rejected`).
 */
export class EmbedAuth extends Store<EmbedAuthState> {
  /** Who the chat engine connects as (null: no connection). */
  readonly identity$: Observable<ChatIdentity | null>;
  private expiry: TimerHandle | null = null;

  constructor(private readonly deps: EmbedAuthDeps) {
    super(SIGNED_OUT);
    this.identity$ = this.state$.pipe(
      map((state): ChatIdentity | null => (state.user && state.token ? { userId: state.user.id, token: state.token, isSupportAgent: state.user.isSupportAgent } : null)),
      distinctUntilChanged((a, b) => a?.userId === b?.userId && a?.token === b?.token),
    );
  }

  get signedIn(): boolean {
    return this.getSnapshot().status === 'signed-in';
  }

  /** Opens the sign-in window (call it from a click: browsers block windows opened otherwise). */
  async signIn(): Promise<boolean> {
    if (this.getSnapshot().status !== 'signed-out') return this.signedIn;
    this.patch({ status: 'signing-in', notice: null });
    let outcome: SignInOutcome;
    try {
      outcome = await this.deps.window.open();
    } catch {
      outcome = { kind: 'closed' };
    }
    if (this.isDisposed) return false;
    if (outcome.kind !== 'granted') {
      this.setState({ ...SIGNED_OUT, notice: outcome.kind === 'blocked' ? 'embed.popupBlocked' : 'embed.signInCancelled' });
      return false;
    }
    const { grant } = outcome;
    const remaining = grant.expiresAt * 1000 - this.deps.clock.now() - EXPIRY_MARGIN_MS;
    if (remaining <= 0) {
      this.setState({ ...SIGNED_OUT, notice: 'embed.sessionExpired' });
      return false;
    }
    this.clearExpiry();
    this.expiry = this.deps.clock.setTimeout(() => this.signOut('embed.sessionExpired'), remaining);
    this.setState({ status: 'signed-in', user: grant.user, token: grant.token, notice: null });
    return true;
  }

  /** The chat socket refused the token (signed out everywhere, banned, the partner removed from EMBED_ORIGINS). */
  rejected(): void {
    if (this.signedIn) this.signOut('embed.sessionExpired');
  }

  /** Forgets the token (the socket disconnects through `identity$`). */
  signOut(notice: MessageId | null = null): void {
    this.clearExpiry();
    this.setState({ ...SIGNED_OUT, notice });
  }

  override dispose(): void {
    this.clearExpiry();
    super.dispose();
  }

  private clearExpiry(): void {
    if (this.expiry !== null) this.deps.clock.clearTimeout(this.expiry);
    this.expiry = null;
  }
}
