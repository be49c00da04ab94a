import { useLayoutEffect, useRef, useState } from 'react';
import { RouterProvider } from 'react-router';
import type { createBrowserRouter } from 'react-router';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * RouterProvider, safe to render in a transition. RouterProvider reads `router.state` while rendering and
 * subscribes in a layout effect; a time-sliced render yields in between, and a router update in that gap (a lazy
 * route finishing its load) would be lost — the page would stay blank. This host's layout effect runs after
 * RouterProvider's has subscribed: if the state moved since this render, it remounts RouterProvider, which then
 * reads the current state.
 */
export function RouterHost({ router }: { router: DataRouter }) {
  const [generation, setGeneration] = useState(0);
  const renderedState = useRef(router.state);
  renderedState.current = router.state;
  useLayoutEffect(() => {
    if (router.state !== renderedState.current) setGeneration((value) => value + 1);
  }, [router, generation]);
  return <RouterProvider key={generation} router={router} />;
}
