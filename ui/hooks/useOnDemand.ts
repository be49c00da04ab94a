import { useEffect, useState } from 'react';

/** Modules already fetched, per loader: a component mounted later shows them at once. */
const loaded = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * A module fetched only when it is first wanted (a dialog opened, a signed-in user's controls), so the first
 * page does not download it. The module is remembered per loader once it is there; a failed fetch
 * (offline) is forgotten, and the next time it is wanted it is fetched again. Until then: null.
 */
export function useOnDemand<T>(load: () => Promise<T>, wanted: boolean): T | null {
  const [module, setModule] = useState<T | null>(() => (loaded.get(load) as T | undefined) ?? null);
  useEffect(() => {
    if (!wanted || module !== null) return;
    let current = true;
    load().then(
      (value) => {
        loaded.set(load, value);
        if (current) setModule(() => value);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [load, wanted, module]);
  return module;
}
