import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { constantStore, Store } from '../../../../core';

interface Counter {
  count: number;
  label: string;
}

class CounterStore extends Store<Counter> {
  readonly calls: string[] = [];
  constructor() {
    super({ count: 0, label: 'a' });
  }
  increment(): void {
    this.patch({ count: this.getSnapshot().count + 1 });
  }
  replace(next: Counter): void {
    this.setState(next);
  }
  get watchers(): number {
    return this.subscriberCount;
  }
  protected override onFirstSubscriber(): void {
    this.calls.push('start');
  }
  protected override onLastUnsubscribe(): void {
    this.calls.push('stop');
  }
}

describe('Store: the core store primitive', () => {
  it('gives the current snapshot on subscription and then every change, the same object getSnapshot returns', () => {
    const store = new CounterStore();
    store.increment();
    const seen: Counter[] = [];
    const subscription = store.state$.subscribe((state) => seen.push(state));
    store.increment();
    expect(seen.map((state) => state.count)).toEqual([1, 2]);
    expect(seen[1]).toBe(store.getSnapshot());
    subscription.unsubscribe();
  });

  it('does not notify when the state object is the same', () => {
    const store = new CounterStore();
    const seen: Counter[] = [];
    const subscription = store.state$.subscribe((state) => seen.push(state));
    store.replace(store.getSnapshot());
    expect(seen).toHaveLength(1);
    subscription.unsubscribe();
  });

  it('starts work on the first subscriber and stops it when the last leaves, once each', () => {
    const store = new CounterStore();
    expect(store.calls).toEqual([]);
    const first = store.state$.subscribe();
    const second = store.state$.subscribe();
    expect(store.calls).toEqual(['start']);
    expect(store.watchers).toBe(2);
    first.unsubscribe();
    expect(store.calls).toEqual(['start']);
    second.unsubscribe();
    expect(store.calls).toEqual(['start', 'stop']);
    store.state$.subscribe().unsubscribe();
    expect(store.calls).toEqual(['start', 'stop', 'start', 'stop']);
  });

  it('a subscriber that arrives after unwatched changes still sees every later change', () => {
    const store = new CounterStore();
    const initial = store.getSnapshot();
    store.state$.subscribe().unsubscribe();
    store.replace({ count: 5, label: 'b' });
    const seen: Counter[] = [];
    const subscription = store.state$.subscribe((state) => seen.push(state));
    store.replace(initial);
    expect(seen.map((state) => state.count)).toEqual([5, 0]);
    subscription.unsubscribe();
  });

  it('dispose completes subscribers, refuses later changes, and completes late subscribers at once', () => {
    const store = new CounterStore();
    let completed = 0;
    store.state$.subscribe({ complete: () => (completed += 1) });
    store.dispose();
    expect(completed).toBe(1);
    store.increment();
    expect(store.getSnapshot().count).toBe(0);
    store.state$.subscribe({ complete: () => (completed += 1) });
    expect(completed).toBe(2);
  });

  it('constantStore gives its one state', () => {
    const store = constantStore({ ok: true });
    const seen: unknown[] = [];
    store.state$.subscribe((state) => seen.push(state));
    expect(seen).toEqual([{ ok: true }]);
    expect(store.getSnapshot()).toEqual({ ok: true });
  });

  it('on virtual time: subscribers join late and leave early, see only distinct changes, and start/stop the work once', () => {
    const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
    scheduler.run(({ cold, expectObservable }) => {
      const store = new CounterStore();
      const one = { count: 1, label: 'a' };
      const same = { count: 1, label: 'a' };
      // Frame 1: +1; frame 3: the same object again (no change); frame 5: an equal but new object; frame 7: +1.
      cold('-a-b-c-d').subscribe((step) => {
        if (step === 'a') store.replace(one);
        if (step === 'b') store.replace(one);
        if (step === 'c') store.replace(same);
        if (step === 'd') store.increment();
      });
      expectObservable(store.state$, '^-------!').toBe('s0---t-u', { s: { count: 0, label: 'a' }, 0: one, t: same, u: { count: 2, label: 'a' } });
      expectObservable(store.state$, '--^-!').toBe('--0', { 0: one });
      scheduler.flush();
      expect(store.calls).toEqual(['start', 'stop']);
    });
  });
});
