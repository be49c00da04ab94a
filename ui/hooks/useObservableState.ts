import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { ObservableStore } from '../../core';

const identity = <T,>(value: T): T => value;

/**
 * Renders a slice of a core store (docs/architecture.md#the-ui-layer): one generic hook over `useSyncExternalStore`, never
 * `useEffect` + `setState` mirroring a stream. Pass selectors defined at module level; a selector that builds
 * a new object each call needs `isEqual` (e.g. a shallow compare), otherwise every state change re-renders.
 * Model: stream-chat-react `useStateStore`, Zustand `useStore`, `@xstate/react` `useSelector`.
 */
export function useObservableState<S, T = S>(
  store: ObservableStore<S>,
  selector: (state: S) => T = identity as (state: S) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const subscribe = useCallback(
    (onStoreChange: () => void) => {
      const subscription = store.state$.subscribe({ next: onStoreChange, error: onStoreChange });
      return () => subscription.unsubscribe();
    },
    [store],
  );

  // Memoise per (state, selector) so React sees a stable snapshot between changes, and keep the previous
  // selection when it is equal, so a change elsewhere in the state does not re-render this component.
  const memo = useRef<{ state: S; selector: (state: S) => T; selection: T } | null>(null);
  const getSelection = useCallback((): T => {
    const state = store.getSnapshot();
    const previous = memo.current;
    if (previous && previous.state === state && previous.selector === selector) return previous.selection;
    const next = selector(state);
    if (previous && isEqual(previous.selection, next)) {
      memo.current = { state, selector, selection: previous.selection };
      return previous.selection;
    }
    memo.current = { state, selector, selection: next };
    return next;
  }, [store, selector, isEqual]);

  return useSyncExternalStore(subscribe, getSelection, getSelection);
}

/** Shallow equality for selectors that return a small object or array of fields. */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a as object);
  const keysB = Object.keys(b as object);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.prototype.hasOwnProperty.call(b, key) &&
      Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
