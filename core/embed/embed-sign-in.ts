import type { MessageId } from '../i18n/catalogue';
import { Store } from '../store/store';
import type { EmbedGrant } from './protocol';

/** The server calls of the sign-in window (first party: the session cookie is sent). */
export interface EmbedTokenApi {
  /** `POST /api/embed/chat-token`: a grant, 'signed-out' (401), or a refusal's catalogue id. */
  requestToken(partnerOrigin: string): Promise<{ kind: 'granted'; grant: EmbedGrant } | { kind: 'signed-out' } | { kind: 'refused'; messageId: MessageId }>;
  /** `POST /api/auth/user/auth` with e-mail and password: the session cookie on success, else the catalogue id. */
  login(email: string, password: string): Promise<{ ok: true } | { ok: false; messageId: MessageId }>;
}

/** The frame that opened the window (same origin as the window, checked by the adapter). */
export interface GrantReceiver {
  /** False when there is no such frame any more (closed, or the window was not opened by the chat). */
  deliver(grant: EmbedGrant): boolean;
}

export interface EmbedSignInState {
  readonly step: 'checking' | 'form' | 'submitting' | 'done' | 'failed';
  readonly error: MessageId | null;
}

export interface EmbedSignInDeps {
  api: EmbedTokenApi;
  receiver: GrantReceiver;
  /** The partner page's origin, as the frame named it; the server checks it against EMBED_ORIGINS. */
  partnerOrigin: string;
}

/**
 * The first-party sign-in window of the embedded chat (docs/embed.md, decision 135): already signed in to Oglasi,
 * it asks for a chat token at once; otherwise it shows the e-mail and password form and asks after the login. The
 * token goes to the frame that opened it (`GrantReceiver`), never anywhere else. A refused origin, or a window
 * with no frame behind it, ends in `failed` with the reason.
 */
export class EmbedSignIn extends Store<EmbedSignInState> {
  constructor(private readonly deps: EmbedSignInDeps) {
    super({ step: 'checking', error: null });
  }

  /** Tries the session the browser already has. */
  async start(): Promise<void> {
    if (this.getSnapshot().step !== 'checking') return;
    await this.fetchGrant('form');
  }

  async submit(email: string, password: string): Promise<void> {
    const step = this.getSnapshot().step;
    if (step !== 'form') return;
    if (email.trim() === '' || password === '') {
      this.patch({ error: 'invalidCredentials' });
      return;
    }
    this.patch({ step: 'submitting', error: null });
    let login: Awaited<ReturnType<EmbedTokenApi['login']>>;
    try {
      login = await this.deps.api.login(email.trim(), password);
    } catch {
      login = { ok: false, messageId: 'common.errorOccurred' };
    }
    if (!login.ok) {
      this.patch({ step: 'form', error: login.messageId });
      return;
    }
    await this.fetchGrant('failed');
  }

  private async fetchGrant(whenSignedOut: 'form' | 'failed'): Promise<void> {
    let answer: Awaited<ReturnType<EmbedTokenApi['requestToken']>>;
    try {
      answer = await this.deps.api.requestToken(this.deps.partnerOrigin);
    } catch {
      answer = { kind: 'refused', messageId: 'common.errorOccurred' };
    }
    if (answer.kind === 'signed-out') {
      this.patch({ step: whenSignedOut, error: whenSignedOut === 'failed' ? 'notAuthenticated' : null });
      return;
    }
    if (answer.kind === 'refused') {
      this.patch({ step: 'failed', error: answer.messageId });
      return;
    }
    if (!this.deps.receiver.deliver(answer.grant)) {
      this.patch({ step: 'failed', error: 'embed.noOpener' });
      return;
    }
    this.patch({ step: 'done', error: null });
  }
}
