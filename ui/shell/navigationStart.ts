import { createContext, useContext, useEffect, useRef } from 'react';

/** Subscribes to the start of every page navigation; returns the unsubscribe. */
export type SubscribeToNavigationStart = (listener: () => void) => () => void;

/**
 * The start of a navigation, as the app's history sees it (app/web/app-history.ts). The router itself only
 * tells where the user *is*: a lazily loaded page changes the location once its code has arrived, while docs/product/browsing.md
 * wants the chat closed when the navigation starts. Without a provider (tests, the embed) nothing is announced.
 */
const NavigationStartContext = createContext<SubscribeToNavigationStart | null>(null);

export const NavigationStartProvider = NavigationStartContext.Provider;

/** Runs `onStart` at the start of every navigation, when the app announces them. */
export function useNavigationStart(onStart: () => void): void {
  const subscribe = useContext(NavigationStartContext);
  const latest = useRef(onStart);
  latest.current = onStart;
  useEffect(() => subscribe?.(() => latest.current()), [subscribe]);
}
