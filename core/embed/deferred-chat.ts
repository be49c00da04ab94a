import { BehaviorSubject, of, switchMap, type Observable } from 'rxjs';
import type { ChatSnapshot } from '../chat/chat-snapshot';
import type { ListingForChat } from '../chat/chat-types';
import { EMPTY_THREAD_VIEW, INITIAL_CONNECTION_STATE, INITIAL_UNREAD_STATE } from '../chat/initial-states';
import type { BridgedChat } from './embed-bridge';

/** What the embed shows before the chat engine is there: closed, not connected, nothing unread. */
export const NO_CHAT_SNAPSHOT: ChatSnapshot = {
  connection: INITIAL_CONNECTION_STATE,
  isOpen: false,
  selectedId: null,
  focusInput: false,
  conversations: [],
  conversationsLoaded: false,
  thread: EMPTY_THREAD_VIEW,
  unread: INITIAL_UNREAD_STATE,
  lastPreview: null,
};

/**
 * The chat engine of the embedded chat, loaded when it is first needed (someone signed in): a visitor of a partner
 * page who never signs in downloads none of the engine, its codec, its schemas or the socket library — the frame's
 * first download is React and the launcher. Until it is there, `state$` is the empty chat and commands wait; then
 * they run, in order, on the engine.
 */
export class DeferredChat<T extends BridgedChat> implements BridgedChat {
  readonly engine$ = new BehaviorSubject<T | null>(null);
  readonly state$: Observable<ChatSnapshot>;
  private loading: Promise<T | null> | null = null;
  private readonly waiting: ((engine: T) => void)[] = [];

  constructor(
    private readonly load: () => Promise<T>,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    this.state$ = this.engine$.pipe(switchMap((engine) => (engine ? engine.state$ : of(NO_CHAT_SNAPSHOT))));
  }

  /** Loads the engine (once; a failed load may be retried by the next call). */
  ensure(): Promise<T | null> {
    this.loading ??= this.load().then(
      (engine) => {
        this.engine$.next(engine);
        for (const run of this.waiting.splice(0)) run(engine);
        return engine;
      },
      (error: unknown) => {
        this.loading = null;
        this.onError(error);
        return null;
      },
    );
    return this.loading;
  }

  open(): void {
    this.run((engine) => engine.open());
  }

  close(): void {
    this.engine$.getValue()?.close();
  }

  startWithSeller(listing: ListingForChat): boolean {
    this.run((engine) => engine.startWithSeller(listing));
    return true;
  }

  private run(command: (engine: T) => void): void {
    const engine = this.engine$.getValue();
    if (engine) {
      command(engine);
      return;
    }
    this.waiting.push(command);
    void this.ensure();
  }
}
