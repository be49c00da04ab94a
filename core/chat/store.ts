import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';

/**
 * The shape of every chat use case (DESIGN §3): private state, a public `state$` and `getSnapshot()`,
 * `dispose()`. Snapshots are immutable; a change replaces the snapshot object.
 */
export abstract class ChatStore<S> {
  private readonly subject: BehaviorSubject<S>;
  readonly state$: Observable<S>;

  protected constructor(initial: S) {
    this.subject = new BehaviorSubject(initial);
    this.state$ = this.subject.pipe(distinctUntilChanged());
  }

  getSnapshot(): S {
    return this.subject.getValue();
  }

  protected setState(next: S): void {
    if (next !== this.subject.getValue()) this.subject.next(next);
  }

  protected patch(partial: Partial<S>): void {
    this.setState({ ...this.subject.getValue(), ...partial });
  }

  dispose(): void {
    this.subject.complete();
  }
}
