import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import type { ObservableStore } from '../../../core';
import { shallowEqual, useObservableState } from '../../../ui/hooks/useObservableState';

interface CounterState {
  count: number;
  label: string;
}

class CounterStore implements ObservableStore<CounterState> {
  private readonly subject = new BehaviorSubject<CounterState>({ count: 0, label: 'a' });
  readonly state$ = this.subject.asObservable();
  getSnapshot = () => this.subject.getValue();
  set(patch: Partial<CounterState>) {
    this.subject.next({ ...this.subject.getValue(), ...patch });
  }
}

const selectCount = (state: CounterState) => state.count;
const selectPair = (state: CounterState) => ({ count: state.count, double: state.count * 2 });

describe('useObservableState', () => {
  it('renders the current snapshot and follows the stream', () => {
    const store = new CounterStore();
    function View() {
      return <span>{useObservableState(store, selectCount)}</span>;
    }
    render(<View />);
    expect(screen.getByText('0')).toBeInTheDocument();
    act(() => store.set({ count: 5 }));
    expect(screen.getByText('5')).toBeInTheDocument();
  });

  it('does not re-render when an unselected part of the state changes', () => {
    const store = new CounterStore();
    let renders = 0;
    function View() {
      renders += 1;
      return <span>{useObservableState(store, selectCount)}</span>;
    }
    render(<View />);
    const before = renders;
    act(() => store.set({ label: 'b' }));
    expect(renders).toBe(before);
    act(() => store.set({ count: 1 }));
    expect(renders).toBe(before + 1);
  });

  it('keeps the previous object selection when shallowly equal', () => {
    const store = new CounterStore();
    const seen: object[] = [];
    function View() {
      const pair = useObservableState(store, selectPair, shallowEqual);
      seen.push(pair);
      return <span>{pair.double}</span>;
    }
    render(<View />);
    act(() => store.set({ label: 'z' }));
    expect(new Set(seen).size).toBe(1);
    act(() => store.set({ count: 2 }));
    expect(screen.getByText('4')).toBeInTheDocument();
  });

  it('unsubscribes from the stream on unmount', () => {
    const subject = new BehaviorSubject(1);
    const store: ObservableStore<number> = { state$: subject.asObservable(), getSnapshot: () => subject.getValue() };
    function View() {
      return <span>{useObservableState(store)}</span>;
    }
    const { unmount } = render(<View />);
    expect(subject.observed).toBe(true);
    unmount();
    expect(subject.observed).toBe(false);
  });
});

describe('shallowEqual', () => {
  it('compares own keys by identity', () => {
    expect(shallowEqual({ a: 1, b: 'x' }, { a: 1, b: 'x' })).toBe(true);
    expect(shallowEqual({ a: 1 }, { a: 2 })).toBe(false);
    expect(shallowEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(shallowEqual([1, 2], [1, 2])).toBe(true);
    expect(shallowEqual(null, {})).toBe(false);
  });
});
