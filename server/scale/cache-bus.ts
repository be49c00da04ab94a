import type { ReadCache } from '../http/read-cache';
import type { SharedState } from './shared';

/**
 * Read-cache invalidation across processes: a `clear()` here (a listing write) is published on
 * `<prefix>read-cache`, and every other process clears its own micro-cache when it hears it — so an edit made
 * through one process is not served stale by another beyond the pub/sub delay (milliseconds).
 *
 * Pub/sub delivers at most once: while Redis is unreachable a clear can be missed, so after a reconnection each
 * process clears its cache once; meanwhile an entry lives at most READ_CACHE_SECONDS (the documented window).
 */
export function shareReadCache(cache: ReadCache, shared: SharedState, onError: (error: unknown) => void = () => undefined): () => Promise<void> {
  const channel = `${shared.prefix}read-cache`;
  cache.onClear = () => {
    shared.redis.publish(channel, shared.processId).catch(onError);
  };
  const onMessage = (from: string, message: string) => {
    if (from === channel && message !== shared.processId) cache.clearLocal();
  };
  let connected = false;
  const onReady = () => {
    // Back from an outage: clears published meanwhile were lost.
    if (connected) cache.clearLocal();
    connected = true;
  };
  shared.subscriber.on('message', onMessage);
  shared.subscriber.on('ready', onReady);
  const subscribed = shared.subscriber.subscribe(channel).then(
    () => {
      connected = true;
    },
    onError,
  );
  return async () => {
    await subscribed;
    cache.onClear = undefined;
    shared.subscriber.off('message', onMessage);
    shared.subscriber.off('ready', onReady);
    await shared.subscriber.unsubscribe(channel).catch(onError);
  };
}
