import { Observable, type Subscriber } from 'rxjs';

/** What every use case exposes (docs/architecture.md#the-core-ports-use-cases-time-wire-data): a state stream and a synchronous snapshot of it. */
export interface ObservableStore<S> {
  readonly state$: Observable<S>;
  getSnapshot(): S;
}

/**
 * The one store primitive of the core: private state, a shared `state$` (the current snapshot on subscription,
 * then each change), `getSnapshot()`, and `dispose()`. A use case extends it and changes state only through
 * `setState`/`patch`; snapshots are immutable, a change replaces the snapshot object.
 *
 * Work that only matters while somebody watches goes in `onFirstSubscriber` and is undone in `onLastUnsubscribe`,
 * as TanStack Query's `Subscribable` does. Subscribers are kept in a plain set, so a change nobody watches costs
 * nothing; a store whose snapshot is expensive may override `getSnapshot` to build it lazily and call `notify()`
 * after each change (the snapshot is then built once per change, and only if someone is subscribed).
 * Models: stream-chat-js `StateStore`, TanStack `query-core/src/subscribable.ts`.
 */
export class Store<S> implements ObservableStore<S> {
  private value: S;
  private readonly subscribers = new Set<Subscriber<S>>();
  private lastEmitted: S | undefined;
  private completed = false;
  readonly state$: Observable<S>;

  constructor(initial: S) {
    this.value = initial;
    this.state$ = new Observable<S>((subscriber) => {
      if (this.completed) {
        subscriber.complete();
        return undefined;
      }
      this.subscribers.add(subscriber);
      if (this.subscribers.size === 1) this.onFirstSubscriber();
      // What the newest subscriber saw is what the others have too: every change while anyone listens is sent.
      this.lastEmitted = this.getSnapshot();
      subscriber.next(this.lastEmitted);
      return () => {
        if (!this.subscribers.delete(subscriber)) return;
        if (this.subscribers.size === 0) this.onLastUnsubscribe();
      };
    });
  }

  getSnapshot(): S {
    return this.value;
  }

  protected get subscriberCount(): number {
    return this.subscribers.size;
  }

  protected get isDisposed(): boolean {
    return this.completed;
  }

  protected setState(next: S): void {
    if (this.completed || Object.is(next, this.value)) return;
    this.value = next;
    this.notify();
  }

  protected patch(partial: Partial<S>): void {
    this.setState({ ...this.value, ...partial });
  }

  /** Tells subscribers the snapshot changed (a lazily built one is built here, once, if anyone listens). */
  protected notify(): void {
    if (this.completed || this.subscribers.size === 0) return;
    const snapshot = this.getSnapshot();
    if (this.lastEmitted !== undefined && Object.is(snapshot, this.lastEmitted)) return;
    this.lastEmitted = snapshot;
    for (const subscriber of [...this.subscribers]) subscriber.next(snapshot);
  }

  /** Starts what only matters while somebody watches; called when `state$` gets its first subscriber. */
  protected onFirstSubscriber(): void {}

  /** Stops it again; called when the last subscriber leaves. */
  protected onLastUnsubscribe(): void {}

  /** Completes `state$`: subscribers are told the store is gone; later changes are ignored. */
  dispose(): void {
    if (this.completed) return;
    this.completed = true;
    const subscribers = [...this.subscribers];
    this.subscribers.clear();
    for (const subscriber of subscribers) subscriber.complete();
  }
}

/** A store that never changes: what a screen renders when the service behind it is absent (no chat, no checklist). */
export function constantStore<S>(state: S): ObservableStore<S> {
  return { state$: new Observable<S>((subscriber) => subscriber.next(state)), getSnapshot: () => state };
}
