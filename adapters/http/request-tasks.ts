/**
 * Starts each request in a task of its own, for FetchHttp's `scheduleRequest` (the web app passes it). A page's
 * first render subscribes to all of its queries in one task; calling `fetch` there six or seven times — each
 * call a request to the browser's network service, with its initiator recorded by any tracing devtools — made
 * that one task the first page's longest. A MessageChannel message is a task of its own that runs as soon as
 * the thread is free (a nested `setTimeout(0)` may be clamped to 4 ms); requests start in the order asked.
 */
export function requestTasks(): (start: () => void) => () => void {
  const queue: Array<() => void> = [];
  let channel: MessageChannel | undefined;
  const port = () => {
    if (!channel) {
      channel = new MessageChannel();
      channel.port1.onmessage = () => queue.shift()?.();
      // Node's ports keep the process alive while they listen; a page's never matter.
      (channel.port1 as { unref?: () => void }).unref?.();
    }
    return channel.port2;
  };
  return (start) => {
    let cancelled = false;
    queue.push(() => {
      if (!cancelled) start();
    });
    port().postMessage(null);
    return () => {
      cancelled = true;
    };
  };
}
