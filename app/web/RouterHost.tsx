import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { historyPosition, type RouterHistory } from './app-history';

/**
 * The router, safe to render in a transition. The router reads `history.location` while rendering and
 * subscribes in a layout effect; a time-sliced first render yields in between, and a navigation in that gap
 * (a redirect from the session starting) would be lost. This host's layout effect runs after the router's has
 * subscribed: if the history moved since this render, it remounts the router, which then reads where it is.
 */
export function RouterHost({ history, children }: { history: RouterHistory; children: ReactNode }) {
  const [generation, setGeneration] = useState(0);
  const rendered = useRef('');
  rendered.current = historyPosition(history);
  useLayoutEffect(() => {
    if (historyPosition(history) !== rendered.current) setGeneration((value) => value + 1);
  }, [history, generation]);
  return (
    <HistoryRouter key={generation} history={history}>
      {children}
    </HistoryRouter>
  );
}
